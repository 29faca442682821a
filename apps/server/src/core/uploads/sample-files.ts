import { crc32 } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * Small but real files of every accepted upload type, each carrying `payload` (e.g. the EICAR string) the
 * way that format carries text: a PDF stream, a PNG tEXt chunk, a JPEG comment segment, a stored (not
 * compressed) entry of a DOCX or XLSX archive. For the upload tests.
 */

export function pdfWith(payload: Buffer): Buffer {
  const stream = Buffer.concat([Buffer.from('BT /F1 12 Tf 72 712 Td ('), payload, Buffer.from(') Tj ET')]);
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n'),
    Buffer.from('2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n'),
    Buffer.from('3 0 obj << /Type /Page /Parent 2 0 R /Contents 4 0 R >> endobj\n'),
    Buffer.from(`4 0 obj << /Length ${stream.length} >>\nstream\n`),
    stream,
    Buffer.from('\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function pngWith(payload: Buffer): Buffer {
  const image = new PNG({ width: 4, height: 4 });
  image.data.fill(200);
  const plain = PNG.sync.write(image);
  // After the signature (8 bytes) and IHDR (25 bytes): a text chunk "Comment\0<payload>".
  const text = pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0', 'latin1'), payload]));
  return Buffer.concat([plain.subarray(0, 33), text, plain.subarray(33)]);
}

export function jpegWith(payload: Buffer): Buffer {
  const plain = jpeg.encode({ data: Buffer.alloc(4 * 4 * 4, 180), width: 4, height: 4 }, 80).data;
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  // A COM segment (FF FE) right after SOI (FF D8).
  return Buffer.concat([plain.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, payload, plain.subarray(2)]);
}

/** A ZIP archive whose entries are stored uncompressed (method 0). */
function storedZip(entries: [name: string, content: Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(content.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, content);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (part: string, type: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}.main+xml"/></Types>`,
  );

export function docxWith(payload: Buffer): Buffer {
  return storedZip([
    ['[Content_Types].xml', contentTypes('word/document.xml', 'wordprocessingml.document')],
    ['word/document.xml', Buffer.concat([Buffer.from('<w:document><w:t>'), payload, Buffer.from('</w:t></w:document>')])],
  ]);
}

export function xlsxWith(payload: Buffer): Buffer {
  return storedZip([
    ['[Content_Types].xml', contentTypes('xl/workbook.xml', 'spreadsheetml.sheet')],
    ['xl/workbook.xml', Buffer.concat([Buffer.from('<workbook><t>'), payload, Buffer.from('</t></workbook>')])],
  ]);
}

/** Every accepted type: its MIME type, a file name, and a sample carrying `payload`. */
export const SAMPLES: { mime: string; fileName: string; make: (payload: Buffer) => Buffer }[] = [
  { mime: 'application/pdf', fileName: 'statuts.pdf', make: pdfWith },
  { mime: 'image/png', fileName: 'plan.png', make: pngWith },
  { mime: 'image/jpeg', fileName: 'photo.jpg', make: jpegWith },
  { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', fileName: 'note.docx', make: docxWith },
  { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName: 'budget.xlsx', make: xlsxWith },
];

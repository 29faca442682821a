/**
 * Adds one approval signature to a PDF as an incremental update (ISO 32000-1 §7.5.6, §12.8): the bytes
 * of the input are kept as they are and new objects are appended after them — the signature dictionary
 * (adbe.pkcs7.detached, SHA-256), an invisible signature field/widget on the first page, a new version of
 * that page (its /Annots) and of the interactive form (its /Fields), then a cross-reference section with
 * /Prev. Earlier signatures cover earlier revisions, so they stay valid (decision 020).
 */
import { createHash } from 'node:crypto';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, type PDFObject, PDFRef, PDFString } from 'pdf-lib';
import { buildDetachedSignedData } from './cms.ts';
import { pemToDer } from './x509.ts';

const BYTE_RANGE_WIDTH = 60;

export async function signPdf(opts: {
  pdf: Uint8Array;
  signer: { certPem: string; keyPem: string };
  caCertPem: string;
  reason: string;
  name: string;
  location?: string;
  signingTime: Date;
}): Promise<Uint8Array> {
  const input = opts.pdf;
  const text = Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString('latin1');
  const doc = await PDFDocument.load(input, { updateMetadata: false }); // refuses encrypted files
  const ctx = doc.context;
  const catalogRef = ctx.trailerInfo.Root;
  if (!(catalogRef instanceof PDFRef)) throw new Error('the PDF trailer has no /Root reference');
  const catalog = ctx.lookup(catalogRef, PDFDict);
  const page = doc.getPages()[0];
  if (!page) throw new Error('the PDF has no page');

  const prev = previousCrossReference(text);
  const first = Math.max(prev.size, ctx.largestObjectNumber + 1);
  const sigNum = first;
  const widgetNum = first + 1;
  const appearanceNum = first + 2;
  const widgetRef = PDFRef.of(widgetNum);

  // The interactive form with the new field; a new version of the form object, or of the catalog when the
  // form is written inside it.
  const acroFormEntry = catalog.get(PDFName.of('AcroForm'));
  const acroForm = acroFormEntry ? ctx.lookupMaybe(acroFormEntry, PDFDict) : undefined;
  const existingFields = arrayItems(ctx, acroForm?.get(PDFName.of('Fields')));
  const fieldName = uniqueFieldName(ctx, existingFields);
  const newAcroForm = copyDict(ctx, acroForm);
  newAcroForm.set(PDFName.of('Fields'), ctx.obj([...existingFields, widgetRef]));
  const flags = acroForm?.lookupMaybe(PDFName.of('SigFlags'), PDFNumber)?.asNumber() ?? 0;
  newAcroForm.set(PDFName.of('SigFlags'), PDFNumber.of(flags | 3)); // SignaturesExist | AppendOnly

  const updated: { ref: PDFRef; body: string }[] = [];
  if (acroFormEntry instanceof PDFRef) {
    updated.push({ ref: acroFormEntry, body: serialize(newAcroForm) });
  } else {
    const newCatalog = copyDict(ctx, catalog);
    newCatalog.set(PDFName.of('AcroForm'), newAcroForm);
    updated.push({ ref: catalogRef, body: serialize(newCatalog) });
  }
  const newPage = copyDict(ctx, page.node);
  newPage.set(PDFName.of('Annots'), ctx.obj([...arrayItems(ctx, page.node.get(PDFName.of('Annots'))), widgetRef]));
  updated.push({ ref: page.ref, body: serialize(newPage) });

  // Room for the CMS: the certificates, the RSA signature and the attributes, with a wide margin.
  const certBytes = pemToDer(opts.signer.certPem).length + pemToDer(opts.caCertPem).length;
  const contentsBytes = Math.max(8192, certBytes + 4096);
  const sigDict =
    `<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /adbe.pkcs7.detached /ByteRange [${' '.repeat(BYTE_RANGE_WIDTH)}]` +
    ` /Contents <${'0'.repeat(contentsBytes * 2)}>` +
    ` /Name ${pdfText(opts.name)} /Reason ${pdfText(opts.reason)}` +
    (opts.location ? ` /Location ${pdfText(opts.location)}` : '') +
    ` /M ${PDFString.of(pdfDate(opts.signingTime)).toString()} >>`;
  const widget =
    `<< /Type /Annot /Subtype /Widget /FT /Sig /T ${pdfText(fieldName)} /V ${sigNum} 0 R /F 132 /Rect [0 0 0 0]` +
    ` /P ${page.ref.toString()} /AP << /N ${appearanceNum} 0 R >> >>`;
  const appearance = '<< /Type /XObject /Subtype /Form /BBox [0 0 0 0] /Resources << >> /Length 0 >>\nstream\n\nendstream';

  // Assemble the update, noting where each object starts.
  const needsEol = !(text.endsWith('\n') || text.endsWith('\r'));
  let update = needsEol ? '\n' : '';
  const offsets = new Map<number, { offset: number; gen: number }>();
  const addObject = (num: number, gen: number, body: string) => {
    offsets.set(num, { offset: input.length + update.length, gen });
    update += `${num} ${gen} obj\n${body}\nendobj\n`;
  };
  addObject(sigNum, 0, sigDict);
  const sigObjectAt = offsets.get(sigNum)?.offset ?? 0;
  addObject(widgetNum, 0, widget);
  addObject(appearanceNum, 0, appearance);
  for (const u of updated) addObject(u.ref.objectNumber, u.ref.generationNumber, u.body);

  const trailerEntries =
    `/Root ${catalogRef.toString()}` +
    (ctx.trailerInfo.Info ? ` /Info ${serialize(ctx.trailerInfo.Info)}` : '') +
    (ctx.trailerInfo.ID ? ` /ID ${serialize(ctx.trailerInfo.ID)}` : '') +
    ` /Prev ${prev.offset}`;
  const xrefAt = input.length + update.length;
  if (prev.kind === 'table') {
    const entries = [...offsets.entries()].sort(([a], [b]) => a - b);
    update += 'xref\n';
    for (const group of contiguous(entries.map(([n]) => n))) {
      update += `${group.start} ${group.count}\n`;
      for (let n = group.start; n < group.start + group.count; n++) {
        const e = offsets.get(n);
        if (e) update += `${String(e.offset).padStart(10, '0')} ${String(e.gen).padStart(5, '0')} n\r\n`;
      }
    }
    const size = Math.max(first + 3, ...entries.map(([n]) => n + 1));
    update += `trailer\n<< /Size ${size} ${trailerEntries} >>\n`;
  } else {
    // The file uses cross-reference streams: continue with one (uncompressed, W [1 4 2]).
    const xrefNum = first + 3;
    offsets.set(xrefNum, { offset: xrefAt, gen: 0 });
    const entries = [...offsets.entries()].sort(([a], [b]) => a - b);
    let data = '';
    for (const [, e] of entries) {
      data += String.fromCharCode(
        1,
        (e.offset >>> 24) & 0xff,
        (e.offset >>> 16) & 0xff,
        (e.offset >>> 8) & 0xff,
        e.offset & 0xff,
      );
      data += String.fromCharCode((e.gen >>> 8) & 0xff, e.gen & 0xff);
    }
    const index = contiguous(entries.map(([n]) => n))
      .map((g) => `${g.start} ${g.count}`)
      .join(' ');
    const size = Math.max(xrefNum + 1, ...entries.map(([n]) => n + 1));
    update +=
      `${xrefNum} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Index [${index}] ${trailerEntries} /Length ${data.length} >>\n` +
      `stream\n${data}\nendstream\nendobj\n`;
  }
  update += `startxref\n${xrefAt}\n%%EOF\n`;

  const out = new Uint8Array(input.length + update.length);
  out.set(input, 0);
  out.set(Buffer.from(update, 'latin1'), input.length);

  // Fill in /ByteRange, hash everything but the /Contents hex string, then write the CMS into it.
  const sigObjectText = update.slice(sigObjectAt - input.length);
  const byteRangeAt = sigObjectAt + sigObjectText.indexOf('/ByteRange [') + '/ByteRange ['.length;
  const contentsStart = sigObjectAt + sigObjectText.indexOf('/Contents <') + '/Contents '.length;
  const contentsEnd = contentsStart + contentsBytes * 2 + 2;
  const byteRange = [0, contentsStart, contentsEnd, out.length - contentsEnd];
  out.set(Buffer.from(byteRange.join(' ').padEnd(BYTE_RANGE_WIDTH, ' '), 'latin1'), byteRangeAt);

  const digest = createHash('sha256').update(out.subarray(0, contentsStart)).update(out.subarray(contentsEnd)).digest();
  const cms = await buildDetachedSignedData({
    digest: new Uint8Array(digest),
    signingTime: opts.signingTime,
    signerCertPem: opts.signer.certPem,
    extraCertsPem: [opts.caCertPem],
    signerKeyPem: opts.signer.keyPem,
  });
  if (cms.length > contentsBytes) throw new Error('the signature does not fit in the space reserved for it');
  out.set(Buffer.from(Buffer.from(cms).toString('hex'), 'latin1'), contentsStart + 1);
  return out;
}

/** Where the last cross-reference section is, its kind and the /Size it declares. */
function previousCrossReference(text: string): { offset: number; kind: 'table' | 'stream'; size: number } {
  const at = text.lastIndexOf('startxref');
  const m = at >= 0 ? /^startxref\s+(\d+)/.exec(text.slice(at, at + 40)) : null;
  if (!m?.[1]) throw new Error('the PDF has no startxref');
  const offset = Number(m[1]);
  const head = text.slice(offset, offset + 40);
  if (/^xref\s/.test(head)) {
    const trailerAt = text.indexOf('trailer', offset);
    const size = trailerAt >= 0 ? /\/Size\s+(\d+)/.exec(text.slice(trailerAt, at)) : null;
    return { offset, kind: 'table', size: Number(size?.[1] ?? 0) };
  }
  if (/^\d+\s+\d+\s+obj\b/.test(head)) {
    const streamAt = text.indexOf('stream', offset);
    const size = streamAt >= 0 ? /\/Size\s+(\d+)/.exec(text.slice(offset, streamAt)) : null;
    return { offset, kind: 'stream', size: Number(size?.[1] ?? 0) };
  }
  throw new Error('startxref does not point at a cross-reference section');
}

function contiguous(sorted: number[]): { start: number; count: number }[] {
  const groups: { start: number; count: number }[] = [];
  for (const n of sorted) {
    const last = groups[groups.length - 1];
    if (last && last.start + last.count === n) last.count++;
    else groups.push({ start: n, count: 1 });
  }
  return groups;
}

function arrayItems(ctx: PDFDocument['context'], entry: PDFObject | undefined): PDFObject[] {
  if (!entry) return [];
  const array = ctx.lookupMaybe(entry, PDFArray);
  return array ? array.asArray() : [];
}

function copyDict(ctx: PDFDocument['context'], dict: PDFDict | undefined): PDFDict {
  const copy = ctx.obj({});
  if (dict) for (const [key, value] of dict.entries()) copy.set(key, value);
  return copy;
}

function uniqueFieldName(ctx: PDFDocument['context'], fields: PDFObject[]): string {
  const taken = new Set<string>();
  for (const f of fields) {
    const t = ctx.lookupMaybe(f, PDFDict)?.get(PDFName.of('T'));
    if (t instanceof PDFString || t instanceof PDFHexString) taken.add(t.decodeText());
  }
  let n = fields.length + 1;
  while (taken.has(`Signature${n}`)) n++;
  return `Signature${n}`;
}

function serialize(obj: PDFObject): string {
  const bytes = new Uint8Array(obj.sizeInBytes());
  obj.copyBytesInto(bytes, 0);
  return Buffer.from(bytes).toString('latin1');
}

/** A text string in UTF-16BE with a byte order mark, so Arabic names survive. */
const pdfText = (s: string): string => PDFHexString.fromText(s).toString();

const pdfDate = (d: Date): string => {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `D:${p(d.getUTCFullYear(), 4)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}+00'00'`;
};

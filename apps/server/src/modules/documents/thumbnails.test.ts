import { basename } from 'node:path';
import { PassThrough } from 'node:stream';
import { deflateSync } from 'node:zlib';
import type { TProvidedDocument, TProvidedDocumentList } from '@cri/shared/schemas/documents';
import { eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providedDocuments } from '../../db/schema.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { createProject, PDF_HEAD, storedFiles, upload } from './test-helpers.ts';
import { createThumbnail, readImageSize, THUMBNAIL_PREFIX } from './thumbnail.ts';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** A valid 8-bit RGB PNG of `width` × `height`; `idat` replaces the pixel data (to fake a header). */
function makePng(width: number, height: number, [r, g, b]: [number, number, number], idat?: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const pixels =
    idat ??
    deflateSync(
      Buffer.concat(
        Array.from({ length: height }, () =>
          Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3] ?? 0)]),
        ),
      ),
    );
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

function makeJpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([(i % width) % 256, 80, 160, 255], i * 4);
  return jpeg.encode({ data, width, height }, 85).data;
}

describe('thumbnails of uploaded pictures', () => {
  let t: TestApp;
  const logs: string[] = [];
  let investor: LoggedIn;
  let advisor: LoggedIn;
  let rabatAdvisor: LoggedIn;
  let projectId: number;
  let pictureTypes: number[] = [];

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (line: Buffer) => logs.push(line.toString()));
    t = await createTestApp({ logStream });
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    rabatAdvisor = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
    projectId = await createProject(t, investor);
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/projects/${projectId}/provided-documents`,
      headers: investor.headers,
    });
    pictureTypes = res
      .json<TProvidedDocumentList>()
      .documents.filter((d) => d.acceptedMimeTypes.includes('image/png') && d.acceptedMimeTypes.includes('image/jpeg'))
      .map((d) => d.documentTypeId);
  });
  afterAll(() => t.close());

  const typeAt = (i: number): number => {
    const id = pictureTypes[i];
    if (id === undefined) throw new Error(`only ${pictureTypes.length} document types take pictures`);
    return id;
  };
  const send = async (documentTypeId: number, fileName: string, contentType: string, content: Buffer, replacing?: number) => {
    const fields: Record<string, number> = { projectId, documentTypeId };
    if (replacing !== undefined) fields.providedDocumentId = replacing;
    const res = await upload(t, investor, { fields, fileName, contentType, content: [content] });
    expect([200, 201], res.body).toContain(res.statusCode);
    return res.json<TProvidedDocument & { id: number }>();
  };
  /** The stored file name of a document's thumbnail, from its row. */
  const thumbnailFile = async (id: number): Promise<string> => {
    const [row] = await t.database.db
      .select({ key: providedDocuments.thumbnailKey })
      .from(providedDocuments)
      .where(eq(providedDocuments.id, id));
    if (!row?.key) throw new Error(`document ${id} has no thumbnail`);
    return basename(row.key);
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('reads the dimensions from the PNG and JPEG headers', () => {
    expect(readImageSize(makePng(3, 2, [0, 0, 0]), 'image/png')).toEqual({ width: 3, height: 2 });
    expect(readImageSize(makeJpeg(17, 9), 'image/jpeg')).toEqual({ width: 17, height: 9 });
    expect(readImageSize(PDF_HEAD, 'image/jpeg')).toBeNull();
  });

  let pngDocument: TProvidedDocument & { id: number };

  it('makes a thumbnail of at most 240 px for an uploaded PNG, served with the link token', async () => {
    pngDocument = await send(typeAt(0), 'plan.png', 'image/png', makePng(600, 300, [200, 30, 30]));
    const path = pngDocument.uploadedFile?.thumbnailDownloadPath ?? '';
    expect(path).toMatch(new RegExp(`^${API}/provided-document/${pngDocument.id}/thumbnail\\?token=`));
    const res = await get(path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const thumb = jpeg.decode(res.rawPayload, { useTArray: true });
    expect({ width: thumb.width, height: thumb.height }).toEqual({ width: 240, height: 120 });
    // The colour survives the reduction.
    expect(thumb.data[0]).toBeGreaterThan(150);
    expect(thumb.data[1]).toBeLessThan(80);
    expect(await storedFiles(t, THUMBNAIL_PREFIX)).toContain(await thumbnailFile(pngDocument.id));
  });

  it('makes one for a JPEG too, listed with a token like the download link', async () => {
    const saved = await send(typeAt(1), 'photo.jpg', 'image/jpeg', makeJpeg(300, 500));
    const list = await get(`${API}/projects/${projectId}/provided-documents`, investor.headers);
    const entry = list.json<TProvidedDocumentList>().documents.find((d) => d.id === saved.id);
    const path = entry?.uploadedFile?.thumbnailDownloadPath ?? '';
    expect(path).toMatch(/\/thumbnail\?token=/);
    const thumb = jpeg.decode((await get(path)).rawPayload, { useTArray: true });
    expect(Math.max(thumb.width, thumb.height)).toBe(240);
    expect(thumb.width).toBe(144);
  });

  it('serves the region’s advisor, 404 to another region’s advisor, 401 for a bad or missing token', async () => {
    const mine = (await get(`${API}/projects/${projectId}/provided-documents`, advisor.headers))
      .json<TProvidedDocumentList>()
      .documents.find((d) => d.id === pngDocument.id);
    expect((await get(mine?.uploadedFile?.thumbnailDownloadPath ?? '')).statusCode).toBe(200);
    const url = `${API}/provided-document/${pngDocument.id}/thumbnail`;
    expect((await get(url, rabatAdvisor.headers)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(`${url}?token=garbage`)).statusCode).toBe(401);
    const token = new URL(pngDocument.uploadedFile?.thumbnailDownloadPath ?? '', 'http://x').searchParams.get('token');
    expect((await get(`${API}/provided-document/${pngDocument.id + 999}/thumbnail?token=${token}`)).statusCode).toBe(401);
  });

  it('gives a PDF no thumbnail (404 on the route)', async () => {
    const pdf = await send(typeAt(2), 'note.pdf', 'application/pdf', Buffer.concat([PDF_HEAD, Buffer.from('%%EOF\n')]));
    expect(pdf.uploadedFile?.thumbnailDownloadPath).toBeNull();
    const token = new URL(pdf.uploadedFile?.downloadPath ?? '', 'http://x').searchParams.get('token');
    expect((await get(`${API}/provided-document/${pdf.id}/thumbnail?token=${token}`)).statusCode).toBe(404);
    // Deleted to free the type for the next case.
    const del = await t.app.inject({ method: 'DELETE', url: `${API}/provided-document/${pdf.id}`, headers: investor.headers });
    expect(del.statusCode).toBe(204);
  });

  it('stores a picture whose header claims 100 000 × 100 000 px without decoding it or a thumbnail', async () => {
    const huge = makePng(100_000, 100_000, [0, 0, 0], deflateSync(Buffer.alloc(1000)));
    const started = Date.now();
    const saved = await send(typeAt(2), 'huge.png', 'image/png', huge);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(saved.uploadedFile?.thumbnailDownloadPath).toBeNull();
    expect((await get(saved.uploadedFile?.downloadPath ?? '')).rawPayload.equals(huge)).toBe(true);
    expect(logs.some((l) => l.includes('"reason":"too-large"') && l.includes(`"providedDocumentId":${saved.id}`))).toBe(true);
    // Straight from the generator: refused on the header, before any decoding.
    const storage = {
      read: async () => (await import('node:stream')).Readable.from([huge]),
      put: () => {
        throw new Error('nothing may be stored');
      },
    } as unknown as Parameters<typeof createThumbnail>[0]['storage'];
    expect(await createThumbnail({ storage, key: 'x', mime: 'image/png' })).toEqual({ skipped: 'too-large' });
  });

  it('keeps a corrupt picture without a thumbnail: the upload does not fail', async () => {
    const broken = makePng(50, 50, [0, 0, 0], Buffer.from('not deflate at all'));
    const saved = await send(typeAt(3), 'broken.png', 'image/png', broken);
    expect(saved.uploadedFile?.thumbnailDownloadPath).toBeNull();
    expect(logs.some((l) => l.includes('thumbnail generation failed'))).toBe(true);
  });

  it('removes the thumbnail when the picture is replaced or deleted', async () => {
    // The test data folder is shared with other test files: look for this document's files only.
    const first = await thumbnailFile(pngDocument.id);
    const replaced = await send(typeAt(0), 'plan-v2.png', 'image/png', makePng(100, 100, [0, 90, 0]), pngDocument.id);
    const second = await thumbnailFile(replaced.id);
    const stored = await storedFiles(t, THUMBNAIL_PREFIX);
    expect(stored).not.toContain(first);
    expect(stored).toContain(second);
    const oldPath = pngDocument.uploadedFile?.thumbnailDownloadPath ?? '';
    expect((await get(oldPath)).statusCode).toBe(404);
    // Small pictures are not enlarged.
    const thumb = jpeg.decode((await get(replaced.uploadedFile?.thumbnailDownloadPath ?? '')).rawPayload, { useTArray: true });
    expect([thumb.width, thumb.height]).toEqual([100, 100]);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `${API}/provided-document/${replaced.id}`,
      headers: investor.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(await storedFiles(t, THUMBNAIL_PREFIX)).not.toContain(second);
    expect((await get(replaced.uploadedFile?.thumbnailDownloadPath ?? '')).statusCode).toBe(404);
  });
});

import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { FileStorage } from '../../storage/file-storage.ts';

/** Next to this module in src/, next to server.js once built (build.mjs copies it). */
const RENDER_WORKER = new URL('./thumbnail-render.mjs', import.meta.url);

type Rendered = { tooLarge: true } | { width: number; height: number; jpeg: Uint8Array };

/** Decoding runs in a worker thread, one per picture, so a large photo never blocks other requests. */
function renderInWorker(job: { file: Buffer; mime: string; maxPixels: number; maxSide: number }): Promise<Rendered> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(RENDER_WORKER, { workerData: job, resourceLimits: { maxOldGenerationSizeMb: 768 } });
    worker.once('message', (message: { ok: true; result: Rendered } | { ok: false; message: string }) => {
      void worker.terminate();
      if (message.ok) resolve(message.result);
      else reject(new Error(message.message));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`thumbnail worker exited with ${code}`));
    });
  });
}

/** Thumbnails of uploaded pictures live here (never under the served documents' prefix). */
export const THUMBNAIL_PREFIX = 'provided-document-thumbnails';
/** Longest side of a thumbnail, in pixels. */
export const THUMBNAIL_MAX_SIDE = 240;
/** A picture whose header claims more pixels is never decoded (40 MP is ~160 MB of RGBA). */
export const MAX_DECODE_PIXELS = 40_000_000;
/** How much of the file is read to find its dimensions (JPEG metadata may come before the frame). */
const HEAD_BYTES = 1024 * 1024;
/** Never hold more than this of one file in memory (the upload limit is 70 MiB). */
const MAX_FILE_BYTES = 80 * 1024 * 1024;

export type ThumbnailResult =
  | { key: string; width: number; height: number }
  | { skipped: 'not-an-image' | 'unknown-size' | 'too-large' | 'missing' };

/**
 * The dimensions a PNG (IHDR) or JPEG (first SOFn marker) header declares, read by hand from the first
 * bytes only; null when they are not there.
 */
export function readImageSize(head: Buffer, mime: string): { width: number; height: number } | null {
  if (mime === 'image/png') {
    // 8-byte signature, then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4).
    if (head.length < 24 || head.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
  }
  if (mime === 'image/jpeg') {
    if (head.length < 4 || head[0] !== 0xff || head[1] !== 0xd8) return null;
    let pos = 2;
    while (pos + 4 <= head.length) {
      if (head[pos] !== 0xff) return null;
      let marker = head[pos + 1] ?? 0;
      while (marker === 0xff && pos + 2 < head.length) {
        pos += 1; // fill bytes
        marker = head[pos + 1] ?? 0;
      }
      pos += 2;
      // Markers without a length: TEM, RSTn.
      if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
      if (marker === 0xd9 || marker === 0xda) return null; // end of image or start of scan before a frame
      if (pos + 2 > head.length) return null;
      const length = head.readUInt16BE(pos);
      const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) {
        if (pos + 7 > head.length) return null;
        return { height: head.readUInt16BE(pos + 3), width: head.readUInt16BE(pos + 5) };
      }
      if (length < 2) return null;
      pos += length;
    }
    return null;
  }
  return null;
}

async function readHead(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stream = await storage.read(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= HEAD_BYTES) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, HEAD_BYTES);
}

async function readAll(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stream = await storage.read(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MAX_FILE_BYTES) {
      stream.destroy();
      throw new Error('file too large for a thumbnail');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Makes the JPEG thumbnail of a stored PNG or JPEG and stores it under THUMBNAIL_PREFIX. The dimensions
 * are read from the header first: a picture claiming more than MAX_DECODE_PIXELS, or whose size cannot
 * be read, is never decoded. Throws when the picture is corrupt (the caller logs and goes on).
 */
export async function createThumbnail(opts: { storage: FileStorage; key: string; mime: string }): Promise<ThumbnailResult> {
  const { storage, key, mime } = opts;
  if (mime !== 'image/png' && mime !== 'image/jpeg') return { skipped: 'not-an-image' };
  const head = await readHead(storage, key);
  if (!head) return { skipped: 'missing' };
  const declared = readImageSize(head, mime);
  if (!declared || declared.width === 0 || declared.height === 0) return { skipped: 'unknown-size' };
  if (declared.width * declared.height > MAX_DECODE_PIXELS) return { skipped: 'too-large' };
  const file = await readAll(storage, key);
  if (!file) return { skipped: 'missing' };
  const rendered = await renderInWorker({ file, mime, maxPixels: MAX_DECODE_PIXELS, maxSide: THUMBNAIL_MAX_SIDE });
  if ('tooLarge' in rendered) return { skipped: 'too-large' };
  const { jpeg: encoded, ...size } = rendered;
  const stored = await storage.put({ source: Readable.from([encoded]), prefix: THUMBNAIL_PREFIX, extension: 'jpg' });
  return { key: stored.key, ...size };
}

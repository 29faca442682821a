// Decodes a PNG or JPEG, shrinks it and encodes a JPEG thumbnail, in a worker thread: decoding a large
// photo in JavaScript takes seconds (about 1.3 s for 12 megapixels on the reference machine), which must
// not stop the server's other requests. Plain JavaScript so it runs as is, from src/ in tests and from
// dist/ once built (build.mjs copies it next to server.js).
import { parentPort, workerData } from 'node:worker_threads';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * Shrinks RGBA pixels by averaging every source pixel into the target pixel it falls in (a box filter:
 * one pass, memory of the target only), transparent areas laid on white; returns RGBA for the encoder.
 */
export function shrink(source, target) {
  const { width: w, height: h, data } = source;
  const sums = new Float64Array(target.width * target.height * 3);
  const counts = new Uint32Array(target.width * target.height);
  const column = new Uint32Array(w);
  for (let x = 0; x < w; x++) column[x] = Math.min(target.width - 1, Math.floor((x * target.width) / w));
  for (let y = 0; y < h; y++) {
    const rowBase = Math.min(target.height - 1, Math.floor((y * target.height) / h)) * target.width;
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const a = data[i + 3] / 255;
      const s = (rowBase + column[x]) * 3;
      sums[s] += data[i] * a + 255 * (1 - a);
      sums[s + 1] += data[i + 1] * a + 255 * (1 - a);
      sums[s + 2] += data[i + 2] * a + 255 * (1 - a);
      counts[rowBase + column[x]] += 1;
    }
  }
  const out = Buffer.alloc(target.width * target.height * 4);
  for (let cell = 0; cell < counts.length; cell++) {
    const n = counts[cell] || 1;
    out[cell * 4] = Math.round(sums[cell * 3] / n);
    out[cell * 4 + 1] = Math.round(sums[cell * 3 + 1] / n);
    out[cell * 4 + 2] = Math.round(sums[cell * 3 + 2] / n);
    out[cell * 4 + 3] = 255;
  }
  return out;
}

/** { file, mime, maxPixels, maxSide } -> { width, height, jpeg } or { tooLarge: true }. */
export function render({ file, mime, maxPixels, maxSide }) {
  const bytes = Buffer.from(file);
  const image =
    mime === 'image/png'
      ? PNG.sync.read(bytes)
      : jpeg.decode(bytes, {
          useTArray: true,
          formatAsRGBA: true,
          maxResolutionInMP: maxPixels / 1_000_000,
          maxMemoryUsageInMB: 512,
        });
  // The decoded picture must be the one the header announced (a second, larger frame is refused).
  if (image.width * image.height > maxPixels) return { tooLarge: true };
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  const size = { width: Math.max(1, Math.round(image.width * scale)), height: Math.max(1, Math.round(image.height * scale)) };
  const pixels = shrink(image, size);
  return { ...size, jpeg: jpeg.encode({ data: pixels, width: size.width, height: size.height }, 80).data };
}

if (parentPort && workerData) {
  try {
    parentPort.postMessage({ ok: true, result: render(workerData) });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
}

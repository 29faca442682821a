#!/usr/bin/env node
// After `vite build`: a brotli (.br) and a gzip (.gz) copy next to each text asset of dist/, so the server
// sends the compressed bytes (@fastify/static `preCompressed`) without compressing on every request.
// A copy that is not smaller than the original is not written (the server then sends the original).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/;

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

let count = 0;
for (const path of files(dist).filter((p) => TEXT.test(p) && !p.includes('/.vite/'))) {
  const raw = readFileSync(path);
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length < raw.length) writeFileSync(`${path}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
  count++;
}
console.log(`precompressed ${count} files (brotli and gzip)`);

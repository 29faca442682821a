import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage.ts';

const SAFE_SEGMENT = /^[a-z0-9-]+$/;

/** Files under `root` (DATA_DIR/files), one folder per prefix, named by a random UUID. */
export function createLocalDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  // A key comes from our own table, but is still confined to the root: no `..` escapes.
  const pathOf = (key: string): string => {
    const full = resolve(base, key);
    if (!full.startsWith(base + sep)) throw new Error(`storage key outside the root: ${key}`);
    return full;
  };

  const listOlderThan = async (prefix: string, before: Date): Promise<string[]> => {
    if (!SAFE_SEGMENT.test(prefix)) throw new Error('unsafe storage prefix');
    const names = await readdir(join(base, prefix)).catch(() => [] as string[]);
    const keys: string[] = [];
    for (const name of names) {
      const key = `${prefix}/${name}`;
      const info = await stat(pathOf(key)).catch(() => null);
      if (info?.isFile() && info.mtime < before) keys.push(key);
    }
    return keys;
  };

  return {
    async put({ source, prefix, extension }) {
      if (!SAFE_SEGMENT.test(prefix) || !SAFE_SEGMENT.test(extension)) throw new Error('unsafe storage prefix or extension');
      await mkdir(join(base, prefix), { recursive: true });
      const key = `${prefix}/${randomUUID()}.${extension}`;
      const target = pathOf(key);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const sink = createWriteStream(target, { flags: 'wx' });
      try {
        await pipeline(source, counter, sink);
      } catch (error) {
        // The file is removed once the sink has closed, so that no opening still under way creates it after the
        // removal: the suite once found a partial file left by a failed source (not reproduced since).
        if (!sink.closed) await new Promise<void>((closed) => sink.once('close', () => closed()));
        await rm(target, { force: true });
        throw error;
      }
      return { key, size };
    },
    async read(key) {
      const path = pathOf(key);
      const exists = await stat(path).then(
        (s) => s.isFile(),
        () => false,
      );
      return exists ? createReadStream(path) : null;
    },
    async move(key, prefix) {
      if (!SAFE_SEGMENT.test(prefix)) throw new Error('unsafe storage prefix');
      const name = key.split('/').pop() ?? '';
      await mkdir(join(base, prefix), { recursive: true });
      const next = `${prefix}/${name}`;
      await rename(pathOf(key), pathOf(next));
      return next;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async purgeOlderThan(prefix, before) {
      const keys = await listOlderThan(prefix, before);
      for (const key of keys) await rm(pathOf(key), { force: true });
      return keys.length;
    },
    listOlderThan,
  };
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../storage/file-storage.ts';
import { createLocalDiskStorage } from '../../storage/local-disk-storage.ts';
import { removeOnFailure } from './read-upload.ts';

let root: string;
let storage: FileStorage;
const stored = async () => (await storage.put({ source: Readable.from([Buffer.from('x')]), prefix: 't', extension: 'pdf' })).key;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cri-remove-'));
  storage = createLocalDiskStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('removeOnFailure', () => {
  it('keeps the file and answers the work when it succeeds', async () => {
    const key = await stored();
    await expect(removeOnFailure(storage, key, async () => 'row')).resolves.toBe('row');
    expect(await storage.read(key)).not.toBeNull();
  });

  it('removes the file and rethrows the same error when the work fails', async () => {
    const key = await stored();
    const refused = new Error('refused');
    await expect(removeOnFailure(storage, key, async () => Promise.reject(refused))).rejects.toBe(refused);
    expect(await storage.read(key)).toBeNull();
  });

  it('rethrows without touching storage when no file came', async () => {
    await expect(removeOnFailure(storage, undefined, async () => Promise.reject(new Error('no file')))).rejects.toThrow(
      'no file',
    );
  });
});

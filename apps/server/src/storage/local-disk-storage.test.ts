import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { peekFileType } from './peek-file-type.ts';

let root: string;
let storage: FileStorage;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cri-storage-'));
  storage = createLocalDiskStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  it('streams a file in, reads it back and removes it', async () => {
    const { key, size } = await storage.put({
      source: Readable.from([Buffer.from('hello '), Buffer.from('world')]),
      prefix: 'notes',
      extension: 'txt',
    });
    expect(key).toMatch(/^notes\/[0-9a-f-]{36}\.txt$/);
    expect(size).toBe(11);
    const stream = await storage.read(key);
    expect(stream && (await text(stream))).toBe('hello world');
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    await storage.remove(key); // a missing file is not an error
  });

  it('moves a file under another prefix, keeping its name and content', async () => {
    const { key } = await storage.put({ source: Readable.from([Buffer.from('checked')]), prefix: 'staging', extension: 'pdf' });
    const moved = await storage.move(key, 'served');
    expect(moved).toBe(key.replace(/^staging\//, 'served/'));
    expect(await storage.read(key)).toBeNull();
    const stream = await storage.read(moved);
    expect(stream && (await text(stream))).toBe('checked');
    await expect(storage.move(moved, '../up')).rejects.toThrow(/unsafe/);
  });

  it('leaves nothing behind when the source fails', async () => {
    async function* failing() {
      yield Buffer.from('partial');
      throw new Error('client went away');
    }
    await expect(storage.put({ source: Readable.from(failing()), prefix: 'broken', extension: 'bin' })).rejects.toThrow(
      'client went away',
    );
    expect(await readdir(join(root, 'broken'))).toEqual([]);
  });

  it('refuses keys and prefixes that would leave its folder', async () => {
    await expect(storage.read('../../etc/passwd')).rejects.toThrow(/outside the root/);
    await expect(storage.put({ source: Readable.from([]), prefix: '../up', extension: 'txt' })).rejects.toThrow(/unsafe/);
  });
});

describe('peekFileType', () => {
  it('finds the type by content and still gives back every byte', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      Buffer.from('IHDR'),
      Buffer.alloc(9000, 7),
    ]);
    const chunks = [png.subarray(0, 10), png.subarray(10, 5000), png.subarray(5000)];
    const { mime, content } = await peekFileType(Readable.from(chunks));
    expect(mime).toBe('image/png');
    const back: Buffer[] = [];
    for await (const c of content) back.push(c as Buffer);
    expect(Buffer.concat(back).equals(png)).toBe(true);
  });

  it('answers null for content of no known type, whatever its name', async () => {
    const { mime } = await peekFileType(Readable.from([Buffer.from('just some text, named photo.png')]));
    expect(mime).toBeNull();
  });
});

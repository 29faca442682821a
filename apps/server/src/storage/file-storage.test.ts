import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { peekFileType } from './peek-file-type.ts';
import { createS3Client, createS3Storage, S3_PART_SIZE } from './s3-storage.ts';
import { type S3TestServer, startS3TestServer } from './test-helpers.ts';

/**
 * The contract of FileStorage (file-storage.ts), run against every implementation: the local disk, and the
 * S3 one against a real S3-compatible server (s3rver, started here; decision 094). Both must behave alike,
 * failures included, so the callers never know which one they hold.
 */
interface Adapter {
  storage: FileStorage;
  /** The S3 calls sent, by command name (empty for the local disk). */
  sent: string[];
  close(): Promise<void>;
}

const adapters: { name: string; open: () => Promise<Adapter> }[] = [
  {
    name: 'local disk',
    async open() {
      const root = await mkdtemp(join(tmpdir(), 'cri-storage-'));
      return { storage: createLocalDiskStorage(root), sent: [], close: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (s3rver)',
    async open() {
      const server: S3TestServer = await startS3TestServer();
      const client = await createS3Client(server.settings);
      const sent: string[] = [];
      client.middlewareStack.add(
        (next, context) => (args) => {
          sent.push(String(context.commandName));
          return next(args);
        },
        { step: 'initialize', name: 'recordCommands' },
      );
      return {
        storage: createS3Storage({ client, bucket: server.settings.bucket }),
        sent,
        async close() {
          client.destroy();
          await server.close();
        },
      };
    },
  },
];

const MiB = 1024 * 1024;
/** `size` bytes in 1 MiB chunks, each byte telling its position (a swapped or lost chunk shows). */
function* bytes(size: number): Generator<Buffer> {
  for (let at = 0; at < size; at += MiB) {
    const chunk = Buffer.alloc(Math.min(MiB, size - at));
    for (let i = 0; i < chunk.length; i += 4096) chunk[i] = ((at + i) / 4096) % 251;
    yield chunk;
  }
}
const FUTURE = () => new Date(Date.now() + 60_000);

describe.each(adapters)('file storage contract: $name', ({ open }) => {
  let a: Adapter;
  let storage: FileStorage;
  beforeAll(async () => {
    a = await open();
    storage = a.storage;
  }, 30_000);
  afterAll(() => a.close());

  it('streams a file in, reads it back and removes it; a missing file reads as null', async () => {
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
    expect(await storage.read('notes/never-written.txt')).toBeNull();
  });

  it('streams a file larger than one S3 part in and out, byte for byte, and counts its size', async () => {
    const size = 2 * S3_PART_SIZE + 12_345;
    const { key, size: stored } = await storage.put({ source: Readable.from(bytes(size)), prefix: 'large', extension: 'pdf' });
    expect(stored).toBe(size);
    const stream = await storage.read(key);
    if (!stream) throw new Error('not stored');
    const back: Buffer[] = [];
    for await (const chunk of stream) back.push(chunk as Buffer);
    expect(Buffer.concat(back).equals(Buffer.concat([...bytes(size)]))).toBe(true);
    await storage.remove(key);
  });

  it('stores an empty file and files of exactly one and two parts', async () => {
    for (const size of [0, S3_PART_SIZE, 2 * S3_PART_SIZE]) {
      const { key, size: stored } = await storage.put({ source: Readable.from(bytes(size)), prefix: 'edges', extension: 'bin' });
      expect(stored).toBe(size);
      const stream = await storage.read(key);
      if (!stream) throw new Error('not stored');
      const back: Buffer[] = [];
      for await (const chunk of stream) back.push(chunk as Buffer);
      expect(Buffer.concat(back).equals(Buffer.concat([...bytes(size)]))).toBe(true);
      await storage.remove(key);
    }
  });

  it('moves a file under another prefix, keeping its name and content', async () => {
    const { key } = await storage.put({ source: Readable.from([Buffer.from('checked')]), prefix: 'staging', extension: 'pdf' });
    const moved = await storage.move(key, 'served');
    expect(moved).toBe(key.replace(/^staging\//, 'served/'));
    expect(await storage.read(key)).toBeNull();
    const stream = await storage.read(moved);
    expect(stream && (await text(stream))).toBe('checked');
    await expect(storage.move(moved, '../up')).rejects.toThrow(/unsafe/);
    // Moving a file that is not there fails (the caller's row would point at nothing).
    await expect(storage.move(key, 'served')).rejects.toThrow();
  });

  it('leaves nothing behind when the source fails, in one part or in several', async () => {
    async function* failing(size: number) {
      yield* bytes(size);
      throw new Error('client went away');
    }
    for (const size of [1000, S3_PART_SIZE + MiB]) {
      a.sent.length = 0;
      await expect(storage.put({ source: Readable.from(failing(size)), prefix: 'broken', extension: 'bin' })).rejects.toThrow(
        'client went away',
      );
      expect(await storage.listOlderThan('broken', FUTURE())).toEqual([]);
      // Past one part S3 had started a multipart upload: it is aborted, so no stored part outlives it.
      if (size > S3_PART_SIZE && a.sent.length > 0)
        expect(a.sent).toEqual(expect.arrayContaining(['CreateMultipartUploadCommand', 'AbortMultipartUploadCommand']));
    }
  });

  it('lists and purges the files of one prefix written before a date, and only those', async () => {
    const put = (prefix: string) => storage.put({ source: Readable.from([Buffer.from(prefix)]), prefix, extension: 'pdf' });
    const first = await put('staged');
    const second = await put('staged');
    const elsewhere = await put('kept');
    expect(await storage.listOlderThan('staged', new Date(Date.now() - 60_000))).toEqual([]);
    expect((await storage.listOlderThan('staged', FUTURE())).sort()).toEqual([first.key, second.key].sort());
    expect(await storage.listOlderThan('nothing-here', FUTURE())).toEqual([]);
    expect(await storage.purgeOlderThan('staged', FUTURE())).toBe(2);
    expect(await storage.listOlderThan('staged', FUTURE())).toEqual([]);
    expect(await storage.read(first.key)).toBeNull();
    expect(await storage.listOlderThan('kept', FUTURE())).toEqual([elsewhere.key]);
    await expect(storage.listOlderThan('../up', FUTURE())).rejects.toThrow(/unsafe/);
  });

  it('refuses keys and prefixes that would leave its folder', async () => {
    await expect(storage.read('../../etc/passwd')).rejects.toThrow(/outside the root/);
    await expect(storage.remove('../../etc/passwd')).rejects.toThrow(/outside the root/);
    await expect(storage.put({ source: Readable.from([]), prefix: '../up', extension: 'txt' })).rejects.toThrow(/unsafe/);
    await expect(storage.put({ source: Readable.from([]), prefix: 'notes', extension: 'p/df' })).rejects.toThrow(/unsafe/);
  });
});

describe('local disk storage', () => {
  it('leaves no partial file in the folder when the source fails', async () => {
    const root = await mkdtemp(join(tmpdir(), 'cri-storage-'));
    async function* failing() {
      yield Buffer.from('partial');
      throw new Error('client went away');
    }
    // Failing after a first part, and before its first byte (while the file may still be opening).
    const failingAtOnce = () =>
      new Readable({
        read() {
          this.destroy(new Error('client went away'));
        },
      });
    for (const source of [Readable.from(failing()), failingAtOnce(), failingAtOnce()]) {
      await expect(createLocalDiskStorage(root).put({ source, prefix: 'broken', extension: 'bin' })).rejects.toThrow(
        'client went away',
      );
    }
    expect(await readdir(join(root, 'broken'))).toEqual([]);
    await rm(root, { recursive: true, force: true });
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

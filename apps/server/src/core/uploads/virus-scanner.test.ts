import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClamdScanner, createEicarScanner, EICAR, type VirusScanner } from './virus-scanner.ts';

/** A tiny clamd speaking INSTREAM: reassembles the length-prefixed chunks and looks for EICAR. */
function fakeClamd(opts: { maxBytes?: number } = {}): Promise<{ server: Server; port: number; received: Buffer[] }> {
  const received: Buffer[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = Buffer.alloc(0);
    let commandSeen = false;
    const body: Buffer[] = [];
    let total = 0;
    socket.on('data', (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      if (!commandSeen) {
        const end = buffer.indexOf(0);
        if (end === -1) return;
        if (buffer.subarray(0, end).toString() !== 'zINSTREAM') return void socket.end('UNKNOWN COMMAND\0');
        commandSeen = true;
        buffer = buffer.subarray(end + 1);
      }
      while (buffer.length >= 4) {
        const length = buffer.readUInt32BE(0);
        if (length === 0) {
          const content = Buffer.concat(body);
          received.push(content);
          socket.end(content.includes(EICAR) ? 'stream: Win.Test.EICAR_HDB-1 FOUND\0' : 'stream: OK\0');
          return;
        }
        if (buffer.length < 4 + length) return;
        body.push(buffer.subarray(4, 4 + length));
        total += length;
        buffer = buffer.subarray(4 + length);
        if (opts.maxBytes !== undefined && total > opts.maxBytes) return void socket.end('INSTREAM size limit exceeded. ERROR\0');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received })),
  );
}

async function scan(scanner: VirusScanner, chunks: Buffer[]) {
  const session = await scanner.start();
  for (const chunk of chunks) await session.write(chunk);
  return session.verdict();
}

describe('clamd INSTREAM scanner', () => {
  let clamd: Awaited<ReturnType<typeof fakeClamd>>;
  let limited: Awaited<ReturnType<typeof fakeClamd>>;
  beforeAll(async () => {
    clamd = await fakeClamd();
    limited = await fakeClamd({ maxBytes: 1000 });
  });
  afterAll(() => {
    clamd.server.close();
    limited.server.close();
  });

  it('streams every byte to clamd and reports a clean file', async () => {
    const chunks = [Buffer.from('%PDF-1.4\n'), Buffer.alloc(100_000, 0x41), Buffer.from('%%EOF')];
    expect(await scan(createClamdScanner({ host: '127.0.0.1', port: clamd.port }), chunks)).toEqual({ infected: false });
    expect(clamd.received.at(-1)?.equals(Buffer.concat(chunks))).toBe(true);
  });

  it('reports the signature clamd names, even split across chunks', async () => {
    const verdict = await scan(createClamdScanner({ host: '127.0.0.1', port: clamd.port }), [
      EICAR.subarray(0, 20),
      EICAR.subarray(20),
    ]);
    expect(verdict).toEqual({ infected: true, signature: 'Win.Test.EICAR_HDB-1' });
  });

  it('fails closed (503) when clamd refuses the stream or cannot be reached', async () => {
    await expect(
      scan(createClamdScanner({ host: '127.0.0.1', port: limited.port }), [Buffer.alloc(5000, 1)]),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    const closed = await fakeClamd();
    closed.server.close();
    await new Promise((r) => setTimeout(r, 20));
    await expect(createClamdScanner({ host: '127.0.0.1', port: closed.port }).start()).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});

describe('built-in EICAR scanner', () => {
  it('finds the signature anywhere, across any chunk boundary, and nothing in clean content', async () => {
    const content = Buffer.concat([Buffer.alloc(3000, 0x20), EICAR, Buffer.alloc(10, 0x20)]);
    for (const size of [1, 7, 68, 69, 1000, 4096]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < content.length; i += size) chunks.push(content.subarray(i, i + size));
      expect((await scan(createEicarScanner(), chunks)).infected, `chunks of ${size}`).toBe(true);
    }
    const almost = Buffer.concat([EICAR.subarray(0, EICAR.length - 1), Buffer.from('!')]);
    expect(await scan(createEicarScanner(), [almost.subarray(0, 30), almost.subarray(30)])).toEqual({ infected: false });
  });
});

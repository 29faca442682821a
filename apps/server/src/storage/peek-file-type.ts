import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

/** Bytes file-type needs to recognise any of its formats. */
const HEAD_BYTES = 4100;

/**
 * Reads the first bytes of an upload to find its real type by content (magic numbers, whatever the file
 * name or declared type say), and gives back a stream of the whole content, first bytes included, to
 * store. `mime` is null when the content is of no known type.
 */
export async function peekFileType(source: Readable): Promise<{ mime: string | null; ext: string | null; content: Readable }> {
  const iterator: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    length += next.value.length;
  }
  const first = Buffer.concat(head);
  const type = await fileTypeFromBuffer(first);
  async function* all(): AsyncGenerator<Buffer> {
    if (first.length) yield first;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { mime: type?.mime ?? null, ext: type?.ext ?? null, content: Readable.from(all(), { objectMode: false }) };
}

import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { LoggedIn } from '../../test/login.ts';
import type { TestApp } from '../../test/test-app.ts';
import { API, createdId } from '../framing-forms/test-helpers.ts';

export const BOUNDARY = '----cri-test-boundary-7d91';
export const PDF_HEAD = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');

/** A multipart body as a stream: text fields first, then the file, whose bytes come from `content`. */
export function multipartBody(opts: {
  fields: Record<string, string | number>;
  fileName: string;
  contentType: string;
  content: Iterable<Buffer> | AsyncIterable<Buffer>;
}): Readable {
  async function* parts(): AsyncGenerator<Buffer> {
    for (const [name, value] of Object.entries(opts.fields)) {
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    }
    yield Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${opts.fileName}"\r\nContent-Type: ${opts.contentType}\r\n\r\n`,
    );
    for await (const chunk of opts.content) yield chunk;
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  return Readable.from(parts());
}

/** A PDF of exactly `size` bytes, generated 1 MiB at a time (never whole in memory). */
export function* pdfOfSize(size: number): Generator<Buffer> {
  yield PDF_HEAD;
  let left = size - PDF_HEAD.length;
  const block = Buffer.alloc(1024 * 1024, 0x20);
  while (left > 0) {
    const n = Math.min(left, block.length);
    yield block.subarray(0, n);
    left -= n;
  }
}

export function upload(
  t: TestApp,
  who: LoggedIn | null,
  opts: {
    fields: Record<string, string | number>;
    fileName?: string;
    contentType?: string;
    content: Iterable<Buffer> | AsyncIterable<Buffer>;
  },
) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/provided-document`,
    headers: { ...(who?.headers ?? {}), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody({ fileName: 'dossier.pdf', contentType: 'application/pdf', ...opts }),
  });
}

/** A project of `who` in Casablanca-Settat made from a fresh questionnaire, with the given procedures. */
export async function createProject(t: TestApp, who: LoggedIn, procedureIds: number[] = [3]): Promise<number> {
  const formId = await createdId(t, who);
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/framing-forms/${formId}/create-project`,
    headers: who.headers,
    payload: { procedureIds },
  });
  if (res.statusCode !== 201) throw new Error(`create-project: ${res.statusCode} ${res.body}`);
  return res.json<{ projectId: number }>().projectId;
}

/** Files under DATA_DIR/files/<prefix> of the test app (empty when the folder does not exist yet). */
export async function storedFiles(t: TestApp, prefix: string): Promise<string[]> {
  return readdir(join(t.app.deps.env.DATA_DIR, 'files', prefix)).catch(() => []);
}

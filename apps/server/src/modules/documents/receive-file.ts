import { Readable } from 'node:stream';
import { sizeLimitMessageKey } from '@cri/shared/schemas/documents';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { peekFileType } from '../../storage/peek-file-type.ts';
import type { VirusScanner } from './virus-scanner.ts';

/** Where uploads wait until their checks pass; nothing under it is ever served. */
export const STAGING_PREFIX = 'incoming';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

export interface ReceivedFile {
  /** Key under STAGING_PREFIX: the caller moves it once the row is ready, or removes it. */
  stagingKey: string;
  size: number;
  mime: string;
}

/**
 * Streams one uploaded file through the virus scanner into staging storage, never holding it in memory.
 * The whole stream is always read (so the client gets its answer), then, in this order: past the size
 * limit -> 413; a threat -> 422 FILE_INFECTED; a real type (by content) not accepted -> 422
 * UNSUPPORTED_FILE_TYPE. A refused file is removed before the error is thrown; a failed stream (the
 * client went away) leaves nothing either.
 */
export async function receiveFile(opts: {
  storage: FileStorage;
  scanner: VirusScanner;
  file: Readable & { truncated?: boolean };
  claimedMime: string;
  accepted: readonly string[];
}): Promise<ReceivedFile> {
  const { storage, file } = opts;
  const { mime, content } = await peekFileType(file);
  const extension = mime ? EXTENSIONS[mime] : undefined;
  const typeOk = mime !== null && extension !== undefined && opts.accepted.includes(mime);
  const session = await opts.scanner.start();
  async function* scanned(): AsyncGenerator<Buffer> {
    for await (const chunk of content) {
      await session.write(chunk as Buffer);
      yield chunk as Buffer;
    }
  }
  let stored: { key: string; size: number } | undefined;
  try {
    if (typeOk) {
      stored = await storage.put({ source: Readable.from(scanned()), prefix: STAGING_PREFIX, extension });
    } else {
      for await (const _ of scanned()) {
        // read to the end: the scan verdict comes before the type verdict
      }
    }
    // Past the limit the multipart parser stops and marks the file truncated: never keep part of a file.
    if (file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', { messageKey: sizeLimitMessageKey(opts.claimedMime) });
    const verdict = await session.verdict();
    if (verdict.infected) {
      throw new AppError('FILE_INFECTED', {
        messageKey: 'providedDocument.infected',
        fieldErrors: [{ field: 'file', messageKey: 'providedDocument.infected' }],
      });
    }
    if (!typeOk || !stored) {
      throw new AppError('UNSUPPORTED_FILE_TYPE', {
        messageKey: 'providedDocument.unsupportedType',
        fieldErrors: [{ field: 'file', messageKey: 'providedDocument.unsupportedType' }],
      });
    }
    return { stagingKey: stored.key, size: stored.size, mime: mime as string };
  } catch (error) {
    session.abort();
    if (stored) await storage.remove(stored.key);
    throw error;
  }
}

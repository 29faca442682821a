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
  'image/webp': 'webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/** File name extensions that name one of the types above (what a client claims by the name it sends). */
const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A spoofed type: the client names (by Content-Type or by the file name's extension) a type this server
 * knows, and the content is another one (PNG bytes sent as `contrat.pdf` or as application/pdf). Refused
 * even when the real type would be accepted: the name and the label shown to staff would lie about it.
 * An unknown or generic claim (application/octet-stream, no extension) leaves the content to decide.
 */
export function isSpoofed(realMime: string | null, claimedMime: string, claimedName?: string): boolean {
  const header = claimedMime.split(';')[0]?.trim().toLowerCase() ?? '';
  const extension = claimedName?.includes('.') ? (claimedName.split('.').pop()?.toLowerCase() ?? '') : '';
  const claims = [
    Object.hasOwn(EXTENSIONS, header) ? header : undefined,
    Object.hasOwn(EXTENSION_TYPES, extension) ? EXTENSION_TYPES[extension] : undefined,
  ];
  return claims.some((claim) => claim !== undefined && claim !== realMime);
}

export interface ReceivedFile {
  /** Key under STAGING_PREFIX: the caller moves it once the row is ready, or removes it. */
  stagingKey: string;
  size: number;
  mime: string;
}

/**
 * Streams one uploaded file through the virus scanner into staging storage, never holding it in memory.
 * The whole stream is always read (so the client gets its answer), then, in this order: past the size
 * limit -> 413; a threat -> 422 FILE_INFECTED; a real type (by content) not accepted, or not the type the
 * client claims (isSpoofed) -> 422 UNSUPPORTED_FILE_TYPE. A refused file is removed before the error is thrown; a failed stream (the
 * client went away) leaves nothing either.
 */
export async function receiveFile(opts: {
  storage: FileStorage;
  scanner: VirusScanner;
  file: Readable & { truncated?: boolean };
  claimedMime: string;
  /** The file name the client sent, when it has one: its extension is a claim of type too. */
  claimedName?: string;
  accepted: readonly string[];
}): Promise<ReceivedFile> {
  const { storage, file } = opts;
  const { mime, content } = await peekFileType(file);
  const extension = mime ? EXTENSIONS[mime] : undefined;
  const typeOk =
    mime !== null &&
    extension !== undefined &&
    opts.accepted.includes(mime) &&
    !isSpoofed(mime, opts.claimedMime, opts.claimedName);
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

/** Reads a refused upload to its end, so the client receives the answer instead of a reset. */
export async function drain(file: Readable): Promise<void> {
  for await (const _ of file) {
    // discard
  }
}

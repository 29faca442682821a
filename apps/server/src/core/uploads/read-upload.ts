import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { safeFileName } from './file-names.ts';
import { drain, receiveFile } from './receive-file.ts';
import type { VirusScanner } from './virus-scanner.ts';

/**
 * Lets the routes of one plugin (encapsulated) take multipart bodies. Past the request's fileSize the file
 * is cut and marked truncated (throwFileSizeLimit false), so receiveFile answers 413 with the spec's
 * message key instead of the parser's generic error.
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: false });
}

/** One file (field `file`) and a few short text fields per request. */
export interface UploadLimits {
  fileSize: number;
  fields: number;
  /** Bytes per text field; the parser's default (1 MB) when not given. */
  fieldSize?: number;
}

/** What the route decides from the fields sent before the file: the types it accepts, and what it keeps. */
export interface UploadCheck<T> {
  accepted: readonly string[];
  value: T;
}

export interface StagedFile {
  /** Under STAGING_PREFIX: the route moves it once its row is ready, or removes it. */
  stagingKey: string;
  size: number;
  mime: string;
  /** The client's file name, cleaned for display and download. */
  originalName: string;
}

export interface Upload<T> {
  fields: Record<string, string>;
  checked: T;
  file: StagedFile;
}

/**
 * Reads a multipart upload: text fields, then one `file` streamed through receiveFile (size limit, virus
 * scan, real type by content, spoofed type) into staging. `check` runs on the fields sent before the file:
 * when it throws, the file is read to its end and nothing is stored, so a caller who may not upload there
 * never writes a byte. Any later failure removes the staged file. No file -> 422 `file` required.
 */
export async function readUpload<T>(request: FastifyRequest, opts: UploadOptions<T>): Promise<Upload<T>> {
  const { fields, received } = await readParts(request, opts);
  if (!received)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field: 'file', messageKey: 'errors.field.required' }] });
  return { fields, ...received };
}

/**
 * readUpload for a form whose file may be left out (a milestone edited without a new attachment): with a
 * file, the same checks; without one, `check` still reads the fields and nothing is stored.
 */
export async function readOptionalUpload<T>(
  request: FastifyRequest,
  opts: UploadOptions<T>,
): Promise<{ fields: Record<string, string>; checked: T; file: StagedFile | undefined }> {
  const { fields, received } = await readParts(request, opts);
  if (received) return { fields, ...received };
  return { fields, checked: (await opts.check({ ...fields }, { file: false })).value, file: undefined };
}

interface UploadOptions<T> {
  storage: FileStorage;
  scanner: VirusScanner;
  limits: UploadLimits;
  /** The names the file part may have (default `file`); the first one sent is read, others are skipped. */
  fileFields?: readonly string[];
  /** `file`: whether a file part follows (readOptionalUpload calls it without one once every part is read). */
  check: (fields: Record<string, string>, sent?: { file: boolean }) => Promise<UploadCheck<T>> | UploadCheck<T>;
}

async function readParts<T>(
  request: FastifyRequest,
  opts: UploadOptions<T>,
): Promise<{ fields: Record<string, string>; received: { checked: T; file: StagedFile } | undefined }> {
  const { storage, scanner, limits } = opts;
  const fields: Record<string, string> = {};
  let received: { checked: T; file: StagedFile } | undefined;
  try {
    for await (const part of request.parts({ limits: { ...limits, files: 1, parts: limits.fields + 1 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!(opts.fileFields ?? ['file']).includes(part.fieldname) || received) {
        part.file.resume();
        continue;
      }
      let check: UploadCheck<T>;
      try {
        check = await opts.check({ ...fields }, { file: true });
      } catch (error) {
        await drain(part.file);
        throw error;
      }
      const file = await receiveFile({
        storage,
        scanner,
        file: part.file,
        claimedMime: part.mimetype,
        claimedName: part.filename,
        accepted: check.accepted,
      });
      received = { checked: check.value, file: { ...file, originalName: safeFileName(part.filename) } };
    }
  } catch (error) {
    if (received) await storage.remove(received.file.stagingKey);
    throw error;
  }
  return { fields, received };
}

/**
 * Runs the work that records a stored file (its row, its move out of staging); when the work fails the file
 * is removed, so a refused or failed request leaves no orphan in storage. No key (an optional file left
 * out): the work alone.
 */
export async function removeOnFailure<T>(storage: FileStorage, key: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (key !== undefined) await storage.remove(key);
    throw error;
  }
}

/** The JSON text of a multipart field parsed by the operation's schema (field errors keep the form's names). */
export function parseJsonField<S extends z.ZodType>(schema: S, field: string, raw: string | undefined): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? '');
  } catch {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field, messageKey: 'errors.field.required' }] });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: parsed.error.issues.map((i) => ({
        field: i.path.join('.') || field,
        messageKey: i.message.includes('.') ? i.message : 'errors.field.invalid',
      })),
    });
  return parsed.data;
}

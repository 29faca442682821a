import { UPLOAD_MAX_BYTES } from '@cri/shared/limits';
import {
  ACT_FILE_TYPES,
  FOLLOW_UP_FILE_TYPES,
  type TFollowUpActionForm,
  ZFollowUpActionForm,
} from '@cri/shared/schemas/follow-up-actions';
import type { FastifyRequest } from 'fastify';
import { safeFileName } from '../../core/uploads/file-names.ts';
import { parseJsonField } from '../../core/uploads/read-upload.ts';
import { drain, receiveFile } from '../../core/uploads/receive-file.ts';
import type { VirusScanner } from '../../core/uploads/virus-scanner.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { FUA_PREFIX, type StoredFile } from './context.ts';

/** The form and its optional file: JSON field `followUpAction` (12 KB at most) then `file`. */
const LIMITS = { fileSize: UPLOAD_MAX_BYTES, fields: 3, fieldSize: 12_000 };

/** The JSON of the form, parsed by the one schema of the operation (field errors keep the form's names). */
const parseForm = (raw: string | undefined): TFollowUpActionForm => parseJsonField(ZFollowUpActionForm, 'followUpAction', raw);

/**
 * Reads the multipart action form: the fields, then an optional `file` checked like every upload (70 MB,
 * real type, virus scan). `check` runs on the form before the file is read: refused, nothing is stored.
 * An act is a PDF only (ACT_NOT_PDF). The file is moved under FUA_PREFIX once received.
 */
export async function readActionForm(
  request: FastifyRequest,
  opts: { storage: FileStorage; scanner: VirusScanner; check: (form: TFollowUpActionForm) => Promise<void> },
): Promise<{ form: TFollowUpActionForm; file: StoredFile | undefined }> {
  const fields: Record<string, string> = {};
  let form: TFollowUpActionForm | undefined;
  let staged: { stagingKey: string; size: number; mime: string; originalName: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { ...LIMITS, files: 1, parts: LIMITS.fields + 1 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || staged) {
        part.file.resume();
        continue;
      }
      try {
        form = parseForm(fields.followUpAction);
        await opts.check(form);
      } catch (error) {
        await drain(part.file);
        throw error;
      }
      const isAct = form.type === 'ACT_DELIVERY';
      try {
        const received = await receiveFile({
          storage: opts.storage,
          scanner: opts.scanner,
          file: part.file,
          claimedMime: part.mimetype,
          claimedName: part.filename,
          accepted: isAct ? ACT_FILE_TYPES : FOLLOW_UP_FILE_TYPES,
        });
        staged = { ...received, originalName: safeFileName(part.filename) };
      } catch (error) {
        if (isAct && error instanceof AppError && error.code === 'UNSUPPORTED_FILE_TYPE') throw new AppError('ACT_NOT_PDF');
        throw error;
      }
    }
  } catch (error) {
    if (staged) await opts.storage.remove(staged.stagingKey);
    throw error;
  }
  if (!form) {
    form = parseForm(fields.followUpAction);
    await opts.check(form);
  }
  if (!staged) return { form, file: undefined };
  const key = await opts.storage.move(staged.stagingKey, FUA_PREFIX);
  return { form, file: { key, size: staged.size, mime: staged.mime, originalName: staged.originalName } };
}

import { MONITORING_FILE_TYPES } from '@cri/shared/enums/monitoring';
import { UPLOAD_MAX_BYTES } from '@cri/shared/limits';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { parseJsonField, readOptionalUpload } from '../../core/uploads/read-upload.ts';
import type { VirusScanner } from '../../core/uploads/virus-scanner.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { MONITORING_PREFIX, type StoredFile } from './context.ts';

/**
 * A monitoring form: the JSON field `field` (and the other text fields), then an optional `file` (jpg, png
 * or pdf; 70 MB; real type; virus scan; decision 067). `check` runs before the file is read: refused,
 * nothing is stored. The file is moved under MONITORING_PREFIX.
 */
export async function readMonitoringForm<S extends z.ZodType, C>(
  request: FastifyRequest,
  opts: {
    storage: FileStorage;
    scanner: VirusScanner;
    field: string;
    schema: S;
    check: (form: z.output<S>, fields: Record<string, string>) => Promise<C>;
    fileRequired?: boolean;
  },
): Promise<{ form: z.output<S>; checked: C; file: StoredFile | undefined; fields: Record<string, string> }> {
  const { checked, file, fields } = await readOptionalUpload(request, {
    storage: opts.storage,
    scanner: opts.scanner,
    limits: { fileSize: UPLOAD_MAX_BYTES, fields: 3, fieldSize: 12_000 },
    check: async (f) => {
      const form = parseJsonField(opts.schema, opts.field, f[opts.field]);
      const c = await opts.check(form, f);
      return { accepted: MONITORING_FILE_TYPES, value: { form, c } };
    },
  });
  if (!file) {
    if (opts.fileRequired)
      throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field: 'file', messageKey: 'errors.field.required' }] });
    return { form: checked.form, checked: checked.c, file: undefined, fields };
  }
  const key = await opts.storage.move(file.stagingKey, MONITORING_PREFIX);
  return {
    form: checked.form,
    checked: checked.c,
    fields,
    file: { key, size: file.size, mime: file.mime, originalName: file.originalName },
  };
}

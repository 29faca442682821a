import { RECOURSE_FILE_TYPES } from '@cri/shared/enums/recourses';
import { UPLOAD_MAX_BYTES } from '@cri/shared/limits';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { parseJsonField, readUpload } from '../../core/uploads/read-upload.ts';
import type { VirusScanner } from '../../core/uploads/virus-scanner.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { RECOURSE_PREFIX, type StoredFile } from './context.ts';

/**
 * Reads a multipart appeal form: the JSON field `field`, then the required `file` (jpg, png or pdf; 70 MB;
 * real type; virus scan). `check` runs on the form before the file is read: refused, nothing is stored.
 */
export async function readRecourseForm<S extends z.ZodType>(
  request: FastifyRequest,
  opts: { storage: FileStorage; scanner: VirusScanner; field: string; schema: S; check: (form: z.output<S>) => Promise<unknown> },
): Promise<{ form: z.output<S>; file: StoredFile }> {
  const { checked, file } = await readUpload(request, {
    storage: opts.storage,
    scanner: opts.scanner,
    limits: { fileSize: UPLOAD_MAX_BYTES, fields: 2, fieldSize: 12_000 },
    check: async (fields) => {
      const form = parseJsonField(opts.schema, opts.field, fields[opts.field]);
      await opts.check(form);
      return { accepted: RECOURSE_FILE_TYPES, value: form };
    },
  });
  const key = await opts.storage.move(file.stagingKey, RECOURSE_PREFIX);
  return { form: checked, file: { key, size: file.size, mime: file.mime, originalName: file.originalName } };
}

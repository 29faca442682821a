import { AppError } from '../../lib/app-error.ts';
import type { UploadTarget } from './service.ts';

const ID = /^[1-9]\d{0,9}$/;

/** The text fields of an upload (sent before the file); ids as positive integers. */
export function parseUploadFields(fields: Record<string, string>): UploadTarget {
  const id = (name: string, optional: boolean): number | null => {
    const raw = fields[name]?.trim();
    if (!raw && optional) return null;
    if (!raw || !ID.test(raw) || Number(raw) > 2_147_483_647) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field: name, messageKey: 'errors.field.invalid' }] });
    }
    return Number(raw);
  };
  return {
    projectId: id('projectId', false) as number,
    documentTypeId: id('documentTypeId', false) as number,
    providedDocumentId: id('providedDocumentId', true),
  };
}

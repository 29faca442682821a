import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * Puts the server's field errors under the form's fields (`body.password` -> `password`) and returns the
 * message key to show above the form when none of them belongs to a field.
 */
export function applyServerErrors<T extends FieldValues>(
  failure: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  const error = failure instanceof ApiError ? failure : null;
  let shown = false;
  for (const { field, messageKey } of error?.fieldErrors ?? []) {
    const name = fields.find((f) => f === field.replace(/^body\./, ''));
    if (!name) continue;
    setError(name, { type: 'server', message: messageKey }, { shouldFocus: !shown });
    shown = true;
  }
  return shown ? null : (error?.messageKey ?? 'errors.INTERNAL');
}

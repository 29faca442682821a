import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * A refused save: each field error under its field (what was typed stays in the form), and the message of
 * the alert above it (the form's own when fields are named, the error's otherwise).
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): string {
  const api = error instanceof ApiError ? error : null;
  let first = true;
  for (const { field, messageKey } of api?.fieldErrors ?? []) {
    const name = field.replace(/^(body|querystring)\./, '') as FieldPath<T>;
    setError(name, { type: 'server', message: messageKey }, { shouldFocus: first });
    first = false;
  }
  if (api?.fieldErrors.length) return 'piafe.errors.checkFields';
  return api?.messageKey ?? 'errors.INTERNAL';
}

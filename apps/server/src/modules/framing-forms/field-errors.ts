import type { TFieldError } from '@cri/shared/errors';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';

/**
 * The shared schemas carry message keys of the framingForms catalogue (one schema for the form and the
 * server): the routes of this module validate their body with `attachValidation` and answer with these
 * keys, so the web shows under each field the very message it would have shown itself.
 */
const OWN_KEY = /^framingForms\.validation\.[A-Za-z]+$/;

export function fieldErrorsOf(schema: z.ZodType, body: unknown): AppError {
  const result = schema.safeParse(body);
  const issues = result.success ? [] : result.error.issues;
  const fieldErrors: TFieldError[] = issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    messageKey: OWN_KEY.test(issue.message)
      ? issue.message
      : issue.code === 'too_big'
        ? 'errors.field.tooLong'
        : issue.code === 'unrecognized_keys'
          ? 'errors.field.unknown'
          : 'errors.field.invalid',
  }));
  return new AppError('VALIDATION_FAILED', { fieldErrors });
}

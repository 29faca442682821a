import type { TFieldError } from '@cri/shared/errors';
import type { z } from 'zod';

/**
 * The project form schema carries message keys of the projects catalogue; the routes answer 422 with
 * these keys, so the web shows under each field the very message it would have shown itself.
 */
const OWN_KEY = /^projects\.validation\.[A-Za-z]+$/;

export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[], prefix: string[] = []): TFieldError[] {
  return issues.map((issue) => ({
    field: [...prefix, ...issue.path.map(String)].join('.') || 'body',
    messageKey: OWN_KEY.test(issue.message)
      ? issue.message
      : issue.code === 'too_big'
        ? 'errors.field.tooLong'
        : issue.code === 'unrecognized_keys'
          ? 'errors.field.unknown'
          : 'errors.field.invalid',
  }));
}

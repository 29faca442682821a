import type { TFieldError } from '@cri/shared/errors';
import type { FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { translate } from './i18n.ts';

/** What a field error is made of, whether the issue comes from zod itself or from fastify's copy of it. */
interface Issue {
  code: string | undefined;
  path: readonly string[];
  message: string | undefined;
  /** The unknown keys of an `unrecognized_keys` issue, named in the field so the client sees which. */
  keys?: readonly string[] | undefined;
}

/**
 * The message key shown under the field: the schema's own key when the issue carries one (any key of the
 * catalogues: `projects.validation.required`, `advisorReview.notify.messageRequired`, `errors.field.…`),
 * so the server says what the web form built on the same schema says; else one by the kind of issue.
 */
export function fieldMessageKey({ code, message }: Pick<Issue, 'code' | 'message'>): string {
  if (message && translate(message) !== message) return message;
  switch (code) {
    case 'too_big':
      return 'errors.field.tooLong';
    case 'too_small':
      return 'errors.field.tooShort';
    case 'unrecognized_keys':
      return 'errors.field.unknown';
    case 'invalid_type':
      return 'errors.field.invalidType';
    default:
      return 'errors.field.invalid';
  }
}

function toFieldError(issue: Issue, prefix: readonly string[]): TFieldError {
  const keys = issue.code === 'unrecognized_keys' && issue.keys?.length ? issue.keys.join(',') : '';
  return {
    field: [...prefix, ...issue.path, keys].filter(Boolean).join('.') || 'body',
    messageKey: fieldMessageKey(issue),
  };
}

/** zod issues as field errors, each path under `prefix` (e.g. `['appointment']`). */
export function fieldErrorsOfIssues(issues: readonly z.core.$ZodIssue[], prefix: readonly string[] = []): TFieldError[] {
  return issues.map((issue) =>
    toFieldError(
      {
        code: issue.code,
        path: issue.path.map(String),
        message: issue.message,
        keys: issue.code === 'unrecognized_keys' ? issue.keys : undefined,
      },
      prefix,
    ),
  );
}

/**
 * A route's failed schema check as field errors. fastify-type-provider-zod copies each zod issue with its
 * code in `keyword`, its path in `instancePath` (`/a/0/b`) and the rest (e.g. the unknown `keys`) in `params`.
 */
export function fieldErrorsOfValidation(
  entries: readonly FastifySchemaValidationError[],
  prefix: readonly string[] = [],
): TFieldError[] {
  return entries.map((entry) => {
    const keys = (entry.params as { keys?: unknown }).keys;
    return toFieldError(
      {
        code: entry.keyword,
        path: entry.instancePath.split('/').filter(Boolean),
        message: entry.message,
        keys: Array.isArray(keys) ? keys.map(String) : undefined,
      },
      prefix,
    );
  });
}

/**
 * A check only the service can make (a rule that needs the day or the database, or that depends on who
 * asks), refused like a route's own check: 422 VALIDATION_FAILED with the issues as field errors.
 * `leadMessage` makes the first field's message the answer's message, for pages that show it above the form.
 */
export function parseOrRefuse<S extends z.ZodType>(
  schema: S,
  value: unknown,
  { prefix = [], leadMessage = false }: { prefix?: readonly string[]; leadMessage?: boolean } = {},
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw validationFailed(fieldErrorsOfIssues(parsed.error.issues, prefix), leadMessage);
}

export function validationFailed(fieldErrors: TFieldError[], leadMessage = false): AppError {
  const lead = leadMessage ? fieldErrors[0]?.messageKey : undefined;
  return new AppError('VALIDATION_FAILED', { fieldErrors, ...(lead ? { messageKey: lead } : {}) });
}

import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * The path parameters of a route declared with `attachValidation: true` (whose service checks the body
 * itself): Fastify then hands over the raw params even when they are invalid, so they are checked here and
 * refused like any other route's (422 VALIDATION_FAILED on `params.<name>`), never thrown as a bare
 * ZodError, which the error handler would answer with a 500.
 */
export function routeParams<T extends z.ZodType>(schema: T, params: unknown): z.output<T> {
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  throw new AppError('VALIDATION_FAILED', {
    fieldErrors: parsed.error.issues.map((issue) => ({
      field: ['params', ...issue.path.map(String)].join('.'),
      messageKey: issue.code === 'invalid_type' ? 'errors.field.invalidType' : 'errors.field.invalid',
    })),
  });
}

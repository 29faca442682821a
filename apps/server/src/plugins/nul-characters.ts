import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/** Where the first NUL character sits in a parsed body, query or params, walked without recursion. */
export function nulPath(root: unknown, base: string): string | undefined {
  const stack: [unknown, string][] = [[root, base]];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return path;
        stack.push([child, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a string carrying one, anywhere in a request,
 * would reach the database and fail there with a 500. No field of this API has a use for it, so it is
 * refused up front with the one validation error (422 on the field), before any route validates or
 * stores anything. See docs/decisions (hostile input).
 */
export const nulCharactersPlugin = fp(async (app: FastifyInstance) => {
  // Callback style: every request passes here, and an async hook costs a promise each.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const field = nulPath(request.params, 'params') ?? nulPath(request.query, 'querystring') ?? nulPath(request.body, 'body');
    if (field) return done(new AppError('VALIDATION_FAILED', { fieldErrors: [{ field, messageKey: 'errors.field.invalid' }] }));
    done();
  });
});

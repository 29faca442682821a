import type { FastifyInstance, FastifyRequest } from 'fastify';

const raw = new WeakMap<FastifyRequest, string>();
/** A body that is not JSON: the route answers it, after the signature check, instead of the parser. */
export const UNREADABLE = Symbol('unreadable');

/**
 * JSON bodies kept as received, for the routes of this (encapsulated) plugin only: an HMAC signs the exact
 * bytes, so the signature is checked on the text before anything is parsed or validated.
 */
export function keepRawJson(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    const text = String(body);
    raw.set(request, text);
    try {
      done(null, text === '' ? {} : JSON.parse(text));
    } catch {
      done(null, UNREADABLE);
    }
  });
}

export const rawBodyOf = (request: FastifyRequest): string => raw.get(request) ?? '';

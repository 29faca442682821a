import { retryWait, SPEC_ERROR_CODES, type TApiError } from '@cri/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { fieldErrorsOfValidation, validationFailed } from '../lib/field-errors.ts';
import { translate } from '../lib/i18n.ts';
import { translateCount } from '../lib/i18n-count.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body is a web form whose page puts each error under the form's own field name (`lands.0.titleNumber`,
     * not `body.lands.0.titleNumber`); `fields-and-message` also makes the first field's message the answer's
     * message, for pages that show it above the form when no field matches.
     */
    formErrors?: 'fields' | 'fields-and-message';
  }
}

/** A 429 whose thrower named no wait (a framework limit) asks for this one. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** The wait of a 429: its Retry-After header as the thrower set it. */
function retryAfterOf(err: AppError): number {
  const header = Object.entries(err.headers ?? {}).find(([name]) => name.toLowerCase() === 'retry-after')?.[1];
  const seconds = Number(header);
  return header !== undefined && Number.isInteger(seconds) && seconds >= 0 ? seconds : DEFAULT_RETRY_AFTER_SECONDS;
}

export function sendError(reply: FastifyReply, err: AppError): FastifyReply {
  // Every 429 says when to try again (ARCHITECTURE.md §8): Retry-After, and the same wait in the message.
  const retryAfter = err.status === 429 ? retryAfterOf(err) : undefined;
  const wait = retryAfter === undefined ? undefined : retryWait(retryAfter);
  const body: TApiError & Record<string, unknown> = {
    ...err.extra,
    status: err.status,
    errorCode: err.code,
    message: wait ? `${translate(err.messageKey)} ${translateCount(wait.key, wait.count)}` : translate(err.messageKey),
    messageKey: err.messageKey,
    ...(err.fieldErrors ? { fieldErrors: err.fieldErrors } : {}),
    ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }),
    ...(SPEC_ERROR_CODES[err.code] === undefined ? {} : { code: SPEC_ERROR_CODES[err.code] }),
  };
  if (err.headers) void reply.headers(err.headers);
  if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
  return reply.status(err.status).send(body);
}

/**
 * Fastify's `frameworkErrors` option: a URL that is not valid percent-encoding (FST_ERR_BAD_URL) or a path
 * parameter past `maxParamLength` is refused before any route or error handler runs; without this it would
 * get Fastify's own body instead of the one error shape.
 */
export function frameworkErrors(_error: FastifyError, _request: unknown, reply: FastifyReply): void {
  void sendError(reply, new AppError('MALFORMED_REQUEST'));
}

/**
 * One error shape for every failure (ARCHITECTURE.md §8): known errors keep their code, framework errors
 * are mapped, anything else is logged and answered with a generic 500 (no stack, no internals).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const form = context === 'body' ? request.routeOptions.config.formErrors : undefined;
      const fieldErrors = fieldErrorsOfValidation(error.validation, form ? [] : [context]);
      return sendError(reply, validationFailed(fieldErrors, form === 'fields-and-message'));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendError(reply, new AppError('INTERNAL'));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, new AppError('PAYLOAD_TOO_LARGE'));
    if (status === 429) return sendError(reply, new AppError('TOO_MANY_REQUESTS'));
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, empty body and similar protocol errors.
      return sendError(reply, new AppError(status === 404 ? 'NOT_FOUND' : 'MALFORMED_REQUEST'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, new AppError('INTERNAL'));
  });
});

import type { TApiError, TFieldError } from '@cri/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { translate } from '../lib/i18n.ts';

/**
 * zod issue -> the message key shown under the field: the key a shared schema gave the issue when it is one
 * of the `errors.field` catalogue (e.g. `errors.field.notValidUsername`), else one by issue kind.
 */
function fieldMessageKey(issue: { code?: string; keyword?: string; message?: string }): string {
  if (issue.message?.startsWith('errors.field.')) return issue.message;
  const code = issue.code ?? issue.keyword;
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

export function sendError(reply: FastifyReply, err: AppError): FastifyReply {
  const body: TApiError & Record<string, unknown> = {
    ...err.extra,
    status: err.status,
    errorCode: err.code,
    message: translate(err.messageKey),
    messageKey: err.messageKey,
    ...(err.fieldErrors ? { fieldErrors: err.fieldErrors } : {}),
  };
  if (err.headers) void reply.headers(err.headers);
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
      const fieldErrors: TFieldError[] = error.validation.map((v) => {
        // fastify-type-provider-zod puts the zod issue code in `keyword`, the path in `instancePath`
        // and the rest of the issue (e.g. the unknown `keys`) in `params`.
        const params = v.params as { keys?: string[] };
        const where = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const keys = v.keyword === 'unrecognized_keys' && params.keys?.length ? params.keys.join(',') : '';
        return {
          field: [error.validationContext ?? 'body', where, keys].filter(Boolean).join('.'),
          messageKey: fieldMessageKey({ code: v.keyword, message: v.message }),
        };
      });
      return sendError(reply, new AppError('VALIDATION_FAILED', { fieldErrors }));
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

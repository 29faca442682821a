import { ZApiError } from '@cri/shared/errors';
import { ZCallbackAck, ZRokhasCallback } from '@cri/shared/schemas/rokhas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../core/service-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { keepRawJson, rawBodyOf, UNREADABLE } from '../../partners/rokhas/raw-json.ts';
import { verifySigned } from '../../partners/rokhas/signing.ts';
import { receiveCallback } from './callbacks.ts';

const eventIds = new WeakMap<object, string>();

/**
 * POST /partners/rokhas/callbacks: the partner's callbacks (decision 039). Public at the guard: the
 * credential is the HMAC over timestamp, event id, method, path and exact body, checked before the body is
 * even validated (401 when wrong or older than 5 minutes); an event id seen before answers 409.
 */
export const callbackRoutes: FastifyPluginAsyncZod = async (app) => {
  keepRawJson(app, 64 * 1024);
  const ctx = serviceContext(app);
  app.post(
    '/partners/rokhas/callbacks',
    {
      config: { public: true },
      schema: {
        tags: ['rokhas'],
        summary: 'Rappel signé de Rokhas : commentaire des membres techniques ou situation d’un dossier',
        body: ZRokhasCallback,
        response: { 200: ZCallbackAck, 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError },
      },
      preValidation: async (request) => {
        const checked = await verifySigned(app.rokhas.hmac, 'to-portal', {
          method: request.method,
          path: new URL(request.url, 'http://portal').pathname,
          body: rawBodyOf(request),
          headers: request.headers,
          now: app.deps.now(),
        });
        if (!checked.ok)
          throw new AppError(checked.reason === 'STALE' ? 'ROKHAS_CALLBACK_STALE' : 'ROKHAS_CALLBACK_SIGNATURE_INVALID');
        if ((request.body as unknown) === UNREADABLE) throw new AppError('MALFORMED_REQUEST');
        eventIds.set(request, checked.id);
      },
    },
    async (request) => {
      const eventId = eventIds.get(request);
      if (!eventId) throw new AppError('ROKHAS_CALLBACK_SIGNATURE_INVALID');
      await receiveCallback(ctx, { eventId, body: request.body });
      return { received: true };
    },
  );
};

import { ZApiError } from '@cri/shared/errors';
import { ZPaymentCallback, ZPaymentCallbackAnswer } from '@cri/shared/schemas/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../core/service-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyCallback } from '../../partners/payment/signing.ts';
import { keepRawJson, rawBodyOf, UNREADABLE } from '../../partners/rokhas/raw-json.ts';
import { receiveCallback } from './service.ts';

/**
 * POST /partners/payment/callbacks: the provider's outcome of a transaction (decision 055). Public at the
 * guard: the credential is the HMAC over timestamp, message id and exact body, checked before the body is
 * validated (401 when wrong or more than 5 minutes old); a message id seen before answers 409.
 */
export const callbackRoutes: FastifyPluginAsyncZod = async (app) => {
  keepRawJson(app, 16 * 1024);
  const ctx = serviceContext(app);
  const eventIds = new WeakMap<object, string>();
  app.post(
    '/partners/payment/callbacks',
    {
      config: { public: true },
      schema: {
        tags: ['payments'],
        summary: 'Rappel signé du prestataire de paiement (HMAC, horodatage, rejeu refusé, idempotent)',
        body: ZPaymentCallback,
        response: { 200: ZPaymentCallbackAnswer, 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError },
      },
      preValidation: async (request) => {
        const checked = await verifyCallback(app.payment.hmac, {
          headers: request.headers,
          body: rawBodyOf(request),
          now: app.deps.now(),
        });
        if (!checked.ok)
          throw new AppError(checked.reason === 'STALE' ? 'PAYMENT_CALLBACK_STALE' : 'PAYMENT_CALLBACK_SIGNATURE_INVALID');
        if ((request.body as unknown) === UNREADABLE) throw new AppError('MALFORMED_REQUEST');
        eventIds.set(request, checked.id);
      },
    },
    async (request) => {
      const eventId = eventIds.get(request);
      if (!eventId) throw new AppError('PAYMENT_CALLBACK_SIGNATURE_INVALID');
      return receiveCallback(ctx, { eventId, body: request.body });
    },
  );
};

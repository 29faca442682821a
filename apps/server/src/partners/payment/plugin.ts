import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Hmac, hmacFromSecret } from '../../lib/hmac-secret.ts';
import { sandboxPaymentRoutes } from './sandbox-routes.ts';
import { type Checkout, signCheckout } from './signing.ts';

export const PAYMENT_SANDBOX_BASE = '/sandbox/payment';
export const PAYMENT_CALLBACK_PATH = '/backend/api/partners/payment/callbacks';

/** The payment provider as the portal sees it (decision 055): where to send the browser for a transaction. */
export interface PaymentProvider {
  checkoutUrl(input: Checkout & { lang: 'fr' | 'ar' }): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payment: {
      provider: PaymentProvider;
      /** Signs checkouts and checks the provider's callbacks. */
      hmac: Hmac;
    };
  }
}

/**
 * The online payment provider (issue 16, decision 055): by default the sandbox served by this process
 * under /sandbox/payment (card page, 3-D Secure confirmation, decline), which posts its signed callback
 * over HTTP to the address the server listens on, like the Rokhas sandbox.
 */
export const paymentPlugin = fp(async (app: FastifyInstance) => {
  const db = app.deps.database.db;
  const now = () => app.deps.now();
  const hmac = hmacFromSecret(db, 'payment-provider');
  const selfOrigin = () => {
    const address = app.server.address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') return `http://127.0.0.1:${app.deps.env.PORT}`;
    const host = address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address;
    return `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;
  };
  const provider: PaymentProvider = {
    async checkoutUrl(input) {
      const sig = await signCheckout(hmac, input);
      const query = new URLSearchParams({
        ref: input.reference,
        amount: String(input.amountCentimes),
        return: input.returnUrl,
        lang: input.lang,
        sig,
      });
      return `${PAYMENT_SANDBOX_BASE}/checkout?${query.toString()}`;
    },
  };
  app.decorate('payment', { provider, hmac });
  await app.register(
    sandboxPaymentRoutes({
      hmac,
      now,
      callbackUrl: () => `${selfOrigin()}${PAYMENT_CALLBACK_PATH}`,
      newId: () => randomBytes(12).toString('base64url'),
      log: app.log,
    }),
  );
});

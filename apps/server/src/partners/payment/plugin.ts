import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Hmac, hmacFromSecret } from '../../lib/hmac-secret.ts';
import { sandboxPaymentRoutes, sandboxStatus } from './sandbox-routes.ts';
import { type Checkout, signCheckout } from './signing.ts';

export const PAYMENT_SANDBOX_BASE = '/sandbox/payment';
export const PAYMENT_CALLBACK_PATH = '/backend/api/partners/payment/callbacks';

/** What the provider says of a transaction when asked (the reconciliation job; decision 058). */
export type ProviderStatus =
  | { state: 'PENDING' | 'UNKNOWN' }
  | { state: 'SUCCEEDED' | 'FAILED'; providerReference: string; amountCentimes: number; paidBy: string | null };

/** The payment provider as the portal sees it (decisions 055, 058): where to send the browser, and a transaction's status. */
export interface PaymentProvider {
  checkoutUrl(input: Checkout & { lang: 'fr' | 'ar' }): Promise<string>;
  /** Throws when the provider does not answer (the transaction stays ongoing, asked again later). */
  status(reference: string): Promise<ProviderStatus>;
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
        channel: input.channel,
        key: input.paymentKey,
        lang: input.lang,
        sig,
      });
      return `${PAYMENT_SANDBOX_BASE}/checkout?${query.toString()}`;
    },
    status: (reference) => sandboxStatus(db, reference, now()),
  };
  app.decorate('payment', { provider, hmac });
  await app.register(
    sandboxPaymentRoutes({
      hmac,
      now,
      callbackUrl: () => `${selfOrigin()}${PAYMENT_CALLBACK_PATH}`,
      newId: () => randomBytes(12).toString('base64url'),
      log: app.log,
      db,
    }),
  );
});

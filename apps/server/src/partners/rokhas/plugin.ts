import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Hmac } from '../../lib/hmac-secret.ts';
import { hmacFromSecret } from '../../lib/hmac-secret.ts';
import { createHttpPartner } from './http-partner.ts';
import type { RokhasPartner } from './partner.ts';
import { sandboxRokhasApiRoutes } from './sandbox-api-routes.ts';
import { sandboxRokhasPageRoutes } from './sandbox-page-routes.ts';
import { createSandboxStore, SANDBOX_BASE, type SandboxStore } from './sandbox-store.ts';
import { rokhasHmac } from './signing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rokhas: {
      partner: RokhasPartner;
      /** Signs the portal's requests and checks the partner's callbacks. */
      hmac: Hmac;
      /** Where the partner posts its callbacks. */
      callbackUrl: () => string;
      /** The sandbox partner served by this process (its callbacks are retried by the Rokhas job). */
      sandbox: SandboxStore;
    };
  }
}

export const CALLBACK_PATH = '/backend/api/partners/rokhas/callbacks';

/**
 * The Rokhas partner (ARCHITECTURE.md: partner adapters; decision 039): the HTTP adapter, by default to
 * the sandbox partner served by this process under /sandbox/rokhas, reached over HTTP at the address the
 * server listens on (ROKHAS_BASE_URL and ROKHAS_CALLBACK_BASE_URL name other addresses).
 */
export const rokhasPlugin = fp(async (app: FastifyInstance) => {
  const { env } = app.deps;
  const db = app.deps.database.db;
  const now = () => app.deps.now();
  const selfOrigin = () => {
    const address = app.server.address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') return `http://127.0.0.1:${env.PORT}`;
    const host = address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address;
    return `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;
  };
  const hmac = rokhasHmac(db, env.ROKHAS_SECRET);
  const partner = createHttpPartner({
    baseUrl: () => env.ROKHAS_BASE_URL ?? `${selfOrigin()}${SANDBOX_BASE}`,
    hmac,
    timeoutMs: env.ROKHAS_TIMEOUT_MS,
    now,
  });
  const sandbox = createSandboxStore({ db, hmac, now, log: app.log });
  app.decorate('rokhas', {
    partner,
    hmac,
    callbackUrl: () => `${(env.ROKHAS_CALLBACK_BASE_URL ?? selfOrigin()).replace(/\/$/, '')}${CALLBACK_PATH}`,
    sandbox,
  });
  await app.register(sandboxRokhasApiRoutes(sandbox, hmac, now));
  await app.register(sandboxRokhasPageRoutes(sandbox, hmacFromSecret(db, 'rokhas-sandbox-session'), now));
});

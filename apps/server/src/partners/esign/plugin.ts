import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hmacFromSecret } from '../../lib/hmac-secret.ts';
import { type CertificateAuthority, loadOrCreateCa } from './crypto/ca.ts';
import type { EsignProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { sandboxEsignRoutes } from './sandbox-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    esign: {
      provider: EsignProvider;
      /** The certificates verification trusts: the sandbox CA (a real provider's roots would join it). */
      trustedRootsPem: () => Promise<string[]>;
    };
  }
}

/** Sandbox requests (and their files) are kept a day: long enough to read the error of a failed one. */
const SANDBOX_KEEP_MS = 86_400_000;

/**
 * The e-signature partner (ARCHITECTURE.md: partner adapters): the sandbox provider served by this process
 * under /sandbox/esign, with its local CA under DATA_DIR/esign-ca (created once, shared by the instances
 * on one disk).
 */
export const esignPlugin = fp(async (app: FastifyInstance) => {
  let ca: Promise<CertificateAuthority> | undefined;
  const loadCa = () => {
    ca ??= loadOrCreateCa(join(app.deps.env.DATA_DIR, 'esign-ca')).catch((error: unknown) => {
      ca = undefined;
      throw error;
    });
    return ca;
  };
  const sandbox = createSandboxProvider({
    db: app.deps.database.db,
    storage: app.storage,
    ca: loadCa,
    hmac: hmacFromSecret(app.deps.database.db, 'esign-sandbox-request'),
    log: app.log,
  });
  app.decorate('esign', { provider: sandbox, trustedRootsPem: async () => [(await loadCa()).certPem] });
  await app.register(sandboxEsignRoutes(sandbox, () => app.deps.now()));
  app.addHook('onReady', async () => {
    const removed = await sandbox.purge(new Date(Date.now() - SANDBOX_KEEP_MS));
    if (removed > 0) app.log.info({ removed }, 'old sandbox e-signature requests removed');
  });
});

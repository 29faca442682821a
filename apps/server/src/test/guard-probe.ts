import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX, authPlugin } from '../plugins/auth.ts';
import { errorsPlugin } from '../plugins/errors.ts';
import type { TestApp } from './test-app.ts';

/** Paths of the probe app, one per kind of access declaration. */
export const PROBE = {
  permission: `${API_PREFIX}/probe/dashboard`,
  authenticated: `${API_PREFIX}/probe/account`,
  beforeSecurityCode: `${API_PREFIX}/probe/before-code`,
  public: `${API_PREFIX}/probe/public`,
} as const;

/**
 * A small app with the real guard and error handler, sharing the test app's signer and clock, with one
 * route of each access kind: it checks what real tokens open before the feature routes exist.
 */
export async function createGuardProbe(t: TestApp): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', t.app.deps);
  await app.register(errorsPlugin);
  await app.register(authPlugin, { signer: t.signer });
  const who = (request: { user: { username: string } | null }) => ({ username: request.user?.username ?? null });
  app.get(PROBE.permission, { config: { permission: 'read:dashboard' } }, async (request) => who(request));
  app.get(PROBE.authenticated, { config: { authenticated: true } }, async (request) => who(request));
  app.get(PROBE.beforeSecurityCode, { config: { authenticated: true, beforeSecurityCode: true } }, async (request) =>
    who(request),
  );
  app.get(PROBE.public, { config: { public: true } }, async (request) => who(request));
  await app.ready();
  return app;
}

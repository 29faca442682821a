import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import type { TestApp } from '../test/test-app.ts';

/**
 * A second app on the database of a test app, with other settings (SMTP_URL, NODE_ENV=production…).
 * The first app is closed so that only this one's dispatcher works on the outbox.
 */
export async function appWithEnv(base: TestApp, env: Record<string, string>, now?: () => Date): Promise<FastifyInstance> {
  await base.app.close();
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(32), ...env }),
    database: base.database,
    signer: base.signer,
    ...(now ? { now } : {}),
  });
  await app.ready();
  return app;
}

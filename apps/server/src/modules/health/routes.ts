import { PLATFORM_VERSION } from '@cri/shared/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { sendJson } from '../../lib/json-cache.ts';

const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
});

/** How long one database check answers for: probes under load must not become the database's load. */
const CHECK_TTL_MS = 1000;

/** Database reachability, checked at most once per second however many probes arrive (they share it). */
function databaseProbe(database: Database, now: () => number) {
  let last: { at: number; ok: Promise<boolean> } | undefined;
  return (): Promise<boolean> => {
    const t = now();
    if (!last || t - last.at >= CHECK_TTL_MS) {
      last = {
        at: t,
        ok: database.ping().then(
          () => true,
          () => false,
        ),
      };
    }
    return last.ok;
  };
}

/** GET /health: liveness and database reachability (503 when the database does not answer). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  const probe = databaseProbe(database, () => performance.now());
  // The two possible bodies, serialised once.
  const body = (ok: boolean) =>
    JSON.stringify(
      ZHealth.parse({ status: ok ? 'ok' : 'degraded', version: PLATFORM_VERSION, database: { kind: database.kind, ok } }),
    );
  const bodies = { true: body(true), false: body(false) };

  app.get(
    '/health',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: ZHealth, 503: ZHealth } } },
    async (_request, reply) => {
      const ok = await probe();
      await sendJson(reply.status(ok ? 200 : 503).header('cache-control', 'no-store'), Promise.resolve(bodies[`${ok}`]));
    },
  );
};

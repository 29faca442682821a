import { PLATFORM_VERSION } from '@cri/shared/limits';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
});

/** How long one database check answers for: probes under load must not become the database's load. */
const CHECK_TTL_MS = 1000;

/**
 * Database reachability, checked at most once per second however many probes arrive (they share it).
 * `known()` is the last answer while it is fresh, so most probes answer without waiting on a promise.
 */
function databaseProbe(database: Database, now: () => number) {
  let last: { at: number; ok: Promise<boolean>; value?: boolean } | undefined;
  const check = (): Promise<boolean> => {
    const t = now();
    if (!last || t - last.at >= CHECK_TTL_MS) {
      const current: { at: number; ok: Promise<boolean>; value?: boolean } = {
        at: t,
        ok: database.ping().then(
          () => true,
          () => false,
        ),
      };
      void current.ok.then((ok) => {
        current.value = ok;
      });
      last = current;
    }
    return last.ok;
  };
  const known = (): boolean | undefined => (last && now() - last.at < CHECK_TTL_MS ? last.value : undefined);
  return { check, known };
}

/**
 * GET /health: liveness and database reachability (503 when the database does not answer). Probes are
 * frequent and the path is kept cheap (bench/README.md): bodies serialised once, a synchronous answer while
 * the last database check is fresh, no per-request log lines below warnings (one shared child logger
 * instead of one per request), and only `nosniff` among the security headers (plugins/security-headers.ts).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  const probe = databaseProbe(database, () => performance.now());
  // The two possible bodies, serialised once.
  const body = (ok: boolean) =>
    JSON.stringify(
      ZHealth.parse({ status: ok ? 'ok' : 'degraded', version: PLATFORM_VERSION, database: { kind: database.kind, ok } }),
    );
  const bodies = { true: body(true), false: body(false) };
  // The body is already JSON: sent as a string, which Fastify does not serialise again.
  const sendHealth = (reply: FastifyReply, ok: boolean): void => {
    reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(ok ? bodies.true : bodies.false);
  };

  // Encapsulated in this plugin: the health route's requests log through one logger that drops the
  // "incoming request" / "request completed" lines of every probe (warnings and errors still go through).
  const level = ['trace', 'debug', 'info'].includes(app.log.level) ? 'warn' : app.log.level;
  const quiet: FastifyBaseLogger = app.log.child({ route: 'health' }, { level });
  app.setChildLoggerFactory(() => quiet);

  app.get(
    '/health',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: ZHealth, 503: ZHealth } } },
    (_request, reply): void | Promise<void> => {
      const known = probe.known();
      if (known !== undefined) return sendHealth(reply, known);
      return probe.check().then((ok) => sendHealth(reply, ok));
    },
  );
};

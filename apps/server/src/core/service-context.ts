import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { publicLink } from '../mail/outbox.ts';

/**
 * What every service needs from the app, in one shape: services take this (or a module's extension of it)
 * and never the Fastify instance, so they run the same from a route, a job or a test.
 */
export interface ServiceContext {
  db: Db;
  now: () => Date;
  /** An absolute link to a portal page (PUBLIC_URL), for mails. */
  link: (path: string) => string;
}

/** The same context for one request: the caller's claims travel with it instead of beside it. */
export interface RequestContext extends ServiceContext {
  user: TAccessClaims;
}

/** Built once per route plugin. */
export const serviceContext = (app: FastifyInstance): ServiceContext => ({
  db: app.deps.database.db,
  // Read at each call: a test may swap the clock after the app is built.
  now: () => app.deps.now(),
  link: (path) => publicLink(app, path),
});

export const forCaller = (ctx: ServiceContext, user: TAccessClaims): RequestContext => ({ ...ctx, user });

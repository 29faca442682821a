import type { FastifyInstance, RouteOptions } from 'fastify';
import { API_PREFIX, DOCS_PREFIX, type RouteAccessConfig } from '../plugins/auth.ts';

/**
 * The routes every Fastify instance of this test file registers, seen by an `onRoute` hook added before
 * any plugin, so a walk over them does not depend on the guard or on a hand-written list. A test file
 * opts in with (vi.mock is hoisted, so the factory imports this file lazily):
 *
 *   vi.mock('fastify', async (original) =>
 *     (await import('../test/route-collector.ts')).collectingFastify(await original()));
 */
export const seenRoutes: RouteOptions[] = [];

export function collectingFastify<T extends { default: unknown }>(actual: T): T {
  const create = actual.default as (opts?: object) => FastifyInstance;
  const withCollector = (opts?: object) => {
    const app = create(opts);
    app.addHook('onRoute', (route) => {
      seenRoutes.push(route);
    });
    return app;
  };
  return { ...actual, default: withCollector };
}

export interface ApiRoute {
  method: string;
  /** The path after /backend/api, as registered (params as `:name`). */
  path: string;
  /** `METHOD /path`, the key of access-matrix.ts. */
  key: string;
  config: RouteAccessConfig;
  schema: RouteOptions['schema'];
}

/** The API routes registered so far (HEAD twins of GET routes left out), each once. */
export function apiRoutes(): ApiRoute[] {
  const byKey = new Map<string, ApiRoute>();
  for (const route of seenRoutes) {
    if (!route.url.startsWith(API_PREFIX) || route.url.startsWith(DOCS_PREFIX)) continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const path = route.url.slice(API_PREFIX.length);
      const key = `${method} ${path}`;
      byKey.set(key, { method, path, key, config: (route.config ?? {}) as RouteAccessConfig, schema: route.schema });
    }
  }
  return [...byKey.values()];
}

/** Routes that take a multipart body (file uploads), from the `consumes` of their schema. */
export const isMultipart = (route: ApiRoute): boolean =>
  ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data');

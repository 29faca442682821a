import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { API_PREFIX } from './auth.ts';
import { sendError } from './errors.ts';

/**
 * Serves the built web app with history fallback: any GET that is not a file and not under the API
 * prefix answers index.html (app.html, when the build wrote it, at any address but `/`), so deep links
 * work. Unknown API paths keep the JSON error shape.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { distDir: string | undefined }) => {
  const dist = opts.distDir ? resolve(opts.distDir) : undefined;
  const hasSpa = dist !== undefined && existsSync(join(dist, 'index.html'));
  const hasAppPage = hasSpa && existsSync(join(dist, 'app.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
      // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs): sent to browsers that accept them.
      preCompressed: true,
      setHeaders: (res, path) => {
        if (!path.includes(join(dist, 'assets'))) res.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasSpa && wantsPage && !path.startsWith(API_PREFIX) && !/\.[a-z0-9]{1,8}$/i.test(path)) {
      // The public home page prerendered (index.html) at `/` only; the app's page without it (app.html, written by the
      // build since decision 120) at any other address.
      const page = path === '/' || !hasAppPage ? 'index.html' : 'app.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return sendError(reply, new AppError('NOT_FOUND'));
  });
});

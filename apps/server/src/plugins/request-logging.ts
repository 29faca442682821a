import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { API_PREFIX } from './auth.ts';

/**
 * A request for the web app rather than the API: its scripts, styles, fonts, images and the pages
 * answered with index.html. One page view fetches dozens of them (10,000 log lines in 25 minutes of
 * browsing at the default level), and they say nothing the API lines do not.
 */
export function isWebAppRequest(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`);
}

/**
 * Fastify's request log lines ("incoming request", "request completed"), with the web app's requests written
 * at `debug` instead of `info` unless `LOG_STATIC=true`: at the default level only API requests are logged,
 * `LOG_LEVEL=debug` shows everything. A web-app request that fails (an error, a 5xx) is still logged as such.
 */
export class RequestLogController extends LogController {
  readonly #logWebApp: boolean;

  constructor(opts: { logStatic: boolean }) {
    super();
    this.#logWebApp = opts.logStatic;
  }

  #quiet(request: FastifyRequest): boolean {
    return !this.#logWebApp && isWebAppRequest(request.url);
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (this.#quiet(request)) request.log.debug({ req: request }, 'incoming request');
    else super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error || reply.statusCode >= 500 || !this.#quiet(request)) super.requestCompleted(error, request, reply, metadata);
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

import {
  LOGIN_HEADERS,
  REFRESH_TOKEN_HEADER,
  ZCaptchaResponse,
  ZLoginRequest,
  ZLogoutRequest,
  ZRefreshRequest,
  ZSecureKeyQuery,
  ZSecureKeyResponse,
  ZTokenResponse,
  ZValidateOtpQuery,
  ZValidateOtpResponse,
} from '@cri/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { createCaptcha } from './captcha.ts';
import { authContext } from './context.ts';
import { logout } from './logout-service.ts';
import { secureKey, validateSecurityCode } from './security-code-service.ts';
import { refreshSession, signIn } from './sign-in-service.ts';

/** Tokens and captchas must never be kept by a browser or proxy cache. */
const NO_STORE = { 'cache-control': 'no-store' };
const tags = ['auth'];

/** Sign-in, captcha, session refresh, logout and the staff security code (spec 1 §4.1, §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = authContext(app);

  app.get('/captcha', { config: { public: true }, schema: { tags, response: { 200: ZCaptchaResponse } } }, async (_req, reply) =>
    reply.headers(NO_STORE).send(await createCaptcha(ctx.db, ctx.now())),
  );

  app.post(
    '/login',
    { config: { public: true }, schema: { tags, body: ZLoginRequest, response: { 200: ZTokenResponse } } },
    async (request, reply) => {
      const result = await signIn(ctx, request.body);
      const headers: Record<string, string> = {
        ...NO_STORE,
        [LOGIN_HEADERS.failedAuthentication]: String(result.failedAttempts),
        'access-control-expose-headers': Object.values(LOGIN_HEADERS).join(', '),
      };
      if (result.lastConnectionDate) headers[LOGIN_HEADERS.lastConnectionDate] = result.lastConnectionDate;
      return reply.headers(headers).send(result.tokens);
    },
  );

  app.post(
    '/refresh-token',
    { config: { public: true }, schema: { tags, body: ZRefreshRequest, response: { 200: ZTokenResponse } } },
    async (request, reply) => reply.headers(NO_STORE).send(await refreshSession(ctx, request.body.refreshToken)),
  );

  app.post(
    '/users/logout',
    {
      config: { authenticated: true, beforeSecurityCode: true },
      schema: { tags, body: ZLogoutRequest.nullish(), response: { 204: z.null() } },
    },
    async (request, reply) => {
      const header = request.headers[REFRESH_TOKEN_HEADER];
      const fromHeader = typeof header === 'string' && header.length > 0 ? header : undefined;
      await logout(ctx, currentUser(request), fromHeader ?? request.body?.refreshToken);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/secureKey',
    {
      config: { authenticated: true, beforeSecurityCode: true },
      schema: { tags, querystring: ZSecureKeyQuery, response: { 200: ZSecureKeyResponse } },
    },
    async (request, reply) => reply.headers(NO_STORE).send(await secureKey(ctx, currentUser(request), request.query.username)),
  );

  app.get(
    '/validateOtp',
    {
      config: { authenticated: true, beforeSecurityCode: true },
      schema: { tags, querystring: ZValidateOtpQuery, response: { 200: ZValidateOtpResponse } },
    },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await validateSecurityCode(ctx, currentUser(request), request.query.secureCode)),
  );
};

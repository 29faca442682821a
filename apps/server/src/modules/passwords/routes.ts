import { loadCommonPasswords } from '@cri/shared/rules/password-policy';
import { ZTokenResponse } from '@cri/shared/schemas/auth';
import {
  ZChangePasswordRequest,
  ZForgottenPasswordRequest,
  ZForgottenPasswordResponse,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
  ZTokenBlacklistQuery,
  ZTokenBlacklistResponse,
} from '@cri/shared/schemas/passwords';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { authContext } from '../auth/context.ts';
import { changePassword } from './change-password-service.ts';
import { requestPasswordReset } from './forgotten-password-service.ts';
import { checkResetToken, resetPassword } from './reset-password-service.ts';

const NO_STORE = { 'cache-control': 'no-store' };
const tags = ['passwords'];

/** Forgotten password, reset by e-mailed link, change and expired password (spec 1 §4.2, §7, §8). */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = authContext(app);
  // Before any request (the sign-up route checks new passwords against it too).
  await loadCommonPasswords();

  app.post(
    '/users/forgotten-password',
    {
      config: { public: true },
      schema: { tags, body: ZForgottenPasswordRequest, response: { 200: ZForgottenPasswordResponse } },
    },
    async (request) => requestPasswordReset(ctx, request.body),
  );

  app.get(
    '/users/token-black-list-check',
    { config: { public: true }, schema: { tags, querystring: ZTokenBlacklistQuery, response: { 200: ZTokenBlacklistResponse } } },
    async (request, reply) => reply.headers(NO_STORE).send(await checkResetToken(ctx, request.query.token)),
  );

  app.post(
    '/users/reset-password',
    { config: { public: true }, schema: { tags, body: ZResetPasswordRequest, response: { 200: ZResetPasswordResponse } } },
    async (request) => resetPassword(ctx, request.body),
  );

  app.post(
    '/users/change-password',
    {
      // Open to an expired password (that is how it gets changed) and, for an expired one only, before the
      // security code (the service refuses the rest): the post-login redirect sends there first.
      config: { authenticated: true, beforeSecurityCode: true, allowExpiredPassword: true },
      schema: { tags, body: ZChangePasswordRequest, response: { 200: ZTokenResponse } },
    },
    async (request, reply) => reply.headers(NO_STORE).send(await changePassword(ctx, currentUser(request), request.body)),
  );
};

import { ZActivateRequest, ZResendActivationRequest, ZSignUpRequest, ZSignUpResponse } from '@cri/shared/schemas/accounts';
import { ZTokenResponse } from '@cri/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authContext } from '../auth/context.ts';
import { activate } from './activation-service.ts';
import { resendActivation, signUp } from './sign-up-service.ts';

const tags = ['accounts'];
const NO_STORE = { 'cache-control': 'no-store' };

/** Sign-up, activation link and its resend (spec 1 §4.2, §7). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = authContext(app);
  app.post(
    '/users/sign-up',
    { config: { public: true }, schema: { tags, body: ZSignUpRequest, response: { 201: ZSignUpResponse } } },
    async (request, reply) => reply.status(201).send(await signUp(ctx, request.body)),
  );

  app.post(
    '/users/resend-activation',
    { config: { public: true }, schema: { tags, body: ZResendActivationRequest, response: { 200: ZSignUpResponse } } },
    async (request, reply) => reply.send(await resendActivation(ctx, request.body.username)),
  );

  app.post(
    '/users/activate',
    { config: { public: true }, schema: { tags, body: ZActivateRequest, response: { 200: ZTokenResponse } } },
    async (request, reply) => reply.headers(NO_STORE).send(await activate(ctx, request.body.token)),
  );
};

import { ZActivateRequest, ZResendActivationRequest, ZSignUpRequest, ZSignUpResponse } from '@cri/shared/schemas/accounts';
import { ZTokenResponse } from '@cri/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activate } from './activation-service.ts';
import { resendActivation, signUp } from './sign-up-service.ts';

const tags = ['accounts'];
const NO_STORE = { 'cache-control': 'no-store' };

/** Sign-up, activation link and its resend (spec 1 §4.2, §7). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/sign-up',
    { config: { public: true }, schema: { tags, body: ZSignUpRequest, response: { 201: ZSignUpResponse } } },
    async (request, reply) => reply.status(201).send(await signUp(app, request.body)),
  );

  app.post(
    '/users/resend-activation',
    { config: { public: true }, schema: { tags, body: ZResendActivationRequest, response: { 200: ZSignUpResponse } } },
    async (request, reply) => reply.send(await resendActivation(app, request.body.username)),
  );

  app.post(
    '/users/activate',
    { config: { public: true }, schema: { tags, body: ZActivateRequest, response: { 200: ZTokenResponse } } },
    async (request, reply) => reply.headers(NO_STORE).send(await activate(app, request.body.token)),
  );
};

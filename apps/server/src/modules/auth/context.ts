import type { FastifyInstance } from 'fastify';
import { type ServiceContext, serviceContext } from '../../core/service-context.ts';
import type { TokenSigner } from '../../lib/jwt.ts';

/** What the auth services need beyond the service context: the token signer and the captcha switch. */
export interface AuthContext extends ServiceContext {
  signer: TokenSigner;
  /** CAPTCHA_TEST_ANSWER (tests and demos; config/env.ts refuses it in production). */
  captchaTestAnswer: string | undefined;
}

export const authContext = (app: FastifyInstance): AuthContext => ({
  ...serviceContext(app),
  signer: app.deps.signer,
  captchaTestAnswer: app.deps.env.CAPTCHA_TEST_ANSWER,
});

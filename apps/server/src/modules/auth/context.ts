import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { TokenSigner } from '../../lib/jwt.ts';

/** What the auth services need from the app: the database, the token signer and the clock. */
export interface AuthContext {
  db: Db;
  signer: TokenSigner;
  now: () => Date;
  /** CAPTCHA_TEST_ANSWER (tests and demos; config/env.ts refuses it in production). */
  captchaTestAnswer: string | undefined;
}

export const authContext = (app: FastifyInstance): AuthContext => ({
  db: app.deps.database.db,
  signer: app.deps.signer,
  // Read at each call: a test may swap the clock after the app is built.
  now: () => app.deps.now(),
  captchaTestAnswer: app.deps.env.CAPTCHA_TEST_ANSWER,
});

import type { FastifyInstance } from 'fastify';
import { publicLink } from '../../mail/outbox.ts';
import { type AuthContext, authContext } from '../auth/context.ts';

/** What the password services need: the auth context plus the builder of e-mailed links. */
export interface PasswordsContext extends AuthContext {
  /** An absolute link to a portal page (PUBLIC_URL). */
  link: (path: string) => string;
}

export const passwordsContext = (app: FastifyInstance): PasswordsContext => ({
  ...authContext(app),
  link: (path) => publicLink(app, path),
});

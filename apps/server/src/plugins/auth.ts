import type { Permission } from '@cri/shared/permissions';
import { holdsPermission } from '@cri/shared/permissions';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { TokenSigner } from '../lib/jwt.ts';
import { isSessionLive, peekSessionLive } from '../modules/auth/session-liveness.ts';

/**
 * Every API route declares, in its config, either `public: true` or the permission it needs
 * (ARCHITECTURE.md §6). `beforeSecurityCode: true` lets a staff token that has not yet passed the
 * security code through (only the security-code endpoints and logout use it).
 */
export interface RouteAccessConfig {
  public?: boolean;
  permission?: Permission;
  /** Any signed-in account, whatever its role (own session and account endpoints). */
  authenticated?: boolean;
  beforeSecurityCode?: boolean;
  /**
   * Opened to a token whose password has expired (the change-password endpoint); every other protected
   * route answers 308 PASSWORD_EXPIRED to it. Defaults to `beforeSecurityCode` (security code, logout).
   */
  allowExpiredPassword?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig extends RouteAccessConfig {}
  interface FastifyRequest {
    user: TAccessClaims | null;
  }
}

export const API_PREFIX = '/backend/api';
/** The OpenAPI documentation pages, public by nature. */
export const DOCS_PREFIX = `${API_PREFIX}/docs`;

function bearerToken(header: string): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('TOKEN_INVALID');
  return match[1];
}

async function readUser(request: FastifyRequest, signer: TokenSigner): Promise<TAccessClaims | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = bearerToken(header);
  const { deps } = request.server;
  // The app clock, so a test that moves time forward sees access tokens expire.
  const now = deps.now();
  const claims = await signer.verify(token, now);
  if (deps.env.BENCH_SKIP_SESSION_CHECK) return claims;
  // Logout, a password or security-code change and deactivation end the session before the token expires
  // (decision 026). Every token the portal signs names its session.
  const live =
    claims.sid !== undefined &&
    (await isSessionLive(deps.database.db, { sessionId: claims.sid, userId: Number(claims.sub), now }));
  if (!live) throw new AppError('TOKEN_INVALID');
  return claims;
}

/**
 * The same answer as `readUser` when the memory already holds it (a token verified before and not expired, its
 * session's answer still fresh: the commonest case by far), synchronously; undefined when a signature or the
 * database must be checked. The same rules, in the same order: nothing is believed that `readUser` would refuse.
 */
function readUserFromMemory(request: FastifyRequest, signer: TokenSigner): TAccessClaims | null | undefined {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = bearerToken(header);
  const { deps } = request.server;
  const now = deps.now();
  const claims = signer.peek(token, now);
  if (!claims) return undefined;
  if (deps.env.BENCH_SKIP_SESSION_CHECK) return claims;
  if (claims.sid === undefined) throw new AppError('TOKEN_INVALID');
  const live = peekSessionLive(claims.sid, now);
  if (live === undefined) return undefined;
  if (!live) throw new AppError('TOKEN_INVALID');
  return claims;
}

/** Deny by default: a route under the API prefix without a declaration refuses to register. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { signer: TokenSigner }) => {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) || route.url.startsWith(DOCS_PREFIX)) return;
    const config = (route.config ?? {}) as RouteAccessConfig;
    const declared = [config.public, config.permission !== undefined, config.authenticated].filter(Boolean).length;
    if (declared !== 1) {
      throw new Error(`Route ${route.method} ${route.url} must declare exactly one of public, permission, authenticated`);
    }
    /** What the route lets through, once the caller is known (throws the refusal). */
    const admit = (request: FastifyRequest, user: TAccessClaims | null): void => {
      if (config.public) {
        // A public route still knows who calls it when a valid token comes along; a bad one is ignored.
        // A staff token before its security code opens nothing, not even what a public route would show
        // to a known caller (a document link without its token falls back to the bearer).
        request.user = user?.otp ? user : null;
        return;
      }
      if (!user) throw new AppError('UNAUTHENTICATED');
      if (!user.otp && !config.beforeSecurityCode) throw new AppError('SECURITY_CODE_REQUIRED');
      request.user = user;
      if (config.permission && !holdsPermission(user, config.permission)) throw new AppError('FORBIDDEN');
      const expiry = user.passwordExpirationDate;
      if (
        expiry &&
        !(config.allowExpiredPassword ?? config.beforeSecurityCode) &&
        expiry < platformToday(request.server.deps.now())
      ) {
        throw new AppError('PASSWORD_EXPIRED');
      }
    };
    const check = async (request: FastifyRequest): Promise<void> => {
      const user = config.public ? await readUser(request, opts.signer).catch(() => null) : await readUser(request, opts.signer);
      admit(request, user);
    };
    // Callback style, synchronous when no promise is needed: anonymous calls to public routes, and calls
    // whose token and session the memory already vouches for (most authenticated requests). Otherwise the
    // signature and the session are checked (WebCrypto, database).
    const guard: onRequestHookHandler = (request, _reply, done) => {
      if (config.public && !request.headers.authorization) return done();
      let known: TAccessClaims | null | undefined;
      try {
        known = readUserFromMemory(request, opts.signer);
      } catch (error) {
        if (!config.public) return done(error as Error);
        known = null;
      }
      if (known === undefined) {
        check(request).then(() => done(), done);
        return;
      }
      try {
        admit(request, known);
      } catch (error) {
        return done(error as Error);
      }
      done();
    };
    const existing = route.onRequest;
    route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
  });
});

/** The signed-in user of a route that is not public (the guard has already refused anonymous calls). */
export function currentUser(request: FastifyRequest): TAccessClaims {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}

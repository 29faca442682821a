import type { TLoginRequest, TTokenResponse } from '@cri/shared/schemas/auth';
import { AppError } from '../../lib/app-error.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password.ts';
import { checkCaptcha } from './captcha.ts';
import { tokenResponse } from './claims.ts';
import type { AuthContext } from './context.ts';
import { openSession, purgeStaleSessions, revokeSession, rotateRefreshToken } from './refresh-tokens.ts';
import { findUserById, findUserByUsername, recordFailedSignIn, recordSuccessfulSignIn } from './repository.ts';
import { assertNotThrottled, clearSignInFailures, recordSignInFailure } from './sign-in-throttle.ts';

export interface SignInResult {
  tokens: TTokenResponse;
  /** YYYY-MM-DD of the previous successful sign-in (UTC), null on the first one. */
  lastConnectionDate: string | null;
  /** Failed attempts since the previous successful sign-in. */
  failedAttempts: number;
}

/** POST /login (spec 1 §4.1): captcha first, then the password; every failure looks the same. */
export async function signIn(ctx: AuthContext, body: TLoginRequest): Promise<SignInResult> {
  const now = ctx.now();
  await checkCaptcha(ctx.db, body, { now, testAnswer: ctx.captchaTestAnswer });
  await assertNotThrottled(ctx.db, body.username, now);
  const user = await findUserByUsername(ctx.db, body.username);
  if (!user) {
    await burnPasswordCheck(body.password);
    await recordSignInFailure(ctx.db, body.username, now);
    throw new AppError('INVALID_CREDENTIALS');
  }
  const check = await verifyPassword(body.password, user.passwordHash);
  if (!check.ok) {
    await recordFailedSignIn(ctx.db, user.id);
    await recordSignInFailure(ctx.db, body.username, now);
    throw new AppError('INVALID_CREDENTIALS');
  }
  // Only said once the password is right, so it reveals nothing to someone guessing accounts.
  if (!user.enabled) throw new AppError('ACCOUNT_NOT_ACTIVATED');

  const newPasswordHash = check.needsRehash ? await hashPassword(body.password) : null;
  await purgeStaleSessions(ctx.db, now);
  const tokens = await ctx.db.transaction(async (tx) => {
    await recordSuccessfulSignIn(tx, { userId: user.id, now, newPasswordHash });
    await clearSignInFailures(tx, body.username);
    const { session, refreshToken } = await openSession(tx, { userId: user.id, otpValidated: false, now });
    return tokenResponse(ctx, tx, { user, session, refreshToken });
  });
  return {
    tokens,
    lastConnectionDate: user.lastConnectionAt ? user.lastConnectionAt.toISOString().slice(0, 10) : null,
    failedAttempts: user.failedAuthCount,
  };
}

/** POST /refresh-token: rotation; a reused token revokes its whole family. */
export async function refreshSession(ctx: AuthContext, refreshToken: string): Promise<TTokenResponse> {
  const now = ctx.now();
  const rotation = await rotateRefreshToken(ctx.db, refreshToken, now);
  if (rotation.kind === 'reused') await revokeSession(ctx.db, rotation.sessionId, now);
  if (rotation.kind !== 'rotated') throw new AppError('TOKEN_INVALID');
  const user = await findUserById(ctx.db, rotation.session.userId);
  if (!user?.enabled) {
    await revokeSession(ctx.db, rotation.session.id, now);
    throw new AppError('TOKEN_INVALID');
  }
  return tokenResponse(ctx, ctx.db, { user, session: rotation.session, refreshToken: rotation.refreshToken });
}

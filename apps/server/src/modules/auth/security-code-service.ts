import { isSecurityCodeRole } from '@cri/shared/enums/roles';
import {
  SECURITY_CODE_MAX_ATTEMPTS,
  type TAccessClaims,
  type TSecureKeyResponse,
  type TValidateOtpResponse,
} from '@cri/shared/schemas/auth';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { tokenResponse } from './claims.ts';
import type { AuthContext } from './context.ts';
import { countWrongSecurityCode, findLiveSession, openSession, revokeSession } from './refresh-tokens.ts';
import { findUserById, normaliseUsername, type UserRow } from './repository.ts';
import { matchTotp, newTotpSecret, totpUri } from './totp.ts';

/** The caller's account and live session; a revoked session (logout, lockout) ends here. */
async function requireSession(ctx: AuthContext, claims: TAccessClaims) {
  if (!isSecurityCodeRole(claims.roles)) throw new AppError('FORBIDDEN');
  const userId = Number(claims.sub);
  const session = claims.sid ? await findLiveSession(ctx.db, { sessionId: claims.sid, userId, now: ctx.now() }) : undefined;
  const user = session ? await findUserById(ctx.db, userId) : undefined;
  if (!session || !user?.enabled) throw new AppError('TOKEN_INVALID');
  return { session, user };
}

/** Stores a secret unless a concurrent call already did, and answers the one that won. */
async function ensureSecret(ctx: AuthContext, user: UserRow): Promise<string> {
  if (user.totpSecret) return user.totpSecret;
  await ctx.db
    .update(users)
    .set({ totpSecret: newTotpSecret(), lastOtpCounter: null })
    .where(and(eq(users.id, user.id), isNull(users.totpSecret)));
  const stored = await findUserById(ctx.db, user.id);
  if (!stored?.totpSecret) throw new Error('security code secret not stored');
  return stored.totpSecret;
}

/**
 * GET /users/secureKey: the authenticator secret of the caller, shown only until the first code is
 * validated (afterwards it is never shown again; regional support resets it when a phone is lost).
 */
export async function secureKey(ctx: AuthContext, claims: TAccessClaims, username: string): Promise<TSecureKeyResponse> {
  if (normaliseUsername(username) !== claims.username) throw new AppError('FORBIDDEN');
  const { user } = await requireSession(ctx, claims);
  if (!user.firstConnection) throw new AppError('FORBIDDEN');
  const secret = await ensureSecret(ctx, user);
  return { secureKey: secret, uriKey: totpUri(secret, user.username) };
}

/**
 * GET /validateOtp: a TOTP code of the current time step (±1), each step accepted once. Wrong codes
 * are counted per session; at the limit the session is revoked and the user signs in again.
 * Success replaces the pre-code session by a validated one.
 */
export async function validateSecurityCode(ctx: AuthContext, claims: TAccessClaims, code: string): Promise<TValidateOtpResponse> {
  const now = ctx.now();
  const { session, user } = await requireSession(ctx, claims);
  const counter = user.totpSecret ? matchTotp(user.totpSecret, code, now) : null;
  const accepted =
    counter === null
      ? []
      : await ctx.db
          .update(users)
          .set({ firstConnection: false, activeMfa: true, lastOtpCounter: counter })
          // The conditional update refuses a replayed step even when two requests race.
          .where(and(eq(users.id, user.id), or(isNull(users.lastOtpCounter), lt(users.lastOtpCounter, counter))))
          .returning();
  const updated = accepted[0];
  if (!updated) {
    const attempts = await countWrongSecurityCode(ctx.db, session.id);
    if (attempts >= SECURITY_CODE_MAX_ATTEMPTS) {
      await revokeSession(ctx.db, session.id, now);
      throw new AppError('SECURITY_CODE_ATTEMPTS_EXCEEDED');
    }
    throw new AppError('INVALID_SECURITY_CODE', { extra: { remainingAttempts: SECURITY_CODE_MAX_ATTEMPTS - attempts } });
  }
  const tokens = await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, session.id, now);
    const opened = await openSession(tx, { userId: user.id, otpValidated: true, now });
    return tokenResponse(ctx, tx, { user: updated, ...opened });
  });
  return { valid: true, ...tokens };
}

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS } from '@cri/shared/limits';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { authSessions, refreshTokens } from '../../db/schema/accounts.ts';
import { noteRevoked } from './session-liveness.ts';

export type SessionRow = typeof authSessions.$inferSelect;

/** Only a hash is stored: a copy of the table does not let anyone resume a session. */
const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
const ttlMs = REFRESH_TOKEN_TTL_SECONDS * 1000;

async function issueRefreshToken(db: DbOrTx, { sessionId, userId, now }: { sessionId: string; userId: number; now: Date }) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.insert(refreshTokens).values({ tokenHash: hashToken(token), familyId: sessionId, userId, expiresAt });
  return token;
}

/** A new session (refresh-token family) and its first refresh token. */
export async function openSession(
  db: DbOrTx,
  { userId, otpValidated, now }: { userId: number; otpValidated: boolean; now: Date },
): Promise<{ session: SessionRow; refreshToken: string }> {
  const [session] = await db.insert(authSessions).values({ id: randomUUID(), userId, otpValidated, lastUsedAt: now }).returning();
  if (!session) throw new Error('session not created');
  return { session, refreshToken: await issueRefreshToken(db, { sessionId: session.id, userId, now }) };
}

export type Rotation =
  | { kind: 'rotated'; session: SessionRow; refreshToken: string }
  /** A token already exchanged came back: it was copied, so its whole family must go. */
  | { kind: 'reused'; sessionId: string }
  | { kind: 'invalid' };

/** Exchanges a refresh token for a new one of the same family; the old one is spent. */
export async function rotateRefreshToken(db: Db, token: string, now: Date): Promise<Rotation> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx): Promise<Rotation> => {
    // The conditional update makes two concurrent uses of one token impossible: only one spends it.
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, now)))
      .returning({ familyId: refreshTokens.familyId, userId: refreshTokens.userId });
    if (!spent) {
      const [known] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return known?.usedAt ? { kind: 'reused', sessionId: known.familyId } : { kind: 'invalid' };
    }
    const [session] = await tx
      .update(authSessions)
      .set({ lastUsedAt: now })
      .where(and(eq(authSessions.id, spent.familyId), isNull(authSessions.revokedAt)))
      .returning();
    if (!session) return { kind: 'invalid' };
    const refreshToken = await issueRefreshToken(tx, { sessionId: session.id, userId: spent.userId, now });
    return { kind: 'rotated', session, refreshToken };
  });
}

/** Ends one session: its refresh tokens and (at once on this instance) its access tokens stop working. */
export async function revokeSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  noteRevoked([sessionId], now);
}

/**
 * Ends every open session of an account: password change or reset, security-code reset, deactivation.
 * Every path that disables an account or replaces its credentials must call it.
 */
export async function revokeUserSessions(db: DbOrTx, userId: number, now: Date): Promise<void> {
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  noteRevoked(
    ended.map((s) => s.id),
    now,
  );
}

/** The session a refresh token belongs to, whatever its state (logout revokes it). */
export async function sessionOfRefreshToken(db: DbOrTx, token: string): Promise<{ sessionId: string; userId: number } | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row ?? null;
}

/** A session of this user that has not been revoked nor left unused past the refresh-token lifetime. */
export async function findLiveSession(db: DbOrTx, { sessionId, userId, now }: { sessionId: string; userId: number; now: Date }) {
  const [row] = await db
    .select()
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.lastUsedAt, new Date(now.getTime() - ttlMs)),
      ),
    );
  return row;
}

/** Counts a wrong security code in the session; returns the total so far. */
export async function countWrongSecurityCode(db: DbOrTx, sessionId: string): Promise<number> {
  const [row] = await db
    .update(authSessions)
    .set({ failedOtpAttempts: sql`${authSessions.failedOtpAttempts} + 1` })
    .where(eq(authSessions.id, sessionId))
    .returning({ attempts: authSessions.failedOtpAttempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/**
 * Housekeeping at sign-in: sessions whose every token has expired or that were revoked long ago go
 * (their tokens cascade), and so do expired tokens of live sessions, which rotation piles up (a spent
 * token is kept until it expires, to recognise its reuse).
 */
export async function purgeStaleSessions(db: DbOrTx, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - ttlMs);
  await db.delete(authSessions).where(or(lt(authSessions.lastUsedAt, cutoff), lt(authSessions.revokedAt, cutoff)));
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
}

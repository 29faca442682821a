import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, gte, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { passwordResetTokens } from '../../db/schema/passwords.ts';

/** Only a hash is stored: a copy of the table does not give anyone a working link. */
export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Reset links older than this are deleted (they only served the daily count, which is long over). */
const PURGE_AFTER_MS = 3 * 86_400_000;

/** Reset requests of the account since `since` (the start of the day): the daily counter. */
export async function countResetRequests(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gte(passwordResetTokens.createdAt, since)));
  return row?.n ?? 0;
}

/** Serialises the requests of one account (the daily limit holds under concurrency, on every instance). */
export async function lockUser(db: DbOrTx, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function createResetToken(
  db: DbOrTx,
  { userId, now, ttlSeconds }: { userId: number; now: Date; ttlSeconds: number },
): Promise<string> {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, new Date(now.getTime() - PURGE_AFTER_MS)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await db.insert(passwordResetTokens).values({ userId, tokenHash: hashResetToken(token), createdAt: now, expiresAt });
  return token;
}

/** The account of a link that is neither used nor expired (undefined otherwise). */
export async function findLiveResetToken(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<{ id: number; userId: number } | undefined> {
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashResetToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return row;
}

/** Spends the link (conditional update: of two concurrent uses only one wins) and every other open link. */
export async function consumeResetTokens(db: DbOrTx, { tokenId, userId, now }: { tokenId: number; userId: number; now: Date }) {
  const [spent] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  if (!spent) return false;
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  return true;
}

export async function setPassword(
  db: DbOrTx,
  { userId, passwordHash, expirationDate }: { userId: number; passwordHash: string; expirationDate: string },
): Promise<void> {
  await db.update(users).set({ passwordHash, passwordExpirationDate: expirationDate }).where(eq(users.id, userId));
}

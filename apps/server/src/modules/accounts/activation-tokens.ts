import { createHash, randomBytes } from 'node:crypto';
import { ACTIVATION_TOKEN_TTL_HOURS } from '@cri/shared/schemas/accounts';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { activationTokens } from '../../db/schema/activation.ts';

/** Only a hash is stored: a copy of the table activates nobody. */
const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** A new activation link token for this account; every older link stops working. */
export async function issueActivationToken(db: DbOrTx, { userId, now }: { userId: number; now: Date }): Promise<string> {
  await db
    .update(activationTokens)
    .set({ usedAt: now })
    .where(and(eq(activationTokens.userId, userId), isNull(activationTokens.usedAt)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ACTIVATION_TOKEN_TTL_HOURS * 3_600_000);
  await db.insert(activationTokens).values({ userId, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return token;
}

export type Consumption = { kind: 'ok'; userId: number } | { kind: 'expired' } | { kind: 'invalid' };

/**
 * Spends a token (single use). The conditional update makes two concurrent uses impossible: only one
 * of them spends it. An expired token is left as it is, so the page can offer a new link.
 */
export async function consumeActivationToken(db: DbOrTx, { token, now }: { token: string; now: Date }): Promise<Consumption> {
  const tokenHash = hashToken(token);
  const [row] = await db.select().from(activationTokens).where(eq(activationTokens.tokenHash, tokenHash));
  if (!row || row.usedAt) return { kind: 'invalid' };
  if (row.expiresAt <= now) return { kind: 'expired' };
  const [spent] = await db
    .update(activationTokens)
    .set({ usedAt: now })
    .where(and(eq(activationTokens.id, row.id), isNull(activationTokens.usedAt)))
    .returning({ userId: activationTokens.userId });
  return spent ? { kind: 'ok', userId: spent.userId } : { kind: 'invalid' };
}

/** Activation links e-mailed to one account per hour at most: resending cannot flood someone's inbox. */
export const ACTIVATION_LINKS_PER_HOUR = 5;

/** Links issued to this account during the hour before `now`. */
export async function recentActivationLinks(db: DbOrTx, { userId, now }: { userId: number; now: Date }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(activationTokens)
    .where(and(eq(activationTokens.userId, userId), gt(activationTokens.createdAt, new Date(now.getTime() - 3_600_000))));
  return row?.n ?? 0;
}

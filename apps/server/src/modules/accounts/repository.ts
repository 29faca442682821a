import type { AccountType } from '@cri/shared/schemas/accounts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { accountRegistrations } from '../../db/schema/activation.ts';

/** A new investor account, disabled until its e-mail address is confirmed; null when the address is taken. */
export async function insertPendingInvestor(
  db: DbOrTx,
  { username, passwordHash, accountType }: { username: string; passwordHash: string; accountType: AccountType },
): Promise<{ id: number } | null> {
  const [user] = await db
    .insert(users)
    .values({ username, passwordHash, roles: ['ROLE_INVESTOR'], enabled: false, firstConnection: false })
    .onConflictDoNothing({ target: users.username })
    .returning({ id: users.id });
  if (!user) return null;
  await db.insert(accountRegistrations).values({ userId: user.id, accountType });
  return user;
}

export async function enableUser(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ enabled: true }).where(eq(users.id, userId));
}

/**
 * The account type chosen at sign-up (PROFESSIONAL = intermediary acting for investors); null for
 * accounts not created by sign-up (demo and staff accounts). Used by the investor profile.
 */
export async function findAccountType(db: DbOrTx, userId: number): Promise<AccountType | null> {
  const [row] = await db
    .select({ accountType: accountRegistrations.accountType })
    .from(accountRegistrations)
    .where(eq(accountRegistrations.userId, userId));
  return row?.accountType ?? null;
}

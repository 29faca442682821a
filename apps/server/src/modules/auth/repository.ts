import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { advisors, cruiMembers, users } from '../../db/schema/accounts.ts';

export type UserRow = typeof users.$inferSelect;

/** Usernames are e-mail addresses, stored and compared lower-case. */
export const normaliseUsername = (username: string): string => username.trim().toLowerCase();

export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.username, normaliseUsername(username)));
  return row;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export interface StaffIds {
  advisorId: number | null;
  cruiMemberId: number | null;
}

/** Ids of the advisor and CRUI member records of an account, carried in its access token. */
export async function findStaffIds(db: DbOrTx, userId: number): Promise<StaffIds> {
  const [advisor] = await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.userId, userId));
  const [member] = await db.select({ id: cruiMembers.id }).from(cruiMembers).where(eq(cruiMembers.userId, userId));
  return { advisorId: advisor?.id ?? null, cruiMemberId: member?.id ?? null };
}

/** Counted in SQL so concurrent failures all count. */
export async function recordFailedSignIn(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ failedAuthCount: sql`${users.failedAuthCount} + 1` })
    .where(eq(users.id, userId));
}

export async function recordSuccessfulSignIn(
  db: DbOrTx,
  { userId, now, newPasswordHash }: { userId: number; now: Date; newPasswordHash: string | null },
): Promise<void> {
  await db
    .update(users)
    .set({ lastConnectionAt: now, failedAuthCount: 0, ...(newPasswordHash ? { passwordHash: newPasswordHash } : {}) })
    .where(eq(users.id, userId));
}

import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { regionalSupports, users } from '../../db/schema/accounts.ts';
import { otpResetHistory } from '../../db/schema/otp-reset.ts';
import { regions } from '../../db/schema/reference-data.ts';
import { regionCondition } from '../../lib/region-scope.ts';

type Scope = Pick<TAccessClaims, 'roles' | 'regionId'>;

const accountColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: users.roles,
  regionId: users.regionId,
  regionName: regions.nameFr,
  regionNameAr: regions.nameAr,
  totpSecret: users.totpSecret,
  firstConnection: users.firstConnection,
  activeMfa: users.activeMfa,
};

/**
 * An account as support sees it; a regional caller only finds accounts of its own region (ARCHITECTURE.md
 * §6), so another region's account reads exactly like an unknown one.
 */
export async function findScopedAccount(db: DbOrTx, scope: Scope, where: SQL) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(regions, eq(regions.id, users.regionId))
    .where(and(where, regionCondition(scope, users.regionId)));
  return row;
}
export type SupportedAccount = NonNullable<Awaited<ReturnType<typeof findScopedAccount>>>;

export async function findRegionalSupport(db: DbOrTx, where: { id: number } | { userId: number }) {
  const condition = 'id' in where ? eq(regionalSupports.id, where.id) : eq(regionalSupports.userId, where.userId);
  const [row] = await db.select().from(regionalSupports).where(condition);
  return row;
}

/** Forgets the authenticator: the next sign-in goes through the first-connection set-up again. */
export async function clearSecurityCode(db: DbOrTx, { userId }: { userId: number }): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: null, lastOtpCounter: null, firstConnection: true, activeMfa: false })
    .where(eq(users.id, userId));
}

export type HistoryInsert = typeof otpResetHistory.$inferInsert;
export async function insertHistory(db: DbOrTx, row: HistoryInsert): Promise<void> {
  await db.insert(otpResetHistory).values(row);
}

/** Newest first; a regional caller reads its region's rows only. */
export async function listHistory(db: DbOrTx, { scope, page, size }: { scope: Scope; page: number; size: number }) {
  const where = regionCondition(scope, otpResetHistory.regionId);
  const [total] = await db.select({ value: count() }).from(otpResetHistory).where(where);
  const rows = await db
    .select({ history: otpResetHistory, regionName: regions.nameFr, regionNameAr: regions.nameAr })
    .from(otpResetHistory)
    .leftJoin(regions, eq(regions.id, otpResetHistory.regionId))
    .where(where)
    .orderBy(desc(otpResetHistory.resetAt), desc(otpResetHistory.id))
    .limit(size)
    .offset(page * size);
  return { total: total?.value ?? 0, rows };
}

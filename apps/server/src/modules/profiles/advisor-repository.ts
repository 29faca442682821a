import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { advisors, users } from '../../db/schema/accounts.ts';
import { regions } from '../../db/schema/reference-data.ts';
import { regionCondition } from '../../lib/region-scope.ts';

/** Advisors with their account and region, always within the caller's region scope. */
export async function selectAdvisors(db: DbOrTx, caller: TAccessClaims, filter: { id?: number; regionId?: number }) {
  const conditions: (SQL | undefined)[] = [regionCondition(caller, advisors.regionId)];
  if (filter.id !== undefined) conditions.push(eq(advisors.id, filter.id));
  if (filter.regionId !== undefined) conditions.push(eq(advisors.regionId, filter.regionId));
  return db
    .select({ advisor: advisors, user: users, region: { id: regions.id, nameFr: regions.nameFr, nameAr: regions.nameAr } })
    .from(advisors)
    .innerJoin(users, eq(users.id, advisors.userId))
    .innerJoin(regions, eq(regions.id, advisors.regionId))
    .where(and(...conditions))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(advisors.id))
    .limit(filter.id === undefined ? 500 : 1);
}
export type AdvisorRow = Awaited<ReturnType<typeof selectAdvisors>>[number];

export async function updateAdvisorPhones(
  db: DbOrTx,
  { userId, mobilePhone, deskPhone }: { userId: number; mobilePhone: string; deskPhone: string | null },
): Promise<void> {
  await db.update(users).set({ mobilePhone, deskPhone }).where(eq(users.id, userId));
}

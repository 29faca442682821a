import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cruiMembers, users } from '../../db/schema/accounts.ts';
import { administrations, regions } from '../../db/schema/reference-data.ts';
import { regionCondition } from '../../lib/region-scope.ts';

export interface CruiMemberFilter {
  id?: number;
  regionId?: number;
  administrationIds?: number[];
  waliOnly?: boolean;
}

/**
 * CRUI members with their account, region and administration. The caller's region scope is always
 * applied (ARCHITECTURE.md §6): another region's member is simply not found.
 */
export async function selectCruiMembers(db: DbOrTx, caller: TAccessClaims, filter: CruiMemberFilter) {
  const conditions: (SQL | undefined)[] = [regionCondition(caller, cruiMembers.regionId)];
  if (filter.id !== undefined) conditions.push(eq(cruiMembers.id, filter.id));
  if (filter.regionId !== undefined) conditions.push(eq(cruiMembers.regionId, filter.regionId));
  if (filter.administrationIds) conditions.push(inArray(cruiMembers.administrationId, filter.administrationIds));
  if (filter.waliOnly) conditions.push(or(eq(users.isWali, true), eq(cruiMembers.governor, true)));
  return db
    .select({
      member: cruiMembers,
      user: users,
      region: { id: regions.id, nameFr: regions.nameFr, nameAr: regions.nameAr },
      administration: { id: administrations.id, nameFr: administrations.nameFr, nameAr: administrations.nameAr },
    })
    .from(cruiMembers)
    .innerJoin(users, eq(users.id, cruiMembers.userId))
    .innerJoin(regions, eq(regions.id, cruiMembers.regionId))
    .leftJoin(administrations, eq(administrations.id, cruiMembers.administrationId))
    .where(and(...conditions))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(cruiMembers.id))
    .limit(filter.id === undefined ? 500 : 1);
}
export type CruiMemberRow = Awaited<ReturnType<typeof selectCruiMembers>>[number];

export async function updateCruiMemberProfile(
  db: DbOrTx,
  {
    memberId,
    userId,
    mobilePhone,
    deskPhone,
    jobTitle,
  }: { memberId: number; userId: number; mobilePhone: string; deskPhone: string | null; jobTitle: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ mobilePhone, deskPhone }).where(eq(users.id, userId));
    await tx.update(cruiMembers).set({ jobTitle }).where(eq(cruiMembers.id, memberId));
  });
}

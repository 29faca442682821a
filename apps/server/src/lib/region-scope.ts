import { REGIONAL_ROLES } from '@cri/shared/enums/roles';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Region scoping for repositories of regional data (ARCHITECTURE.md §6): a user of a regional role sees
 * only rows of their region, whatever the query asks. Returns the condition to AND into the query
 * (undefined for national roles). A regional user without a region sees nothing.
 */
export function regionCondition(user: Pick<TAccessClaims, 'roles' | 'regionId'> | null, column: PgColumn): SQL | undefined {
  if (!user || !isRegional(user)) return undefined;
  return user.regionId === null ? sql`false` : eq(column, user.regionId);
}

export const isRegional = (user: Pick<TAccessClaims, 'roles'>): boolean => user.roles.some((r) => REGIONAL_ROLES.includes(r));

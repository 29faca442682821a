import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { cruiMembers, users } from '../../db/schema/accounts.ts';
import { projectSharedAdministrations } from '../../db/schema/advisor-review.ts';
import { projects } from '../../db/schema/projects.ts';
import { administrations } from '../../db/schema/reference-data.ts';
import { regionCondition } from '../../lib/region-scope.ts';

type Caller = Pick<TAccessClaims, 'roles' | 'regionId'>;

/** The project as the region's staff see it; undefined for another region's (the caller answers 404). */
export async function findSharedProject(db: DbOrTx, user: Caller, id: number) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      reference: projects.reference,
      regionId: projects.regionId,
      latestPhase: projects.latestPhase,
      sharedAt: projects.sharedAt,
    })
    .from(projects)
    .where(and(eq(projects.id, id), regionCondition(user, projects.regionId)));
  return row;
}

/** Enabled CRUI members of the region counted by administration: only these can be told of a shared file. */
const memberJoin = (regionId: number) =>
  and(eq(cruiMembers.administrationId, administrations.id), eq(cruiMembers.regionId, regionId));

/** The administrations of the region and the national ones, each with its count of commission members. */
export function administrationsWithMembers(db: DbOrTx, regionId: number) {
  return db
    .select({
      id: administrations.id,
      code: administrations.code,
      nameFr: administrations.nameFr,
      nameAr: administrations.nameAr,
      regionId: administrations.regionId,
      memberCount: sql<number>`count(${users.id})::int`,
    })
    .from(administrations)
    .leftJoin(cruiMembers, memberJoin(regionId))
    .leftJoin(users, and(eq(users.id, cruiMembers.userId), eq(users.enabled, true)))
    .where(or(eq(administrations.regionId, regionId), isNull(administrations.regionId)))
    .groupBy(administrations.id)
    .orderBy(sql`${administrations.regionId} is null`, asc(administrations.id));
}

export async function sharedAdministrationIds(db: DbOrTx, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ id: projectSharedAdministrations.administrationId })
    .from(projectSharedAdministrations)
    .where(eq(projectSharedAdministrations.projectId, projectId));
  return rows.map((r) => r.id);
}

/** Enabled commission members of the region belonging to these administrations. */
export function membersOf(db: DbOrTx, regionId: number, administrationIds: number[]) {
  if (administrationIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({ userId: users.id, email: users.username, firstName: users.firstName })
    .from(cruiMembers)
    .innerJoin(users, eq(users.id, cruiMembers.userId))
    .where(
      and(eq(cruiMembers.regionId, regionId), inArray(cruiMembers.administrationId, administrationIds), eq(users.enabled, true)),
    );
}

export async function applyShare(
  tx: DbOrTx,
  change: { projectId: number; added: number[]; removed: number[]; by: number; at: Date; stillShared: boolean },
): Promise<void> {
  if (change.removed.length > 0)
    await tx
      .delete(projectSharedAdministrations)
      .where(
        and(
          eq(projectSharedAdministrations.projectId, change.projectId),
          inArray(projectSharedAdministrations.administrationId, change.removed),
        ),
      );
  if (change.added.length > 0)
    await tx
      .insert(projectSharedAdministrations)
      .values(
        change.added.map((administrationId) => ({
          projectId: change.projectId,
          administrationId,
          sharedBy: change.by,
          sharedAt: change.at,
        })),
      )
      .onConflictDoNothing();
  await tx
    .update(projects)
    .set({ sharedAt: change.stillShared ? change.at : null })
    .where(eq(projects.id, change.projectId));
}

/**
 * For other modules ("files shared with me"): true for a project shared with an administration the member
 * `memberUserId` belongs to, in the member's region. Use it in a WHERE over `projects`, e.g.
 * `.where(and(regionCondition(user, projects.regionId), sharedWithMemberCondition(Number(user.sub))))`.
 */
export function sharedWithMemberCondition(memberUserId: number, projectIdColumn: PgColumn = projects.id): SQL {
  return sql`exists (select 1 from ${projectSharedAdministrations} psa
    join ${cruiMembers} cm on cm.administration_id = psa.administration_id
    join ${projects} sp on sp.id = psa.project_id and sp.region_id = cm.region_id
    where psa.project_id = ${projectIdColumn} and cm.user_id = ${memberUserId})`;
}

/** The ids of the projects shared with the administrations of this CRUI member (in the member's region). */
export async function sharedProjectIdsFor(db: DbOrTx, memberUserId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: projectSharedAdministrations.projectId })
    .from(projectSharedAdministrations)
    .innerJoin(cruiMembers, eq(cruiMembers.administrationId, projectSharedAdministrations.administrationId))
    .innerJoin(
      projects,
      and(eq(projects.id, projectSharedAdministrations.projectId), eq(projects.regionId, cruiMembers.regionId)),
    )
    .where(eq(cruiMembers.userId, memberUserId))
    .orderBy(asc(projectSharedAdministrations.projectId));
  return rows.map((r) => r.id);
}

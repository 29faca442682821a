import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { advisors, cruiMembers, users } from '../../db/schema/accounts.ts';
import { projectSharedAdministrations } from '../../db/schema/advisor-review.ts';
import { commissions } from '../../db/schema/commission.ts';
import {
  followUpActionDocuments,
  followUpActions,
  followUpActRevisions,
  followUpActVersions,
} from '../../db/schema/follow-up-actions.ts';
import { projectProcedures } from '../../db/schema/projects.ts';
import { administrations, procedures } from '../../db/schema/reference-data.ts';

export type FuaRow = typeof followUpActions.$inferSelect;
export type FuaDocumentRow = typeof followUpActionDocuments.$inferSelect;

/** Whether the file's latest commission is decided (follow-up actions start after the decision). */
export async function isDecided(db: DbOrTx, projectId: number): Promise<boolean> {
  const [latest] = await db
    .select({ choice: commissions.choice })
    .from(commissions)
    .where(eq(commissions.projectId, projectId))
    .orderBy(desc(commissions.commissionDate), desc(commissions.id))
    .limit(1);
  return !!latest?.choice;
}

/** The file's active procedures, in the reference order. */
export function activeProcedures(db: DbOrTx, projectId: number) {
  return db
    .select({ procedureId: procedures.id, nameFr: procedures.nameFr, nameAr: procedures.nameAr })
    .from(projectProcedures)
    .innerJoin(procedures, eq(procedures.id, projectProcedures.procedureId))
    .where(and(eq(projectProcedures.projectId, projectId), eq(projectProcedures.active, true)))
    .orderBy(asc(procedures.sortOrder), asc(procedures.id));
}

/** The administrations the file is shared with (an action's administration is one of them). */
export async function sharedAdministrationIds(db: DbOrTx, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ id: projectSharedAdministrations.administrationId })
    .from(projectSharedAdministrations)
    .where(eq(projectSharedAdministrations.projectId, projectId));
  return rows.map((r) => r.id);
}

const actionColumns = {
  fua: followUpActions,
  procedureNameFr: procedures.nameFr,
  procedureNameAr: procedures.nameAr,
  administrationNameFr: administrations.nameFr,
  administrationNameAr: administrations.nameAr,
};

export function actionsOf(db: DbOrTx, projectId: number) {
  return db
    .select(actionColumns)
    .from(followUpActions)
    .innerJoin(procedures, eq(procedures.id, followUpActions.procedureId))
    .leftJoin(administrations, eq(administrations.id, followUpActions.administrationId))
    .where(and(eq(followUpActions.projectId, projectId), isNull(followUpActions.deletedAt)))
    .orderBy(asc(followUpActions.createdAt), asc(followUpActions.id));
}
export type ActionWithNames = Awaited<ReturnType<typeof actionsOf>>[number];

export async function actionById(db: DbOrTx, id: number, opts: { lock?: boolean } = {}) {
  const query = db
    .select(actionColumns)
    .from(followUpActions)
    .innerJoin(procedures, eq(procedures.id, followUpActions.procedureId))
    .leftJoin(administrations, eq(administrations.id, followUpActions.administrationId))
    .where(and(eq(followUpActions.id, id), isNull(followUpActions.deletedAt)));
  const [row] = opts.lock ? await query.for('update', { of: followUpActions }) : await query;
  return row;
}

export function documentsOf(db: DbOrTx, fuaIds: number[]) {
  if (fuaIds.length === 0) return Promise.resolve([] as FuaDocumentRow[]);
  return db
    .select()
    .from(followUpActionDocuments)
    .where(and(inArray(followUpActionDocuments.followUpActionId, fuaIds), isNull(followUpActionDocuments.deletedAt)))
    .orderBy(asc(followUpActionDocuments.uploadedAt), asc(followUpActionDocuments.id));
}

export async function revisionCounts(db: DbOrTx, fuaIds: number[]) {
  if (fuaIds.length === 0) return [];
  return db
    .select({
      fuaId: followUpActRevisions.followUpActionId,
      requester: followUpActRevisions.requester,
      n: sql<number>`count(*)::int`,
      lastReason: sql<string>`(array_agg(${followUpActRevisions.reason} order by ${followUpActRevisions.id} desc))[1]`,
      lastId: sql<number>`max(${followUpActRevisions.id})`,
    })
    .from(followUpActRevisions)
    .where(inArray(followUpActRevisions.followUpActionId, fuaIds))
    .groupBy(followUpActRevisions.followUpActionId, followUpActRevisions.requester);
}

export function revisionsOf(db: DbOrTx, fuaId: number) {
  return db
    .select({
      id: followUpActRevisions.id,
      requester: followUpActRevisions.requester,
      reason: followUpActRevisions.reason,
      actVersion: followUpActRevisions.actVersion,
      requestedAt: followUpActRevisions.requestedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(followUpActRevisions)
    .leftJoin(users, eq(users.id, followUpActRevisions.requestedBy))
    .where(eq(followUpActRevisions.followUpActionId, fuaId))
    .orderBy(asc(followUpActRevisions.requestedAt), asc(followUpActRevisions.id));
}

export function versionsOf(db: DbOrTx, fuaId: number) {
  return db
    .select()
    .from(followUpActVersions)
    .where(eq(followUpActVersions.followUpActionId, fuaId))
    .orderBy(asc(followUpActVersions.version));
}

/** The CRUI member's administration (null when none or not a member). */
export async function memberAdministrationId(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: cruiMembers.administrationId }).from(cruiMembers).where(eq(cruiMembers.userId, userId));
  return row?.id ?? null;
}

/** Enabled accounts of the members of an administration in a region (the recipients of its actions). */
export function membersOfAdministration(db: DbOrTx, administrationId: number, regionId: number) {
  return db
    .select({ id: users.id, username: users.username, firstName: users.firstName })
    .from(cruiMembers)
    .innerJoin(users, eq(users.id, cruiMembers.userId))
    .where(and(eq(cruiMembers.administrationId, administrationId), eq(cruiMembers.regionId, regionId), eq(users.enabled, true)));
}

/** The regional directors (director flag on the member or the account). */
export function directorsOfRegion(db: DbOrTx, regionId: number) {
  return db
    .select({ id: users.id, username: users.username, firstName: users.firstName })
    .from(users)
    .leftJoin(cruiMembers, eq(cruiMembers.userId, users.id))
    .where(
      and(
        eq(users.regionId, regionId),
        eq(users.enabled, true),
        sql`'ROLE_CRUI_MEMBER' = any(${users.roles})`,
        or(eq(users.isDirector, true), eq(cruiMembers.director, true)),
      ),
    );
}

/** The region's governors (wali flag on the member or the account), who sign validated acts. */
export function governorsOfRegion(db: DbOrTx, regionId: number) {
  return db
    .select({ id: users.id, username: users.username, firstName: users.firstName })
    .from(users)
    .leftJoin(cruiMembers, eq(cruiMembers.userId, users.id))
    .where(
      and(
        eq(users.regionId, regionId),
        eq(users.enabled, true),
        sql`'ROLE_CRUI_MEMBER' = any(${users.roles})`,
        or(eq(users.isWali, true), eq(cruiMembers.governor, true)),
      ),
    );
}

export async function userContact(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The account of the file's advisor (advisors.id → users). */
export async function advisorContact(db: DbOrTx, advisorId: number | null) {
  if (advisorId === null) return undefined;
  const [row] = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName })
    .from(advisors)
    .innerJoin(users, eq(users.id, advisors.userId))
    .where(eq(advisors.id, advisorId));
  return row;
}

/** The administrations the file is shared with, with their names. */
export function sharedAdministrations(db: DbOrTx, projectId: number) {
  return db
    .select({ id: administrations.id, nameFr: administrations.nameFr, nameAr: administrations.nameAr })
    .from(projectSharedAdministrations)
    .innerJoin(administrations, eq(administrations.id, projectSharedAdministrations.administrationId))
    .where(eq(projectSharedAdministrations.projectId, projectId))
    .orderBy(asc(administrations.nameFr));
}

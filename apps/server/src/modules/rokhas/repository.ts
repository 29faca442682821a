import type { PartnerTaskKind, PartnerTaskStatus } from '@cri/shared/rules/rokhas';
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, not, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { advisors, users } from '../../db/schema/accounts.ts';
import { projectLands } from '../../db/schema/project-infos.ts';
import { projectProcedures, projects } from '../../db/schema/projects.ts';
import { administrations, administrationTypes, communes, procedures, provinces } from '../../db/schema/reference-data.ts';
import {
  rokhasArchitectChecks,
  rokhasCallbackEvents,
  rokhasComments,
  rokhasFolders,
  rokhasSituations,
  rokhasTasks,
} from '../../db/schema/rokhas.ts';

/** What the Rokhas pages and the folder sent to the partner need of a file (already region-checked). */
export async function projectDetails(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      reference: projects.reference,
      regionId: projects.regionId,
      advisorId: projects.advisorId,
      latestPhase: projects.latestPhase,
      description: projects.description,
      companyCorporateName: projects.companyCorporateName,
      architectFirstName: projects.architectFirstName,
      architectLastName: projects.architectLastName,
      architectEmail: projects.architectEmail,
      architectAuthorizationNumber: projects.architectAuthorizationNumber,
      investorFirstName: users.firstName,
      investorLastName: users.lastName,
      communeCode: communes.code,
      communeNameFr: communes.nameFr,
      communeNameAr: communes.nameAr,
      communeRokhas: communes.rokhas,
      provinceNameFr: provinces.nameFr,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .leftJoin(communes, eq(communes.id, projects.communeId))
    .leftJoin(provinces, eq(provinces.id, projects.provinceId))
    .where(eq(projects.id, projectId));
  return row;
}
export type ProjectDetails = NonNullable<Awaited<ReturnType<typeof projectDetails>>>;

export function lands(db: DbOrTx, projectId: number) {
  return db
    .select({
      surface: projectLands.parcelSurface,
      landRegistry: projectLands.landRegistry,
      titleNumber: projectLands.titleNumber,
      titleIndex: projectLands.titleIndex,
      requisition: projectLands.registrationRequisitionNumber,
    })
    .from(projectLands)
    .where(eq(projectLands.projectId, projectId))
    .orderBy(asc(projectLands.position));
}

/** The file's active procedures with their Rokhas nature code and state. */
export function activeProcedures(db: DbOrTx, projectId: number) {
  return db
    .select({
      id: procedures.id,
      code: procedures.code,
      nameFr: procedures.nameFr,
      nameAr: procedures.nameAr,
      natureCode: procedures.rokhasNatureCode,
      state: projectProcedures.state,
    })
    .from(projectProcedures)
    .innerJoin(procedures, eq(procedures.id, projectProcedures.procedureId))
    .where(and(eq(projectProcedures.projectId, projectId), eq(projectProcedures.active, true)))
    .orderBy(asc(procedures.sortOrder), asc(procedures.id));
}

export async function advisorUserId(db: DbOrTx, advisorId: number | null): Promise<number | null> {
  if (advisorId === null) return null;
  const [row] = await db.select({ userId: advisors.userId }).from(advisors).where(eq(advisors.id, advisorId));
  return row?.userId ?? null;
}

// --- tasks

export type TaskRow = typeof rokhasTasks.$inferSelect;

export async function insertTask(tx: DbOrTx, values: typeof rokhasTasks.$inferInsert): Promise<TaskRow> {
  const [row] = await tx.insert(rokhasTasks).values(values).returning();
  if (!row) throw new Error('task not stored');
  return row;
}

export function tasksOf(db: DbOrTx, projectId: number) {
  return db.select().from(rokhasTasks).where(eq(rokhasTasks.projectId, projectId)).orderBy(desc(rokhasTasks.id));
}

export async function liveTask(db: DbOrTx, projectId: number, kind: PartnerTaskKind, procedureId: number | null) {
  const [row] = await db
    .select()
    .from(rokhasTasks)
    .where(
      and(
        eq(rokhasTasks.projectId, projectId),
        eq(rokhasTasks.kind, kind),
        ne(rokhasTasks.status, 'CANCELLED'),
        procedureId === null ? undefined : eq(rokhasTasks.procedureId, procedureId),
      ),
    )
    .orderBy(desc(rokhasTasks.id))
    .limit(1);
  return row;
}

/** Cancels the architect checks of a file not answered yet (a new check replaces them). */
export async function cancelPendingChecks(tx: DbOrTx, projectId: number, at: Date) {
  await tx
    .update(rokhasTasks)
    .set({ status: 'CANCELLED', updatedAt: at, nextAttemptAt: null })
    .where(
      and(
        eq(rokhasTasks.projectId, projectId),
        eq(rokhasTasks.kind, 'VERIFY_ARCHITECT'),
        inArray(rokhasTasks.status, ['NOT_STARTED', 'FAILED']),
      ),
    );
}

/** Takes a task for one attempt (NOT_STARTED or FAILED, or ONGOING whose lease ran out); undefined when taken. */
export async function claimTask(tx: DbOrTx, id: number, at: Date, leaseMs: number): Promise<TaskRow | undefined> {
  const [row] = await tx
    .update(rokhasTasks)
    .set({
      status: 'ONGOING',
      attempts: sql`${rokhasTasks.attempts} + 1`,
      leaseUntil: new Date(at.getTime() + leaseMs),
      updatedAt: at,
    })
    .where(
      and(
        eq(rokhasTasks.id, id),
        sql`(${rokhasTasks.status} in ('NOT_STARTED', 'FAILED') or (${rokhasTasks.status} = 'ONGOING' and ${rokhasTasks.leaseUntil} < ${at}))`,
      ),
    )
    .returning();
  return row;
}

export async function finishTask(
  tx: DbOrTx,
  id: number,
  values: { status: PartnerTaskStatus; at: Date; lastError?: string | null; nextAttemptAt?: Date | null },
) {
  await tx
    .update(rokhasTasks)
    .set({
      status: values.status,
      updatedAt: values.at,
      leaseUntil: null,
      lastError: values.lastError ?? null,
      nextAttemptAt: values.nextAttemptAt ?? null,
      ...(values.status === 'DONE' ? { doneAt: values.at } : {}),
    })
    .where(eq(rokhasTasks.id, id));
}

/** Tasks the job retries now: failed and due, not started for a minute (crash before the first try), lease over. */
export async function dueTaskIds(tx: DbOrTx, at: Date, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: rokhasTasks.id })
    .from(rokhasTasks)
    .where(
      sql`(${rokhasTasks.status} = 'FAILED' and ${rokhasTasks.nextAttemptAt} <= ${at})
        or (${rokhasTasks.status} = 'NOT_STARTED' and ${rokhasTasks.createdAt} <= ${new Date(at.getTime() - 60_000)})
        or (${rokhasTasks.status} = 'ONGOING' and ${rokhasTasks.leaseUntil} < ${at})`,
    )
    .orderBy(asc(rokhasTasks.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.id);
}

// --- architect check, folders, comments, situations

export async function architectCheck(db: DbOrTx, projectId: number) {
  const [row] = await db.select().from(rokhasArchitectChecks).where(eq(rokhasArchitectChecks.projectId, projectId));
  return row;
}

export async function saveArchitectCheck(tx: DbOrTx, values: typeof rokhasArchitectChecks.$inferInsert) {
  await tx
    .insert(rokhasArchitectChecks)
    .values(values)
    .onConflictDoUpdate({
      target: rokhasArchitectChecks.projectId,
      set: {
        email: values.email,
        status: values.status,
        partnerArchitectName: values.partnerArchitectName ?? null,
        checkedAt: values.checkedAt,
      },
    });
}

export async function insertFolder(tx: DbOrTx, values: typeof rokhasFolders.$inferInsert) {
  const [row] = await tx.insert(rokhasFolders).values(values).onConflictDoNothing().returning();
  return row;
}

export function foldersOf(db: DbOrTx, projectId: number) {
  return db.select().from(rokhasFolders).where(eq(rokhasFolders.projectId, projectId)).orderBy(asc(rokhasFolders.id));
}

export async function folderByPartnerId(db: DbOrTx, partnerFolderId: string) {
  const [row] = await db.select().from(rokhasFolders).where(eq(rokhasFolders.partnerFolderId, partnerFolderId));
  return row;
}

export function commentsOf(db: DbOrTx, folderIds: number[]) {
  if (folderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(rokhasComments)
    .where(inArray(rokhasComments.folderId, folderIds))
    .orderBy(asc(rokhasComments.commentedAt), asc(rokhasComments.id));
}

export function situationsOf(db: DbOrTx, folderIds: number[]) {
  if (folderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(rokhasSituations)
    .where(inArray(rokhasSituations.folderId, folderIds))
    .orderBy(asc(rokhasSituations.reportedAt), asc(rokhasSituations.id));
}

/** True when the comment is new (a comment the portal holds already is left as it is). */
export async function insertComment(tx: DbOrTx, values: typeof rokhasComments.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(rokhasComments).values(values).onConflictDoNothing().returning({ id: rokhasComments.id });
  return rows.length === 1;
}

/** True when the situation is new. */
export async function insertSituation(tx: DbOrTx, values: typeof rokhasSituations.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(rokhasSituations).values(values).onConflictDoNothing().returning({ id: rokhasSituations.id });
  return rows.length === 1;
}

/**
 * The folders whose situation the Rokhas job reads again from the partner: a sent folder with no final
 * examination state yet, a shared one until an hour after its comment window; each at most every
 * `everyMs`, the least recently read first.
 */
export function foldersToRead(tx: DbOrTx, at: Date, everyMs: number, limit: number) {
  const f = rokhasFolders;
  const final = sql`exists (select 1 from ${rokhasSituations} s where s.folder_id = ${f.id} and s.examination_state in ('EXAMINED_WITH_FAVORABLE_DECISION', 'EXAMINED_WITH_UNFAVORABLE_DECISION'))`;
  return tx
    .select()
    .from(f)
    .where(
      and(
        or(
          and(eq(f.kind, 'SENT'), not(final)),
          and(eq(f.kind, 'SHARED'), gt(f.commentDeadline, new Date(at.getTime() - 3_600_000))),
        ),
        or(isNull(f.situationReadAt), lt(f.situationReadAt, new Date(at.getTime() - everyMs))),
      ),
    )
    .orderBy(sql`${f.situationReadAt} asc nulls first`, asc(f.id))
    .limit(limit);
}

export async function markSituationRead(tx: DbOrTx, folderId: number, at: Date): Promise<void> {
  await tx.update(rokhasFolders).set({ situationReadAt: at }).where(eq(rokhasFolders.id, folderId));
}

/** False when the event was taken already (a replay). */
export async function takeEvent(tx: DbOrTx, eventId: string, at: Date): Promise<boolean> {
  const rows = await tx.insert(rokhasCallbackEvents).values({ eventId, receivedAt: at }).onConflictDoNothing().returning();
  return rows.length === 1;
}

/** The region's urban agency: the administration whose Rokhas technical support the advisor contacts. */
export async function urbanAgencyOf(db: DbOrTx, regionId: number) {
  const [row] = await db
    .select({ id: administrations.id, nameFr: administrations.nameFr, nameAr: administrations.nameAr })
    .from(administrations)
    .innerJoin(administrationTypes, eq(administrationTypes.id, administrations.typeId))
    .where(and(eq(administrations.regionId, regionId), eq(administrationTypes.code, 'URBAN_AGENCY')))
    .orderBy(asc(administrations.id))
    .limit(1);
  return row ?? null;
}

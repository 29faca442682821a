import type { ProcedureState } from '@cri/shared/enums/project-phases';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { advisors, users } from '../../db/schema/accounts.ts';
import { projectDocumentRequests } from '../../db/schema/advisor-review.ts';
import { providedDocuments } from '../../db/schema/documents.ts';
import { projectProcedures, projects } from '../../db/schema/projects.ts';
import { administrations, documentTypes, procedures } from '../../db/schema/reference-data.ts';
import { regionCondition } from '../../lib/region-scope.ts';

type Caller = Pick<TAccessClaims, 'roles' | 'regionId'>;

/** The file as the region's staff see it; undefined for another region's (the caller answers 404). */
export async function findReviewProject(db: DbOrTx, user: Caller, id: number) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      reference: projects.reference,
      regionId: projects.regionId,
      userId: projects.userId,
      advisorId: projects.advisorId,
      latestPhase: projects.latestPhase,
      validatedAt: projects.validatedAt,
      depositedAt: projects.depositedAt,
      architectEmail: projects.architectEmail,
      investorEmail: users.username,
      investorFirstName: users.firstName,
      investorLastName: users.lastName,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(and(eq(projects.id, id), regionCondition(user, projects.regionId)));
  return row;
}
export type ReviewProject = NonNullable<Awaited<ReturnType<typeof findReviewProject>>>;

export function projectProcedureList(db: DbOrTx, projectId: number) {
  return db
    .select({
      id: procedures.id,
      code: procedures.code,
      nameFr: procedures.nameFr,
      nameAr: procedures.nameAr,
      active: projectProcedures.active,
      state: projectProcedures.state,
    })
    .from(projectProcedures)
    .innerJoin(procedures, eq(procedures.id, projectProcedures.procedureId))
    .where(eq(projectProcedures.projectId, projectId))
    .orderBy(asc(procedures.sortOrder), asc(procedures.id));
}

export async function setProcedureActive(
  tx: DbOrTx,
  change: { projectId: number; procedureId: number; active: boolean; state: ProcedureState },
): Promise<void> {
  await tx
    .update(projectProcedures)
    .set({ active: change.active, state: change.state })
    .where(and(eq(projectProcedures.projectId, change.projectId), eq(projectProcedures.procedureId, change.procedureId)));
}

/** Every request of the file, newest first. */
export function documentRequests(db: DbOrTx, projectId: number) {
  return db
    .select({
      id: projectDocumentRequests.id,
      documentTypeId: projectDocumentRequests.documentTypeId,
      owner: projectDocumentRequests.owner,
      administrationId: projectDocumentRequests.administrationId,
      administrationNameFr: administrations.nameFr,
      administrationNameAr: administrations.nameAr,
      deadline: projectDocumentRequests.deadline,
      comment: projectDocumentRequests.comment,
      requestedAt: projectDocumentRequests.requestedAt,
      fulfilledAt: projectDocumentRequests.fulfilledAt,
      sentAt: projectDocumentRequests.sentAt,
    })
    .from(projectDocumentRequests)
    .leftJoin(administrations, eq(administrations.id, projectDocumentRequests.administrationId))
    .where(eq(projectDocumentRequests.projectId, projectId))
    .orderBy(desc(projectDocumentRequests.requestedAt), desc(projectDocumentRequests.id));
}

export async function insertRequest(
  tx: DbOrTx,
  values: {
    projectId: number;
    documentTypeId: number;
    owner: 'INVESTOR' | 'ADMINISTRATION';
    administrationId: number | null;
    deadline: string;
    comment: string;
    requestedBy: number;
    requestedAt: Date;
    /** Null: a draft of the review (decision 028). */
    sentAt: Date | null;
  },
): Promise<number> {
  const [row] = await tx.insert(projectDocumentRequests).values(values).returning({ id: projectDocumentRequests.id });
  if (!row) throw new Error('document request not inserted');
  return row.id;
}

/** One request of the file (404 for another file's). */
export async function findRequest(db: DbOrTx, projectId: number, requestId: number) {
  const [row] = await db
    .select({
      id: projectDocumentRequests.id,
      documentTypeId: projectDocumentRequests.documentTypeId,
      owner: projectDocumentRequests.owner,
      requestedAt: projectDocumentRequests.requestedAt,
      fulfilledAt: projectDocumentRequests.fulfilledAt,
      sentAt: projectDocumentRequests.sentAt,
    })
    .from(projectDocumentRequests)
    .where(and(eq(projectDocumentRequests.projectId, projectId), eq(projectDocumentRequests.id, requestId)));
  return row;
}

/** Removes a draft request (never one sent). */
export async function deleteDraftRequest(tx: DbOrTx, requestId: number): Promise<void> {
  await tx
    .delete(projectDocumentRequests)
    .where(and(eq(projectDocumentRequests.id, requestId), isNull(projectDocumentRequests.sentAt)));
}

/** The send-back: the draft requests go to the investor. */
export async function markRequestsSent(tx: DbOrTx, projectId: number, at: Date): Promise<void> {
  await tx
    .update(projectDocumentRequests)
    .set({ sentAt: at })
    .where(and(eq(projectDocumentRequests.projectId, projectId), isNull(projectDocumentRequests.sentAt)));
}

/** The send-back: the advisor's verdict on each current upload becomes what the investor sees. */
export async function markFeedbackSent(tx: DbOrTx, change: { projectId: number; at: Date; deadline: string }): Promise<void> {
  await tx
    .update(providedDocuments)
    .set({
      sentValidation: providedDocuments.advisorValidation,
      sentFeedback: providedDocuments.advisorFeedback,
      feedbackSentAt: change.at,
      sentDeadline: sql`case when ${providedDocuments.advisorValidation} = false then ${change.deadline}::date else null end`,
    })
    .where(
      and(
        eq(providedDocuments.projectId, change.projectId),
        isNull(providedDocuments.deletedAt),
        isNotNull(providedDocuments.advisorValidation),
      ),
    );
}

/** Marks a request fulfilled (with the upload it refers to, if any); false when it was already. */
export async function fulfilRequest(
  tx: DbOrTx,
  change: { requestId: number; at: Date; providedDocumentId: number | null },
): Promise<boolean> {
  const rows = await tx
    .update(projectDocumentRequests)
    .set({ fulfilledAt: change.at, providedDocumentId: change.providedDocumentId })
    .where(and(eq(projectDocumentRequests.id, change.requestId), isNull(projectDocumentRequests.fulfilledAt)))
    .returning({ id: projectDocumentRequests.id });
  return rows.length > 0;
}

/** How many documents asked of administrations the file still waits for. */
export async function openAdministrationRequests(db: DbOrTx, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectDocumentRequests)
    .where(
      and(
        eq(projectDocumentRequests.projectId, projectId),
        eq(projectDocumentRequests.owner, 'ADMINISTRATION'),
        isNull(projectDocumentRequests.fulfilledAt),
      ),
    );
  return row?.n ?? 0;
}

export function documentTypeCatalogue(db: DbOrTx) {
  return db
    .select({ id: documentTypes.id, nameFr: documentTypes.nameFr, nameAr: documentTypes.nameAr })
    .from(documentTypes)
    .orderBy(asc(documentTypes.id));
}

/** The administrations of the region and the national ones (those a document may be asked of). */
export function administrationsOf(db: DbOrTx, regionId: number) {
  return db
    .select({ id: administrations.id, nameFr: administrations.nameFr, nameAr: administrations.nameAr })
    .from(administrations)
    .where(or(eq(administrations.regionId, regionId), isNull(administrations.regionId)))
    .orderBy(sql`${administrations.regionId} is null`, asc(administrations.id));
}

export async function findUpload(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: providedDocuments.id,
      projectId: providedDocuments.projectId,
      documentTypeId: providedDocuments.documentTypeId,
    })
    .from(providedDocuments)
    .where(and(eq(providedDocuments.id, id), isNull(providedDocuments.deletedAt)));
  return row;
}

/** The advisor's draft verdict (null: not marked). */
export async function setFeedback(tx: DbOrTx, id: number, validation: boolean | null, feedback: string | null): Promise<void> {
  await tx
    .update(providedDocuments)
    .set({ advisorValidation: validation, advisorFeedback: feedback })
    .where(eq(providedDocuments.id, id));
}

/** The advisor assigned to a file, by name (whatever their state: the file says who has it). */
export async function findAdvisorName(db: DbOrTx, advisorId: number) {
  const [row] = await db
    .select({ id: advisors.id, firstName: users.firstName, lastName: users.lastName })
    .from(advisors)
    .innerJoin(users, eq(users.id, advisors.userId))
    .where(eq(advisors.id, advisorId));
  return row;
}

/** An advisor's account, to tell them (whatever their state). */
export async function findAdvisorContact(db: DbOrTx, advisorId: number) {
  const [row] = await db
    .select({ userId: advisors.userId, email: users.username, firstName: users.firstName })
    .from(advisors)
    .innerJoin(users, eq(users.id, advisors.userId))
    .where(eq(advisors.id, advisorId));
  return row;
}

/** The enabled, active advisors of the region, by name (those update-advisor accepts). */
export function regionAdvisors(db: DbOrTx, regionId: number) {
  return db
    .select({ id: advisors.id, firstName: users.firstName, lastName: users.lastName })
    .from(advisors)
    .innerJoin(users, eq(users.id, advisors.userId))
    .where(and(eq(advisors.regionId, regionId), eq(advisors.active, true), eq(users.enabled, true)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(advisors.id))
    .limit(500);
}

export async function setValidated(tx: DbOrTx, projectId: number, at: Date): Promise<void> {
  await tx.update(projects).set({ validatedAt: at }).where(eq(projects.id, projectId));
}

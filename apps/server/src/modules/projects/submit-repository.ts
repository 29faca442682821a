import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { projectFacts } from '../../core/project-lifecycle/project-facts.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  advisors,
  documentTypes,
  procedures,
  projectPhases,
  projectProcedures,
  projects,
  providedDocuments,
  sectors,
  users,
} from '../../db/schema.ts';
import { regionCondition } from '../../lib/region-scope.ts';

type Caller = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>;

/** The same scope as repository.ts: an investor their own projects, regional staff their region's. */
function visibleTo(user: Caller): SQL | undefined {
  if (user.roles.includes('ROLE_INVESTOR')) return eq(projects.userId, Number(user.sub));
  return regionCondition(user, projects.regionId);
}

/** The file's identity and creation stage (core's one function for it). */
export const findSubmissionRow = projectFacts;

/**
 * The region's active advisor with the fewest projects assigned (ties: the oldest record), the same idea
 * as the appointments' pick. The advisor's row is locked until the submission commits, and a submission made
 * meanwhile skips a locked advisor for the next least busy one: two submissions never both pick one advisor on a
 * count that does not yet include the other, and they do not wait for each other (a region-wide advisory lock made
 * every submission of the region wait for the one before to commit, decision 104). Only when every advisor of the
 * region is being assigned at that moment does a submission wait, for the least busy.
 */
export async function pickLeastBusyAdvisor(tx: DbOrTx, regionId: number) {
  const load = sql<number>`(select count(*) from ${projects} p where p.advisor_id = ${advisors.id})`;
  const pick = (skipLocked: boolean) =>
    tx
      .select({ id: advisors.id, userId: advisors.userId, email: users.username, firstName: users.firstName })
      .from(advisors)
      .innerJoin(users, eq(users.id, advisors.userId))
      .where(and(eq(advisors.regionId, regionId), eq(advisors.active, true)))
      .orderBy(asc(load), asc(advisors.id))
      .limit(1)
      .for('no key update', skipLocked ? { of: advisors, skipLocked: true } : { of: advisors });
  const [free] = await pick(true);
  if (free) return free;
  const [row] = await pick(false);
  return row;
}

export async function findAdvisor(db: DbOrTx, advisorId: number) {
  const [row] = await db
    .select({ id: advisors.id, userId: advisors.userId, email: users.username, firstName: users.firstName })
    .from(advisors)
    .innerJoin(users, eq(users.id, advisors.userId))
    .where(eq(advisors.id, advisorId));
  return row;
}

export async function findUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.username, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findSector(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: sectors.id, nameFr: sectors.nameFr, nameAr: sectors.nameAr })
    .from(sectors)
    .where(eq(sectors.id, id));
  return row;
}

/** The phase history with who made each change, oldest first. */
export function phasesWithAuthors(db: DbOrTx, projectId: number, investorView: boolean) {
  return db
    .select({
      id: projectPhases.id,
      title: projectPhases.title,
      createdAt: projectPhases.createdAt,
      visibleToInvestor: projectPhases.visibleToInvestor,
      metadata: projectPhases.metadata,
      authorId: users.id,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(projectPhases)
    .leftJoin(users, eq(users.id, projectPhases.createdBy))
    .where(and(eq(projectPhases.projectId, projectId), investorView ? eq(projectPhases.visibleToInvestor, true) : undefined))
    .orderBy(asc(projectPhases.id));
}

/** The latest phase of each of `ids` the caller may see (others are absent); `investorView`: visible ones only. */
export async function latestPhasesOf(db: DbOrTx, user: Caller, ids: number[], investorView: boolean) {
  if (ids.length === 0) return [];
  const visible = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(inArray(projects.id, ids), visibleTo(user)));
  if (visible.length === 0) return [];
  return db
    .selectDistinctOn([projectPhases.projectId], {
      id: projectPhases.projectId,
      phase: projectPhases.title,
      at: projectPhases.createdAt,
    })
    .from(projectPhases)
    .where(
      and(
        inArray(
          projectPhases.projectId,
          visible.map((v) => v.id),
        ),
        investorView ? eq(projectPhases.visibleToInvestor, true) : undefined,
      ),
    )
    .orderBy(projectPhases.projectId, desc(projectPhases.id));
}

/** Active catalogue procedures (national or of the region) that are not on the project yet. */
export function availableProcedures(db: DbOrTx, projectId: number, regionId: number) {
  return db
    .select({
      id: procedures.id,
      nameFr: procedures.nameFr,
      nameAr: procedures.nameAr,
      descriptionFr: procedures.descriptionFr,
      descriptionAr: procedures.descriptionAr,
      category: procedures.category,
    })
    .from(procedures)
    .where(
      and(
        eq(procedures.archived, false),
        or(isNull(procedures.regionId), eq(procedures.regionId, regionId)),
        sql`not exists (select 1 from ${projectProcedures} pp where pp.project_id = ${projectId} and pp.procedure_id = ${procedures.id})`,
      ),
    )
    .orderBy(asc(procedures.sortOrder), asc(procedures.id));
}

export async function addProcedures(tx: DbOrTx, projectId: number, procedureIds: number[], now: Date) {
  // A procedure added to a submitted file is prepared by the investor before the centre examines it.
  await tx
    .insert(projectProcedures)
    .values(procedureIds.map((procedureId) => ({ projectId, procedureId, state: 'EDITING' as const, createdAt: now })));
}

/**
 * Submission and re-submission hand the procedures the investor prepared to the centre (EDITING -> TIME,
 * spec 2 §4 procedure state); disabled (NONE) and decided (ACCEPTED, DENIED) ones keep their state.
 */
export async function examineEditedProcedures(tx: DbOrTx, projectId: number): Promise<void> {
  await tx
    .update(projectProcedures)
    .set({ state: 'TIME' })
    .where(
      and(eq(projectProcedures.projectId, projectId), eq(projectProcedures.active, true), eq(projectProcedures.state, 'EDITING')),
    );
}

export async function setSubmitted(
  tx: DbOrTx,
  projectId: number,
  values: { advisorId: number | null; creationStage: number; now: Date },
) {
  await tx
    .update(projects)
    .set({ advisorId: values.advisorId, creationStage: values.creationStage, updatedAt: values.now })
    .where(eq(projects.id, projectId));
}

export function documentTypesByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: documentTypes.id, nameFr: documentTypes.nameFr, nameAr: documentTypes.nameAr })
    .from(documentTypes)
    .where(inArray(documentTypes.id, ids));
}

export function currentUploads(db: DbOrTx, projectId: number) {
  return db
    .select({ documentTypeId: providedDocuments.documentTypeId, uploadedAt: providedDocuments.uploadedAt })
    .from(providedDocuments)
    .where(and(eq(providedDocuments.projectId, projectId), isNull(providedDocuments.deletedAt)));
}

import type { RecourseListCategory, RecourseType } from '@cri/shared/enums/recourses';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, arrayContains, count, desc, eq, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { advisors, users } from '../../db/schema/accounts.ts';
import { providedDocuments } from '../../db/schema/documents.ts';
import { projectPhases } from '../../db/schema/project-phases.ts';
import { projectProcedures, projects } from '../../db/schema/projects.ts';
import { recourses } from '../../db/schema/recourses.ts';
import { regions } from '../../db/schema/reference-data.ts';
import { regionCondition } from '../../lib/region-scope.ts';

type Caller = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>;

/**
 * Reads and writes of the appeals. Every read starting from a caller ANDs its scope on the project: the
 * investor their own files, regional staff their region (region-scope.ts), the national commission all.
 */
function scope(user: Caller): SQL | undefined {
  if (user.roles.includes('ROLE_INVESTOR')) return eq(projects.userId, Number(user.sub));
  return regionCondition(user, projects.regionId);
}

const projectSelection = {
  id: projects.id,
  name: projects.name,
  reference: projects.reference,
  regionId: projects.regionId,
  userId: projects.userId,
  advisorId: projects.advisorId,
  latestPhase: projects.latestPhase,
};

export async function findProject(db: DbOrTx, user: Caller, id: number) {
  const [row] = await db
    .select(projectSelection)
    .from(projects)
    .where(and(eq(projects.id, id), scope(user)));
  return row;
}
export type RecourseProject = NonNullable<Awaited<ReturnType<typeof findProject>>>;

/** The latest phase carrying the initial decision (REVIEWED_IN_CRUI) of a file. */
export async function initialDecisionPhase(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({ metadata: projectPhases.metadata, createdAt: projectPhases.createdAt })
    .from(projectPhases)
    .where(and(eq(projectPhases.projectId, projectId), eq(projectPhases.title, 'REVIEWED_IN_CRUI')))
    .orderBy(desc(projectPhases.id))
    .limit(1);
  return row;
}

const recourseSelection = {
  recourse: recourses,
  projectName: projects.name,
  projectReference: projects.reference,
  regionId: projects.regionId,
  userId: projects.userId,
  advisorId: projects.advisorId,
};
export type RecourseRow = Awaited<ReturnType<typeof selectRecourses>>[number];

function selectRecourses(db: DbOrTx, where: SQL | undefined) {
  return db.select(recourseSelection).from(recourses).innerJoin(projects, eq(projects.id, recourses.projectId)).where(where);
}

export async function recoursesOfProject(db: DbOrTx, projectId: number) {
  return selectRecourses(db, eq(recourses.projectId, projectId));
}

export async function recourseById(db: DbOrTx, user: Caller, id: number, type?: RecourseType) {
  const [row] = await selectRecourses(db, and(eq(recourses.id, id), type ? eq(recourses.type, type) : undefined, scope(user)));
  return row;
}

export async function recourseOfProject(db: DbOrTx, projectId: number, type: RecourseType) {
  const [row] = await selectRecourses(db, and(eq(recourses.projectId, projectId), eq(recourses.type, type)));
  return row;
}

export async function insertRecourse(tx: DbOrTx, values: typeof recourses.$inferInsert) {
  const [row] = await tx.insert(recourses).values(values).returning({ id: recourses.id });
  if (!row) throw new Error('recourse not stored');
  return row.id;
}

export async function updateRecourse(tx: DbOrTx, id: number, values: Partial<typeof recourses.$inferInsert>) {
  await tx.update(recourses).set(values).where(eq(recourses.id, id));
}

/** The ids among `ids` that are documents of the file (a foreign id is refused, not silently kept). */
export async function documentsOfProject(db: DbOrTx, projectId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: providedDocuments.id })
    .from(providedDocuments)
    .where(and(eq(providedDocuments.projectId, projectId), inArray(providedDocuments.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function setProcedureStates(tx: DbOrTx, projectId: number, state: 'ACCEPTED' | 'DENIED'): Promise<void> {
  await tx
    .update(projectProcedures)
    .set({ state })
    .where(and(eq(projectProcedures.projectId, projectId), eq(projectProcedures.active, true)));
}

const CATEGORY: Record<RecourseListCategory, SQL | undefined> = {
  NON_INSTRUCTED: and(isNull(recourses.instructedAt), isNull(recourses.decidedAt)),
  INSTRUCTED: and(isNotNull(recourses.instructedAt), isNull(recourses.decidedAt)),
  GRACIOUS: and(eq(recourses.type, 'GRACIOUS'), isNull(recourses.decidedAt)),
  MINISTERIAL_COMMISSION: and(eq(recourses.type, 'MINISTERIAL'), isNull(recourses.decidedAt)),
  ARCHIVED: isNotNull(recourses.decidedAt),
};

export async function listRecourses(
  db: DbOrTx,
  user: Caller,
  q: { category: RecourseListCategory; regionId: number | undefined; page: number; size: number; types: RecourseType[] },
) {
  // Staff: the region copied on the appeal (decision 107), so the tab's index answers the page and the count
  // without reading the files; an investor: their own files.
  const investor = user.roles.includes('ROLE_INVESTOR');
  const where = and(
    CATEGORY[q.category],
    inArray(recourses.type, q.types),
    q.regionId ? eq(recourses.regionId, q.regionId) : undefined,
    investor ? scope(user) : regionCondition(user, recourses.regionId),
  );
  const rows = await selectRecourses(db, where)
    .orderBy(recourses.decisionDeadline, recourses.id)
    .limit(q.size)
    .offset(q.page * q.size);
  const counted = db.select({ n: count() }).from(recourses);
  const [total] = await (investor ? counted.innerJoin(projects, eq(projects.id, recourses.projectId)) : counted).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function userById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id, email: users.username, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Who must act when an appeal is filed: the file's advisor and the region's governor's representatives (gracious), the national commission (ministerial). */
export async function staffToTell(db: DbOrTx, project: RecourseProject, type: RecourseType) {
  const role = type === 'GRACIOUS' ? 'ROLE_WALI_REPRESENTATIVE' : 'ROLE_NATIONAL_COMMISSION';
  const deciders = await db
    .select({ id: users.id, email: users.username, firstName: users.firstName })
    .from(users)
    .where(
      and(
        arrayContains(users.roles, [role]),
        eq(users.enabled, true),
        type === 'GRACIOUS' ? eq(users.regionId, project.regionId) : undefined,
      ),
    );
  if (project.advisorId === null) return deciders;
  const adv = await db
    .select({ id: users.id, email: users.username, firstName: users.firstName })
    .from(advisors)
    .innerJoin(users, eq(users.id, advisors.userId))
    .where(eq(advisors.id, project.advisorId));
  return [...adv, ...deciders.filter((d) => !adv.some((a) => a.id === d.id))];
}

/** Appeals whose decision is owed (the clock job): undecided, deadline on or before `until`. */
export function undecidedDueBy(db: DbOrTx, until: string) {
  return selectRecourses(db, and(isNull(recourses.decidedAt), lte(recourses.decisionDeadline, until)));
}

/** What the recourse sheet prints beside the appeal: the region's names, the investor, the attached documents. */
export async function sheetFacts(db: DbOrTx, row: RecourseRow) {
  const [region] = await db.select({ fr: regions.nameFr, ar: regions.nameAr }).from(regions).where(eq(regions.id, row.regionId));
  const [investor] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.userId));
  const ids = row.recourse.providedDocumentIds;
  const documents =
    ids.length === 0
      ? []
      : await db
          .select({ name: providedDocuments.originalName })
          .from(providedDocuments)
          .where(and(eq(providedDocuments.projectId, row.recourse.projectId), inArray(providedDocuments.id, ids)))
          .orderBy(providedDocuments.id);
  return {
    region: region ?? { fr: '', ar: '' },
    investorName: investor ? `${investor.firstName} ${investor.lastName}`.trim() : '',
    documents: documents.map((d) => d.name),
  };
}

import { PROJECT_CREATION_STAGES } from '@cri/shared/enums/framing-forms';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TFramingFormFields } from '@cri/shared/schemas/framing-forms';
import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  advisors,
  appointments,
  choiceListItems,
  framingForms,
  procedureRecommendationRules,
  procedures,
  projectProcedures,
  projects,
  regions,
  sectors,
  users,
  vocations,
} from '../../db/schema.ts';
import { regionCondition } from '../../lib/region-scope.ts';

/**
 * Reads and writes of questionnaires. Every read goes through `scope`: an investor sees only their own
 * rows, a regional staff member only their region's (ARCHITECTURE.md §6), so a forgotten check elsewhere
 * cannot leak a row.
 */
export type Caller = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>;

export const isInvestor = (user: Pick<TAccessClaims, 'roles'>): boolean => user.roles.includes('ROLE_INVESTOR');

export function scope(user: Caller): SQL | undefined {
  if (isInvestor(user)) return eq(framingForms.userId, Number(user.sub));
  return regionCondition(user, framingForms.regionId);
}

/** The project made from each questionnaire (at most one). */
const projectIdOf = sql<
  number | null
>`(select min(${projects.id}) from ${projects} where ${projects.framingFormId} = ${framingForms.id})`;
const appointmentIdOf = sql<
  number | null
>`(select max(${appointments.id}) from ${appointments} where ${appointments.framingFormId} = ${framingForms.id})`;

const detailColumns = {
  id: framingForms.id,
  userId: framingForms.userId,
  regionId: framingForms.regionId,
  advisorId: framingForms.advisorId,
  createdAt: framingForms.createdAt,
  updatedAt: framingForms.updatedAt,
  investorType: framingForms.investorType,
  legalFormFamilyId: framingForms.legalFormFamilyId,
  identityNumber: framingForms.identityNumber,
  projectName: framingForms.projectName,
  sectorId: framingForms.sectorId,
  categoryId: framingForms.categoryId,
  subcategoryId: framingForms.subcategoryId,
  description: framingForms.description,
  totalInvestedAmount: framingForms.totalInvestedAmount,
  numberOfCreatedJobs: framingForms.numberOfCreatedJobs,
  yearlyResults: framingForms.yearlyResults,
  advancementStage: framingForms.advancementStage,
  landSituation: framingForms.landSituation,
  landNeeded: framingForms.landNeeded,
  minAreaHa: framingForms.minAreaHa,
  maxAreaHa: framingForms.maxAreaHa,
  vocationId: framingForms.vocationId,
  assignmentType: framingForms.assignmentType,
  budgetMinPerM2: framingForms.budgetMinPerM2,
  budgetMaxPerM2: framingForms.budgetMaxPerM2,
  constructionNeeded: framingForms.constructionNeeded,
  investorUsername: users.username,
  projectId: projectIdOf,
  appointmentId: appointmentIdOf,
};

export async function findFramingForm(db: DbOrTx, user: Caller, id: number) {
  const [row] = await db
    .select(detailColumns)
    .from(framingForms)
    .innerJoin(users, eq(users.id, framingForms.userId))
    .where(and(eq(framingForms.id, id), scope(user)));
  return row;
}
export type FramingFormRow = NonNullable<Awaited<ReturnType<typeof findFramingForm>>>;

export async function listFramingForms(
  db: DbOrTx,
  user: Caller,
  opts: { regionId: number; page?: { index: number; size: number } },
) {
  const where = and(scope(user), opts.regionId > 0 ? eq(framingForms.regionId, opts.regionId) : undefined);
  const query = db
    .select({
      id: framingForms.id,
      projectName: framingForms.projectName,
      investorUsername: users.username,
      investorType: framingForms.investorType,
      sectorId: framingForms.sectorId,
      regionId: framingForms.regionId,
      totalInvestedAmount: framingForms.totalInvestedAmount,
      advisorId: framingForms.advisorId,
      projectId: projectIdOf,
      createdAt: framingForms.createdAt,
    })
    .from(framingForms)
    .innerJoin(users, eq(users.id, framingForms.userId))
    .where(where)
    .orderBy(desc(framingForms.createdAt), desc(framingForms.id));
  if (!opts.page) return { rows: await query, total: null };
  const [rows, [totals]] = await Promise.all([
    query.limit(opts.page.size).offset(opts.page.index * opts.page.size),
    db.select({ total: count() }).from(framingForms).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Serialises the questionnaires of one account, so two instances cannot both pass the daily count. */
export async function lockUser(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

export async function countCreatedSince(tx: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(framingForms)
    .where(and(eq(framingForms.userId, userId), gte(framingForms.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertFramingForm(tx: DbOrTx, values: TFramingFormFields & { userId: number; now: Date }): Promise<number> {
  const { now, ...fields } = values;
  const [row] = await tx
    .insert(framingForms)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning({ id: framingForms.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateFramingForm(
  db: DbOrTx,
  id: number,
  values: Partial<TFramingFormFields> & { advisorId?: number; now: Date },
): Promise<void> {
  const { now, ...fields } = values;
  await db
    .update(framingForms)
    .set({ ...fields, updatedAt: now })
    .where(eq(framingForms.id, id));
}

export async function latestAppointmentId(db: DbOrTx, framingFormId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.framingFormId, framingFormId))
    .orderBy(desc(appointments.id))
    .limit(1);
  return row?.id ?? null;
}

/** The reference rows the answers point to, to check they exist and fit together. */
export async function findReferences(db: DbOrTx, f: TFramingFormFields) {
  const sectorIds = [f.sectorId, f.categoryId, f.subcategoryId].filter((v): v is number => v !== null);
  const [sectorRows, family, vocation, region] = await Promise.all([
    db
      .select({ id: sectors.id, parentId: sectors.parentId, level: sectors.level })
      .from(sectors)
      .where(inArray(sectors.id, sectorIds)),
    db
      .select({ id: choiceListItems.id })
      .from(choiceListItems)
      .where(and(eq(choiceListItems.id, f.legalFormFamilyId), eq(choiceListItems.listName, 'CompanyLegalFormFamily'))),
    f.vocationId === null
      ? Promise.resolve([])
      : db.select({ id: vocations.id }).from(vocations).where(eq(vocations.id, f.vocationId)),
    db.select({ deployed: regions.deployed }).from(regions).where(eq(regions.id, f.regionId)),
  ]);
  return { sectorRows, familyExists: family.length > 0, vocationExists: vocation.length > 0, region: region[0] };
}

export async function findAdvisor(db: DbOrTx, advisorId: number) {
  const [row] = await db
    .select({ id: advisors.id, regionId: advisors.regionId, active: advisors.active })
    .from(advisors)
    .where(eq(advisors.id, advisorId));
  return row;
}

export function findActiveRules(db: DbOrTx) {
  return db
    .select({
      id: procedureRecommendationRules.id,
      procedureId: procedureRecommendationRules.procedureId,
      conditions: procedureRecommendationRules.conditions,
      reasonFr: procedureRecommendationRules.reasonFr,
      reasonAr: procedureRecommendationRules.reasonAr,
      priority: procedureRecommendationRules.priority,
    })
    .from(procedureRecommendationRules)
    .where(eq(procedureRecommendationRules.active, true))
    .orderBy(asc(procedureRecommendationRules.priority), asc(procedureRecommendationRules.id));
}

export function findActiveProcedures(db: DbOrTx, ids?: number[]) {
  return db
    .select({
      id: procedures.id,
      code: procedures.code,
      nameFr: procedures.nameFr,
      nameAr: procedures.nameAr,
      category: procedures.category,
    })
    .from(procedures)
    .where(and(eq(procedures.archived, false), ids ? inArray(procedures.id, ids) : undefined));
}

export async function insertProject(
  tx: DbOrTx,
  values: { name: string; userId: number; regionId: number; advisorId: number | null; framingFormId: number; now: Date },
  procedureIds: number[],
): Promise<number> {
  const { now, ...rest } = values;
  const [row] = await tx
    .insert(projects)
    .values({ ...rest, creationStage: PROJECT_CREATION_STAGES.PROCEDURES_CHOSEN, createdAt: now, updatedAt: now })
    .returning({ id: projects.id });
  if (!row) throw new Error('insert returned no row');
  await tx
    .insert(projectProcedures)
    .values(procedureIds.map((procedureId) => ({ projectId: row.id, procedureId, createdAt: now })));
  return row.id;
}

/** Locks the questionnaire row while a project is made of it (one project per questionnaire). */
export async function lockFramingForm(tx: DbOrTx, id: number): Promise<void> {
  await tx.execute(sql`select id from framing_forms where id = ${id} for update`);
}

export async function projectOf(tx: DbOrTx, framingFormId: number): Promise<number | null> {
  const [row] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.framingFormId, framingFormId)).limit(1);
  return row?.id ?? null;
}

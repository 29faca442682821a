import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { projectLands } from '../../db/schema/project-infos.ts';
import { projectPhases } from '../../db/schema/project-phases.ts';
import { projectProcedures, projects } from '../../db/schema/projects.ts';
import { communes, procedures, regions, sectors } from '../../db/schema/reference-data.ts';
import { regionCondition } from '../../lib/region-scope.ts';

type Caller = Pick<TAccessClaims, 'roles' | 'regionId'>;

/** Staff of a region see its files only (national roles every region's). */
const scope = (user: Caller): SQL | undefined => regionCondition(user, projects.regionId);

// Derived figures read in SQL, so lists and counts need one query (spec 2 §3: totals, dominant sector).
const totalInvestmentOf = (col: PgColumn) =>
  sql<number>`(select coalesce(sum(c.investment_amount), 0)::float8 from project_sector_components c where c.project_id = ${col})`;
const totalJobsOf = (col: PgColumn) =>
  sql<number>`(select coalesce(sum(c.jobs_created), 0)::int from project_sector_components c where c.project_id = ${col})`;
/** Same choice as rules/project-totals dominantSectorId: the largest summed investment, ties to the smaller id. */
const dominantSectorOf = (col: PgColumn) =>
  sql<number | null>`(select c.sector_id from project_sector_components c where c.project_id = ${col} and c.sector_id is not null
    group by c.sector_id order by sum(coalesce(c.investment_amount, 0)) desc, c.sector_id asc limit 1)`;
/** The latest COMMISSION_CHOICE recorded on a phase. */
const decisionOf = (col: PgColumn) =>
  sql<string | null>`(select m->>'value' from project_phases ph cross join lateral jsonb_array_elements(ph.metadata) m
    where ph.project_id = ${col} and m->>'name' = 'COMMISSION_CHOICE' order by ph.id desc limit 1)`;
const commonProceduresOf = (col: PgColumn, projectId: number) =>
  sql<number>`(select count(*)::int from project_procedures a join project_procedures b
    on b.procedure_id = a.procedure_id and b.project_id = ${projectId} and b.active
    where a.project_id = ${col} and a.active)`;

export async function findProject(db: DbOrTx, user: Caller, id: number) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      reference: projects.reference,
      userId: projects.userId,
      regionId: projects.regionId,
      regionNameFr: regions.nameFr,
      regionNameAr: regions.nameAr,
      latestPhase: projects.latestPhase,
      createdAt: projects.createdAt,
      depositedAt: projects.depositedAt,
      validatedAt: projects.validatedAt,
      sharedAt: projects.sharedAt,
      cruiDate: projects.cruiDate,
      investorFirstName: users.firstName,
      investorLastName: users.lastName,
      investorEmail: users.username,
      totalInvestment: totalInvestmentOf(projects.id),
      totalJobs: totalJobsOf(projects.id),
      dominantSectorId: dominantSectorOf(projects.id),
    })
    .from(projects)
    .innerJoin(regions, eq(regions.id, projects.regionId))
    .innerJoin(users, eq(users.id, projects.userId))
    .where(and(eq(projects.id, id), scope(user)));
  return row;
}
export type HistoryProjectRow = NonNullable<Awaited<ReturnType<typeof findProject>>>;

export function findSector(db: DbOrTx, id: number) {
  return db.select({ id: sectors.id, nameFr: sectors.nameFr, nameAr: sectors.nameAr }).from(sectors).where(eq(sectors.id, id));
}

export function projectProcedureList(db: DbOrTx, projectId: number) {
  return db
    .select({ id: procedures.id, nameFr: procedures.nameFr, nameAr: procedures.nameAr, active: projectProcedures.active })
    .from(projectProcedures)
    .innerJoin(procedures, eq(procedures.id, projectProcedures.procedureId))
    .where(eq(projectProcedures.projectId, projectId))
    .orderBy(asc(procedures.sortOrder), asc(procedures.id));
}

/** The same investor's files the caller may see, created before (or after) this one. */
export function relatedProjects(db: DbOrTx, user: Caller, of: HistoryProjectRow, direction: 'previous' | 'next') {
  const before = or(lt(projects.createdAt, of.createdAt), and(eq(projects.createdAt, of.createdAt), lt(projects.id, of.id)));
  const after = or(gt(projects.createdAt, of.createdAt), and(eq(projects.createdAt, of.createdAt), gt(projects.id, of.id)));
  return db
    .select({
      id: projects.id,
      name: projects.name,
      reference: projects.reference,
      regionNameFr: regions.nameFr,
      regionNameAr: regions.nameAr,
      createdAt: projects.createdAt,
      latestPhase: projects.latestPhase,
    })
    .from(projects)
    .innerJoin(regions, eq(regions.id, projects.regionId))
    .where(and(eq(projects.userId, of.userId), scope(user), direction === 'previous' ? before : after))
    .orderBy(
      direction === 'previous' ? desc(projects.createdAt) : asc(projects.createdAt),
      direction === 'previous' ? desc(projects.id) : asc(projects.id),
    )
    .limit(100);
}

/** Submitted files of the same region with the same dominant sector or an active procedure in common. */
function similarCondition(user: Caller, of: HistoryProjectRow): SQL | undefined {
  return and(
    eq(projects.regionId, of.regionId),
    scope(user),
    ne(projects.id, of.id),
    isNotNull(projects.depositedAt),
    or(
      of.dominantSectorId === null ? undefined : sql`${dominantSectorOf(projects.id)} = ${of.dominantSectorId}`,
      sql`${commonProceduresOf(projects.id, of.id)} > 0`,
    ),
  );
}

export async function countSimilar(db: DbOrTx, user: Caller, of: HistoryProjectRow): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(projects).where(similarCondition(user, of));
  return row?.n ?? 0;
}

export function similarPage(db: DbOrTx, user: Caller, of: HistoryProjectRow, page: { page: number; size: number }) {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      reference: projects.reference,
      createdAt: projects.createdAt,
      latestPhase: projects.latestPhase,
      commissionDecision: decisionOf(projects.id),
      communeNameFr: communes.nameFr,
      communeNameAr: communes.nameAr,
      totalInvestment: totalInvestmentOf(projects.id),
      totalJobs: totalJobsOf(projects.id),
      dominantSectorId: dominantSectorOf(projects.id),
      commonProcedures: commonProceduresOf(projects.id, of.id),
    })
    .from(projects)
    .leftJoin(communes, eq(communes.id, projects.communeId))
    .where(similarCondition(user, of))
    .orderBy(desc(projects.depositedAt), desc(projects.id))
    .limit(page.size)
    .offset(page.page * page.size);
}

/** The investor's files the caller may see with counts of active procedures and parcels. */
export function investorProjects(db: DbOrTx, user: Caller, investorUserId: number) {
  return db
    .select({
      projectId: projects.id,
      name: projects.name,
      reference: projects.reference,
      regionNameFr: regions.nameFr,
      regionNameAr: regions.nameAr,
      communeNameFr: communes.nameFr,
      communeNameAr: communes.nameAr,
      createdAt: projects.createdAt,
      latestPhase: projects.latestPhase,
      commissionDecision: decisionOf(projects.id),
      totalInvestmentAmount: totalInvestmentOf(projects.id),
      totalJobsCreated: totalJobsOf(projects.id),
      countProcedures: sql<number>`(select count(*)::int from project_procedures pp where pp.project_id = ${projects.id} and pp.active)`,
      parcelCount: sql<number>`(select count(*)::int from ${projectLands} l where l.project_id = ${projects.id})`,
      totalParcelSurface: sql<number>`(select coalesce(sum(l.parcel_surface), 0)::float8 from ${projectLands} l where l.project_id = ${projects.id})`,
    })
    .from(projects)
    .innerJoin(regions, eq(regions.id, projects.regionId))
    .leftJoin(communes, eq(communes.id, projects.communeId))
    .where(and(eq(projects.userId, investorUserId), scope(user)))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(500);
}

export function phasesOf(db: DbOrTx, projectIds: number[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .select({ projectId: projectPhases.projectId, title: projectPhases.title, at: projectPhases.createdAt })
    .from(projectPhases)
    .where(inArray(projectPhases.projectId, projectIds))
    .orderBy(asc(projectPhases.id));
}

import { INVESTOR_EDITABLE_PHASES, type ProjectPhase } from '@cri/shared/enums/project-phases';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { ProjectListCategory } from '@cri/shared/schemas/project-lists';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projectPhases } from '../../db/schema/project-phases.ts';
import { procedures, projectProcedures, projects, regions } from '../../db/schema.ts';
import { regionCondition } from '../../lib/region-scope.ts';

type Caller = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>;

/** Same rule as GET /projects/{id}: the investor's own files; regional staff their region's. */
function scope(user: Caller): SQL | undefined {
  if (user.roles.includes('ROLE_INVESTOR')) return eq(projects.userId, Number(user.sub));
  return regionCondition(user, projects.regionId);
}

/** The latest phase of all (what the file is), as a correlated subquery. */
const latestTitle = sql<ProjectPhase | null>`(select pp.title from ${projectPhases} pp where pp.project_id = ${projects.id} order by pp.id desc limit 1)`;
const latestInvestorTitle = sql<ProjectPhase | null>`(select pp.title from ${projectPhases} pp where pp.project_id = ${projects.id} and pp.visible_to_investor order by pp.id desc limit 1)`;
const lastStepAt = sql<
  Date | string | null
>`(select max(pp.created_at) from ${projectPhases} pp where pp.project_id = ${projects.id})`;
const depositAt = sql<
  Date | string | null
>`(select min(pp.created_at) from ${projectPhases} pp where pp.project_id = ${projects.id} and pp.title = 'IN_REVIEW')`;

const inPhases = (phases: readonly ProjectPhase[]): SQL =>
  sql`${latestTitle} in (${sql.join(
    phases.map((p) => sql`${p}`),
    sql`, `,
  )})`;

/** The condition of a fed category (FED_PROJECT_CATEGORIES); null for one no data feeds yet. */
export function categoryCondition(category: ProjectListCategory | undefined): SQL | undefined | null {
  switch (category) {
    case undefined:
      return undefined;
    case 'DRAFT':
    case 'DEPOSIT':
      return inPhases(INVESTOR_EDITABLE_PHASES);
    case 'ARCHIVED':
    case 'ARCHIVED_PROJECT':
      return inPhases(['ARCHIVED']);
    case 'SUBMITED':
      return sql`not ${inPhases([...INVESTOR_EDITABLE_PHASES, 'ARCHIVED'])}`;
    default:
      return null;
  }
}

export async function listProjects(
  db: DbOrTx,
  opts: { user: Caller; condition: SQL | undefined; investorId: number | undefined; page: number; size: number },
) {
  const where = and(
    scope(opts.user),
    opts.condition,
    opts.investorId === undefined ? undefined : eq(projects.userId, opts.investorId),
  );
  const [total] = await db.select({ n: count() }).from(projects).where(where);
  const rows = await db
    .select({
      id: projects.id,
      reference: projects.reference,
      name: projects.name,
      userId: projects.userId,
      regionId: projects.regionId,
      regionNameFr: regions.nameFr,
      regionNameAr: regions.nameAr,
      createdAt: projects.createdAt,
      updatedAt: projects.updatedAt,
      latestPhase: latestTitle,
      latestInvestorPhase: latestInvestorTitle,
      lastStepAt,
      depositAt,
    })
    .from(projects)
    .innerJoin(regions, eq(regions.id, projects.regionId))
    .where(where)
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(opts.size)
    .offset(opts.page * opts.size);
  return { rows, total: total?.n ?? 0 };
}

export async function findProceduresOf(db: DbOrTx, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({ projectId: projectProcedures.projectId, id: procedures.id, nameFr: procedures.nameFr, nameAr: procedures.nameAr })
    .from(projectProcedures)
    .innerJoin(procedures, eq(procedures.id, projectProcedures.procedureId))
    .where(and(inArray(projectProcedures.projectId, projectIds), eq(projectProcedures.active, true)))
    .orderBy(asc(procedures.sortOrder), asc(procedures.id));
}

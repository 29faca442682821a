import type { ProjectPhase } from '@cri/shared/enums/project-phases';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { NOT_WAITING_PHASES, WAITING_FILES_LIMIT } from '@cri/shared/schemas/indicators';
import { and, asc, eq, gte, inArray, isNotNull, lt, ne, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { commissions } from '../../db/schema/commission.ts';
import { dailyVisits, visitSalts } from '../../db/schema/indicators.ts';
import { projectPhases } from '../../db/schema/project-phases.ts';
import { projects } from '../../db/schema/projects.ts';
import { regionCondition } from '../../lib/region-scope.ts';

type Scope = Pick<TAccessClaims, 'roles' | 'regionId'>;
export interface Range {
  startDate: string;
  endDate: string;
}

/** The range's first instant and the instant after its last day, in Morocco's time. */
const from = (r: Range) => sql`(${r.startDate}::date)::timestamp at time zone 'Africa/Casablanca'`;
const until = (r: Range) => sql`(${r.endDate}::date + 1)::timestamp at time zone 'Africa/Casablanca'`;

export async function registeredInvestors(db: Db, r: Range): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(sql`'ROLE_INVESTOR' = any(${users.roles})`, gte(users.createdAt, from(r)), lt(users.createdAt, until(r))));
  return row?.n ?? 0;
}

const distinctWith = (condition: ReturnType<typeof sql>) =>
  sql<number>`(count(distinct ${projectPhases.projectId}) filter (where ${condition}))::int`;
const choice = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${projectPhases.metadata} @> ${JSON.stringify([{ name: 'COMMISSION_CHOICE', value: v }])}::jsonb`),
    sql` or `,
  );

/** Files that went through each step within the range (distinct files per step), in the caller's region. */
export async function projectsStatus(db: Db, scope: Scope, r: Range) {
  const reviewed = sql`${projectPhases.title} = 'REVIEWED_IN_CRUI'`;
  const [row] = await db
    .select({
      draftProjectsCount: distinctWith(sql`${projectPhases.title} = 'DRAFT'`),
      submittedProjectsCount: distinctWith(sql`${projectPhases.title} = 'IN_REVIEW'`),
      sharedToCruiMembersProjectsCount: distinctWith(sql`${projectPhases.title} = 'SHARED_TO_CRUI_MEMBERS'`),
      reviewedInCruiProjectsCount: distinctWith(reviewed),
      reviewedOrSharedProjectCount: distinctWith(sql`${projectPhases.title} in ('REVIEWED_IN_CRUI', 'SHARED_TO_CRUI_MEMBERS')`),
      favorableProjectsCount: distinctWith(sql`${reviewed} and (${choice(['FAVORABLE', 'FAVORABLE_WITH_RESTRICTIONS'])})`),
      unfavorableProjectsCount: distinctWith(sql`${reviewed} and (${choice(['UNFAVORABLE'])})`),
    })
    .from(projectPhases)
    .innerJoin(projects, eq(projects.id, projectPhases.projectId))
    .where(
      and(
        gte(projectPhases.createdAt, from(r)),
        lt(projectPhases.createdAt, until(r)),
        regionCondition(scope, projects.regionId),
      ),
    );
  return row;
}

export async function statisticalCrui(db: Db, scope: Scope, r: Range) {
  const [sessions] = await db
    .select({ n: sql<number>`count(distinct (${projects.regionId}, ${commissions.commissionDate}))::int` })
    .from(commissions)
    .innerJoin(projects, eq(projects.id, commissions.projectId))
    .where(
      and(
        gte(commissions.commissionDate, r.startDate),
        sql`${commissions.commissionDate} <= ${r.endDate}`,
        regionCondition(scope, projects.regionId),
      ),
    );
  const [booked] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        gte(appointments.createdAt, from(r)),
        lt(appointments.createdAt, until(r)),
        regionCondition(scope, appointments.regionId),
      ),
    );
  return { commissionsCount: sessions?.n ?? 0, appointmentsCount: booked?.n ?? 0 };
}

/** Distinct visitors per day and audience within the range. */
export async function visitsPerDay(db: Db, r: Range) {
  return db
    .select({ day: dailyVisits.day, audience: dailyVisits.audience, n: sql<number>`count(*)::int` })
    .from(dailyVisits)
    .where(and(gte(dailyVisits.day, r.startDate), sql`${dailyVisits.day} <= ${r.endDate}`))
    .groupBy(dailyVisits.day, dailyVisits.audience);
}

/** Today's salt, made on the day's first visit; the salts of other days are deleted then. */
export async function saltOf(db: Db, day: string, fresh: () => string): Promise<string> {
  const [known] = await db.select({ salt: visitSalts.salt }).from(visitSalts).where(eq(visitSalts.day, day));
  if (known) return known.salt;
  await db.delete(visitSalts).where(ne(visitSalts.day, day));
  await db.insert(visitSalts).values({ day, salt: fresh() }).onConflictDoNothing();
  const [row] = await db.select({ salt: visitSalts.salt }).from(visitSalts).where(eq(visitSalts.day, day));
  return row?.salt ?? fresh();
}

export async function recordVisit(db: Db, visit: { day: string; visitorHash: string; audience: string }): Promise<boolean> {
  const rows = await db.insert(dailyVisits).values(visit).onConflictDoNothing().returning({ day: dailyVisits.day });
  return rows.length > 0;
}

/**
 * Bottlenecks (decision 078): each stay in a step that began within the range lasts until the file's next
 * phase (found through the (project, id) index); stays not over yet are left out. Median and 90th
 * percentile per step, in days, with percentile_cont (PostgreSQL and PGlite alike).
 */
export async function bottleneckSteps(db: Db, scope: Scope, r: Range, regionId: number | undefined) {
  const leftAt = sql`(select n.created_at from project_phases n
    where n.project_id = ${projectPhases.projectId} and n.id > ${projectPhases.id} order by n.id limit 1)`;
  const stays = db
    .select({
      phase: projectPhases.title,
      days: sql<number | null>`(extract(epoch from (${leftAt} - ${projectPhases.createdAt})) / 86400)::float8`.as('days'),
    })
    .from(projectPhases)
    .innerJoin(projects, eq(projects.id, projectPhases.projectId))
    .where(
      and(
        gte(projectPhases.createdAt, from(r)),
        lt(projectPhases.createdAt, until(r)),
        regionCondition(scope, projects.regionId),
        regionId ? eq(projects.regionId, regionId) : undefined,
      ),
    )
    .as('stays');
  return db
    .select({
      phase: stays.phase,
      stays: sql<number>`count(*)::int`,
      medianDays: sql<number>`(percentile_cont(0.5) within group (order by ${stays.days}))::float8`,
      p90Days: sql<number>`(percentile_cont(0.9) within group (order by ${stays.days}))::float8`,
    })
    .from(stays)
    .where(isNotNull(stays.days))
    .groupBy(stays.phase);
}

/**
 * The files that have waited longest in their current step: in `phase` when given, else among the steps
 * the administration holds; in the caller's region, and in `regionId` when given.
 */
export async function waitingLongest(db: Db, scope: Scope, regionId: number | undefined, phase: ProjectPhase | undefined) {
  return db
    .select({
      projectId: projects.id,
      reference: projects.reference,
      name: projects.name,
      phase: projects.latestPhase,
      since: projects.latestPhaseAt,
    })
    .from(projects)
    .where(
      and(
        isNotNull(projects.latestPhaseAt),
        phase ? eq(projects.latestPhase, phase) : not(inArray(projects.latestPhase, [...NOT_WAITING_PHASES])),
        regionCondition(scope, projects.regionId),
        regionId ? eq(projects.regionId, regionId) : undefined,
      ),
    )
    .orderBy(asc(projects.latestPhaseAt), asc(projects.id))
    .limit(WAITING_FILES_LIMIT);
}

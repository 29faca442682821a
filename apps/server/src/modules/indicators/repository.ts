import type { ProjectPhase } from '@cri/shared/enums/project-phases';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { NOT_WAITING_PHASES, WAITING_FILES_LIMIT } from '@cri/shared/schemas/indicators';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, ne, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { appointments } from '../../db/schema/appointments.ts';
import {
  administrationReviews,
  commissionSessionDays,
  dailyVisits,
  indicatorDailyCounts,
  indicatorMonthlyCounts,
  indicatorStayHistogram,
  phaseStays,
  visitSalts,
} from '../../db/schema/indicators.ts';
import { projects } from '../../db/schema/projects.ts';
import { administrations } from '../../db/schema/reference-data.ts';
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

/**
 * Files that went through each step within the range, in the caller's region: the daily counts kept by
 * `recordPhase` (decision 090; a file counts once per day and counter, summed over the range's days), read per
 * month for the range's whole months (decision 121: a year of the country was every daily row, 18 000 at
 * 1 000 000 files) and per day for the rest.
 */
export async function projectsStatus(db: Db, scope: Scope, r: Range) {
  const parts = rangeParts(r).map((p) =>
    p.granularity === 'M'
      ? sql`select ${indicatorMonthlyCounts.counter} as counter, ${indicatorMonthlyCounts.files} as files from ${indicatorMonthlyCounts}
          where ${and(
            gte(indicatorMonthlyCounts.month, p.first),
            lte(indicatorMonthlyCounts.month, p.last),
            regionCondition(scope, indicatorMonthlyCounts.regionId),
          )}`
      : sql`select ${indicatorDailyCounts.counter} as counter, ${indicatorDailyCounts.files} as files from ${indicatorDailyCounts}
          where ${and(
            gte(indicatorDailyCounts.day, p.first),
            lte(indicatorDailyCounts.day, p.last),
            regionCondition(scope, indicatorDailyCounts.regionId),
          )}`,
  );
  const sum = (counter: string) => sql<number>`coalesce(sum(t.files) filter (where t.counter = ${counter}), 0)::int`;
  const [row] = await db
    .select({
      draftProjectsCount: sum('DRAFT'),
      submittedProjectsCount: sum('IN_REVIEW'),
      sharedToCruiMembersProjectsCount: sum('SHARED_TO_CRUI_MEMBERS'),
      reviewedInCruiProjectsCount: sum('REVIEWED_IN_CRUI'),
      reviewedOrSharedProjectCount: sum('REVIEWED_OR_SHARED'),
      favorableProjectsCount: sum('FAVORABLE'),
      unfavorableProjectsCount: sum('UNFAVORABLE'),
    })
    .from(sql`(${sql.join(parts, sql` union all `)}) as t`);
  return row;
}

export async function statisticalCrui(db: Db, scope: Scope, r: Range) {
  // A session is a (region, day) with at least one commission: the days kept per region (decision 107).
  const [sessions] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(commissionSessionDays)
    .where(
      and(
        gte(commissionSessionDays.day, r.startDate),
        lte(commissionSessionDays.day, r.endDate),
        sql`${commissionSessionDays.commissions} > 0`,
        regionCondition(scope, commissionSessionDays.regionId),
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

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const monthStart = (d: string) => `${d.slice(0, 7)}-01`;
const nextMonth = (d: string) => {
  const t = new Date(`${monthStart(d)}T00:00:00Z`);
  t.setUTCMonth(t.getUTCMonth() + 1);
  return isoDay(t.getTime());
};

/**
 * The range as periods of the histogram (decision 090): the whole months inside it, and the days outside them.
 * `months` is [first, after) of the whole months, or null when the range holds none. A range reaching today or
 * later takes the current month whole: no stay has begun after today, so its monthly row holds only the range's.
 */
export function histogramPeriods(r: Range, today?: string): { months: [string, string] | null } {
  const first = r.startDate.endsWith('-01') ? r.startDate : nextMonth(r.startDate);
  const dayAfter = isoDay(Date.parse(`${r.endDate}T00:00:00Z`) + 86_400_000);
  const after =
    dayAfter.endsWith('-01') || (today !== undefined && r.endDate >= today) ? nextMonth(r.endDate) : monthStart(r.endDate);
  return { months: first < after ? [first, after] : null };
}

/**
 * The periods a range reads in a table kept per day and per month (the histogram, decision 090; the daily counts,
 * decision 121): whole months, the days around them.
 */
function rangeParts(r: Range, today?: string): { granularity: 'D' | 'M'; first: string; last: string }[] {
  const { months } = histogramPeriods(r, today);
  const dayBefore = (d: string) => isoDay(Date.parse(`${d}T00:00:00Z`) - 86_400_000);
  return months
    ? [
        { granularity: 'M', first: months[0], last: dayBefore(months[1]) },
        ...(r.startDate < months[0] ? [{ granularity: 'D' as const, first: r.startDate, last: dayBefore(months[0]) }] : []),
        ...(months[1] <= r.endDate ? [{ granularity: 'D' as const, first: months[1], last: r.endDate }] : []),
      ]
    : [{ granularity: 'D', first: r.startDate, last: r.endDate }];
}

const rowsOf = <T>(result: unknown): T[] =>
  // node-postgres answers { rows }, PGlite too; an array on other drivers (as monitoring/digest.ts reads it).
  (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];

export interface HistogramRow {
  kind: 'P' | 'A';
  step: string;
  bucket: number;
  stays: number;
}

/**
 * The histogram periods this process has read (decision 102), by `region:granularity:period`: their rows and the
 * version they had. A period is read again only when its version has moved (a stay counted or taken out in it).
 */
const keptByDatabase = new WeakMap<Db, Map<string, { version: string; rows: HistogramRow[] }>>();
const KEPT_PERIODS_MAX = 3000;

/**
 * Completed stays per length bucket that began within the range (decision 090): of each step (kind P) and each
 * administration (kind A), in `regionId` (0: every region). Whole months are read from the monthly rows, the
 * days around them from the daily rows. Decision 102: the periods' versions are read first (one index range per
 * part, at most 13 months and ~60 days); only the periods changed since this process last read them are read
 * again. `token` names the versions read: the same token, the same figures.
 */
export async function stayHistogram(
  db: Db,
  regionId: number,
  r: Range,
  today: string,
): Promise<{ token: string; rows: () => HistogramRow[] }> {
  const parts = rangeParts(r, today);
  const inParts = sql.join(
    parts.map((p) => sql`(granularity = ${p.granularity} and period >= ${p.first}::date and period <= ${p.last}::date)`),
    sql` or `,
  );
  const versions = rowsOf<{ granularity: string; period: string; version: string | number }>(
    await db.execute(
      sql`select granularity, period::text as period, version::text as version from indicator_histogram_versions
        where region_id = ${regionId} and (${inParts}) order by granularity, period`,
    ),
  );
  // Per database handle: versions number one database's changes (a test process opens several).
  const keptPeriods = keptByDatabase.get(db) ?? new Map<string, { version: string; rows: HistogramRow[] }>();
  keptByDatabase.set(db, keptPeriods);
  const key = (granularity: string, period: string) => `${regionId}:${granularity}:${period}`;
  const stale = versions.filter((v) => keptPeriods.get(key(v.granularity, v.period))?.version !== String(v.version));
  const read = new Map<string, { version: string; rows: HistogramRow[] }>();
  if (stale.length > 0) {
    const byGranularity = (g: 'D' | 'M') => stale.filter((v) => v.granularity === g).map((v) => v.period);
    const wanted = (['M', 'D'] as const)
      .filter((g) => byGranularity(g).length > 0)
      .map(
        (g) => sql`select granularity, period::text as period, kind, step, bucket, stays from ${indicatorStayHistogram}
          where region_id = ${regionId} and granularity = ${g} and period in (${sql.join(
            byGranularity(g).map((d) => sql`${d}::date`),
            sql`, `,
          )})`,
      );
    for (const v of stale) read.set(key(v.granularity, v.period), { version: String(v.version), rows: [] });
    const rows = rowsOf<{
      granularity: string;
      period: string;
      kind: 'P' | 'A';
      step: string;
      bucket: number | string;
      stays: number | string;
    }>(await db.execute(sql.join(wanted, sql` union all `)));
    for (const row of rows)
      read.get(key(row.granularity, row.period))?.rows.push({
        kind: row.kind,
        step: row.step,
        bucket: Number(row.bucket),
        stays: Number(row.stays),
      });
    for (const [k, kept] of read) {
      keptPeriods.delete(k);
      keptPeriods.set(k, kept);
    }
    for (const oldest of keptPeriods.keys()) {
      if (keptPeriods.size <= KEPT_PERIODS_MAX) break;
      keptPeriods.delete(oldest);
    }
  }
  // The periods of this answer, held here whatever the map evicts meanwhile.
  const periods = versions.map((v) => read.get(key(v.granularity, v.period)) ?? keptPeriods.get(key(v.granularity, v.period)));
  const token = `${regionId}|${versions.map((v) => `${v.granularity}${v.period}=${v.version}`).join(',')}`;
  return {
    token,
    rows: () => {
      const sums = new Map<string, HistogramRow>();
      for (const period of periods)
        for (const row of period?.rows ?? []) {
          const k = `${row.kind}:${row.step}:${row.bucket}`;
          const sum = sums.get(k);
          if (sum) sum.stays += row.stays;
          else sums.set(k, { ...row });
        }
      return [...sums.values()];
    },
  };
}

/**
 * How many completed stays of one step (kind P) or one administration (kind A) began within the range, in
 * `regionId` (0: every region): the figure's count, summed from the histogram (decision 102) by index only
 * (`indicator_stay_histogram_step_idx`), a few hundred rows whatever the number of stays.
 */
export async function figureTotal(db: Db, regionId: number, kind: 'P' | 'A', step: string, r: Range, today: string) {
  const part = (p: { granularity: 'D' | 'M'; first: string; last: string }) =>
    sql`(select coalesce(sum(stays), 0) from ${indicatorStayHistogram} where region_id = ${regionId} and kind = ${kind}
      and step = ${step} and granularity = ${p.granularity} and period >= ${p.first}::date and period <= ${p.last}::date)`;
  const result = await db.execute(sql`select (${sql.join(rangeParts(r, today).map(part), sql` + `)})::int as n`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}

export function administrationsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: administrations.id,
      nameFr: administrations.nameFr,
      nameAr: administrations.nameAr,
      regionId: administrations.regionId,
    })
    .from(administrations)
    .where(inArray(administrations.id, ids));
}

/**
 * The completed stays one figure measures (decision 090): of a step (phase_stays) or of an administration
 * (administration_reviews with an opinion), begun within the range, in the caller's region and `regionId`;
 * longest first, one page (their total is the figure's count: `figureTotal`, decision 102).
 */
export async function bottleneckFiles(
  db: Db,
  scope: Scope,
  q: Range & { regionId?: number; phase?: ProjectPhase; administrationId?: number; page: number; size: number },
) {
  const source = q.phase
    ? db
        .select({
          stayId: phaseStays.id,
          projectId: phaseStays.projectId,
          beganAt: sql<Date>`${phaseStays.beganAt}`.as('began_at'),
          endedAt: sql<Date>`${phaseStays.endedAt}`.as('ended_at'),
          days: sql<number>`${phaseStays.days}`.as('days'),
        })
        .from(phaseStays)
        .where(
          and(
            eq(phaseStays.phase, q.phase),
            gte(phaseStays.beganAt, from(q)),
            lt(phaseStays.beganAt, until(q)),
            regionCondition(scope, phaseStays.regionId),
            q.regionId ? eq(phaseStays.regionId, q.regionId) : undefined,
          ),
        )
        .as('stays')
    : db
        .select({
          stayId: administrationReviews.id,
          projectId: administrationReviews.projectId,
          beganAt: sql<Date>`${administrationReviews.sharedAt}`.as('began_at'),
          endedAt: sql<Date>`${administrationReviews.opinionAt}`.as('ended_at'),
          days: sql<number>`${administrationReviews.days}`.as('days'),
        })
        .from(administrationReviews)
        .where(
          and(
            eq(administrationReviews.administrationId, q.administrationId ?? 0),
            isNotNull(administrationReviews.opinionAt),
            gte(administrationReviews.sharedAt, from(q)),
            lt(administrationReviews.sharedAt, until(q)),
            regionCondition(scope, administrationReviews.regionId),
            q.regionId ? eq(administrationReviews.regionId, q.regionId) : undefined,
          ),
        )
        .as('stays');
  const items = await db
    .select({
      projectId: source.projectId,
      reference: projects.reference,
      name: projects.name,
      regionId: projects.regionId,
      beganAt: source.beganAt,
      endedAt: source.endedAt,
      days: source.days,
    })
    .from(source)
    .innerJoin(projects, eq(projects.id, source.projectId))
    .orderBy(desc(source.days), asc(source.stayId))
    .limit(q.size)
    .offset(q.page * q.size);
  return items;
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

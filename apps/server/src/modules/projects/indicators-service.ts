import { hasPermission } from '@cri/shared/permissions';
import { platformToday, startOfPlatformDay } from '@cri/shared/rules/morocco-clock';
import {
  categoryConditionOf,
  DASHBOARD_CATEGORIES,
  PROJECT_CATEGORY_CONDITIONS,
  STAFF_LIST_CATEGORIES,
} from '@cri/shared/rules/project-categories';
import { overdueBefore, PHASE_RESPONSE_WORKING_DAYS } from '@cri/shared/rules/project-deadlines';
import { isoWeekOf, workingDaysOfWeek } from '@cri/shared/rules/working-days';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { ProjectListCategory, TDashboardIndicators, TDashboardIndicatorsQuery } from '@cri/shared/schemas/project-lists';
import { and, between, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isRegional } from '../../lib/region-scope.ts';
import { countFromKept, countKeptCategories } from './kept-categories.ts';
import * as repo from './list-repository.ts';

/** The instant a Moroccan calendar day begins (noon UTC always falls on that day in Morocco). */
const startOfDay = (date: string): Date => startOfPlatformDay(new Date(`${date}T12:00:00Z`));

/** The phases in which the centre owes the investor a step within a number of working days. */
const OWED = Object.keys(PHASE_RESPONSE_WORKING_DAYS) as (keyof typeof PHASE_RESPONSE_WORKING_DAYS)[];
/** The first instant a step still counts as on time: before it, a file in an owed phase is overdue. */
const overdueCutoff = (now: Date): Date => startOfDay(overdueBefore(platformToday(now)));

/** A file the centre owes a step on for more than its working days (the dashboard's "overdue"). */
export const overdueSql = (now: Date, files: repo.FileColumns = repo.PROJECT_FILES): SQL =>
  and(inArray(files.latestPhase, OWED), lt(files.latestPhaseAt, overdueCutoff(now))) as SQL;

/**
 * The other files of the owed phases (a step within the days, or none recorded): staff count the overdue ones as the
 * owed phases' kept totals less these, which are few and read from the (phase, phase date) indexes, where counting
 * the overdue ones read most of the files of those phases (60 ms for the country at 1 000 000 files; decision 117).
 */
const notOverdueSql = (now: Date): { recent: SQL; undated: SQL } => ({
  recent: and(inArray(projects.latestPhase, OWED), gte(projects.latestPhaseAt, overdueCutoff(now))) as SQL,
  // Two counts, not one with an `or`: each is a range of the index (an `or` made it read every entry of the phases).
  undated: and(inArray(projects.latestPhase, OWED), isNull(projects.latestPhaseAt)) as SQL,
});

/**
 * GET /projects/dashboard-indicators (spec 2 §7): counts per category in the caller's scope, files the
 * centre owes a step on for more than 2 working days, files programmed this week and submitted this week,
 * from grouped counts and indexed scalar counts. Staff who read project lists only.
 */
export async function dashboardIndicators(
  { db, now: clock }: ServiceContext,
  user: TAccessClaims,
  query: TDashboardIndicatorsQuery,
): Promise<TDashboardIndicators> {
  const now = clock();
  const staff =
    hasPermission(user.roles, 'read:region-projects') ||
    hasPermission(user.roles, 'read:national-projects') ||
    (hasPermission(user.roles, 'read:projects') && !user.roles.includes('ROLE_INVESTOR'));
  if (!staff) throw new AppError('FORBIDDEN');
  const audience = repo.audienceOf(user);
  const regionId = isRegional(user) ? undefined : query.regionId || undefined;
  const categories = new Set<ProjectListCategory>([
    ...Object.values(DASHBOARD_CATEGORIES).flat(),
    ...Object.values(STAFF_LIST_CATEGORIES).flat(),
  ]);
  // A CRUI member's files are read from their administration's sharings (decision 121).
  const files = repo.filesOf(user);
  const scope = repo.scope(user, { regionId, files });
  const today = platformToday(now);
  const week = workingDaysOfWeek(isoWeekOf(today).year, isoWeekOf(today).weekNumber);
  const monday = week[0] ?? today;
  const programmedPhases = PROJECT_CATEGORY_CONDITIONS.staff.PROGRAMMED?.phases ?? [];
  // Staff: the counters kept per (region, phase, programmed) and per kept category (decisions 107, 111); a CRUI
  // member's files are those shared with their administration, counted from their sharings and the tables.
  const kept = audience === 'staff';
  const fromTables = (category: ProjectListCategory): SQL =>
    repo.conditionSql(PROJECT_CATEGORY_CONDITIONS[audience][category], { caller: user, now, files }) ?? sql`false`;
  const [groups, keptCounts, counts] = await Promise.all([
    kept ? repo.countPhaseGroupsKept(db, user, regionId) : repo.countPhaseGroups(db, scope, files),
    kept ? countKeptCategories(db, { user, regionId, now }) : undefined,
    repo.countEach(db, {
      scope,
      files,
      conditions: {
        ...(kept ? notOverdueSql(now) : { overdue: overdueSql(now, files) }),
        programmedThisWeek: and(
          inArray(files.latestPhase, [...programmedPhases]),
          between(files.cruiDate, monday, week[4] ?? today),
        ) as SQL,
        // A file submitted this week had a step this week: the phase date narrows it on the index first.
        submittedThisWeek: and(gte(files.latestPhaseAt, startOfDay(monday)), gte(files.depositedAt, startOfDay(monday))) as SQL,
        ...(query.advisorId === undefined
          ? {}
          : { assigned: repo.onFile(files, eq(projects.advisorId, query.advisorId)) as SQL }),
        // Read from the PV tables, not the phase groups below.
        pvToSign: repo.pvToSignSql(user, now, files),
        // A CRUI member has none of these categories; staff read them from the kept counts.
        ...(kept
          ? {}
          : {
              unfavourable: fromTables('UNFAVORABLE'),
              monitoringPostCrui: fromTables('PROJECT_MONITORING_POST_CRUI'),
              monitoringActions: fromTables('MONITORING_ACTION_TO_BE_REALISED'),
            }),
      },
    }),
  ]);
  const followUp = kept ? {} : await countFollowUpCategories(db, { user, categories: [...categories], regionId, now });
  const countOf = (category: ProjectListCategory): number => {
    const condition = categoryConditionOf(audience, category);
    if (!condition) return 0;
    if (condition.pvToSign) return counts.pvToSign ?? 0;
    if (keptCounts) {
      const n = countFromKept(condition, groups, keptCounts);
      if (n === undefined) throw new Error(`category ${category} is not counted by the kept counts`);
      return n;
    }
    if (condition.unfavourable) return counts.unfavourable ?? 0;
    if (condition.monitoring)
      return (condition.monitoring === 'POST_CRUI' ? counts.monitoringPostCrui : counts.monitoringActions) ?? 0;
    if (condition.followUp) return followUp[category] ?? 0;
    return countFromKept(condition, groups, { flagged: [], monitoringDue: 0 }) ?? 0;
  };
  return {
    counts: Object.fromEntries([...categories].map((c) => [c, countOf(c)])),
    overdue: kept
      ? groups.all.filter((g) => g.phase !== null && (OWED as string[]).includes(g.phase)).reduce((n, g) => n + g.n, 0) -
        (counts.recent ?? 0) -
        (counts.undated ?? 0)
      : (counts.overdue ?? 0),
    programmedThisWeek: counts.programmedThisWeek ?? 0,
    submittedThisWeek: counts.submittedThisWeek ?? 0,
    assigned: query.advisorId === undefined ? null : (counts.assigned ?? 0),
  };
}

/**
 * The categories follow-up actions feed (CategoryCondition.followUp) are counted from their own SQL, the
 * region-wide ones (the director's and the governor's acts) in the whole region.
 */
async function countFollowUpCategories(
  db: DbOrTx,
  opts: { user: TAccessClaims; categories: ProjectListCategory[]; regionId: number | undefined; now: Date },
): Promise<Partial<Record<ProjectListCategory, number>>> {
  const audience = repo.audienceOf(opts.user);
  const out: Partial<Record<ProjectListCategory, number>> = {};
  for (const regionWide of [false, true]) {
    const files = repo.filesOf(opts.user, { regionWide });
    const conditions: Record<string, SQL> = {};
    for (const category of opts.categories) {
      const condition = categoryConditionOf(audience, category);
      if (!condition?.followUp || !!condition.regionWide !== regionWide) continue;
      const where = repo.conditionSql(condition, { caller: opts.user, now: opts.now, files });
      if (where) conditions[category] = where;
    }
    const counts = await repo.countEach(db, {
      scope: repo.scope(opts.user, { regionId: opts.regionId, regionWide, files }),
      conditions,
      files,
    });
    Object.assign(out, counts);
  }
  return out;
}

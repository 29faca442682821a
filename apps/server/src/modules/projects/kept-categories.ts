import type { ProjectPhase } from '@cri/shared/enums/project-phases';
import { addCalendarDays, MILESTONE_DUE_WINDOW_DAYS } from '@cri/shared/rules/monitoring';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { type CategoryCondition, type FollowUpListKind, matchesCondition } from '@cri/shared/rules/project-categories';
import { and, between, count, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { monitoringDueMonths, projectCategoryCounts } from '../../db/schema/indicators.ts';
import { projects } from '../../db/schema/projects.ts';
import { regionCondition } from '../../lib/region-scope.ts';

/**
 * The staff list categories read from other tables, kept on the file by the database (decision 111, migration 0036):
 * the `category_flags` bits and `monitoring_due_on` of `projects`, recomputed at the commit of every write of the
 * follow-up actions, monitoring projects and milestones, and phases, with the same rules as the former SQL
 * (follow-up-actions/categories.ts, monitoring/categories.ts, list-repository.ts `unfavourableSql`).
 */
export const CATEGORY_FLAGS = {
  ADVISOR_ACTIONS: 1,
  DOCUMENTS_TO_DELIVER: 2,
  ACT_DELIVERED: 4,
  MONITORED: 8,
  UNFAVOURABLE: 16,
} as const;
export type KeptKind = keyof typeof CATEGORY_FLAGS;

/** The staff follow-up kinds kept as flags (a CRUI member's are per administration or per person: read from the tables). */
export const KEPT_FOLLOW_UP: Partial<Record<FollowUpListKind, KeptKind>> = {
  ADVISOR_ACTIONS: 'ADVISOR_ACTIONS',
  DOCUMENTS_TO_DELIVER: 'DOCUMENTS_TO_DELIVER',
  ACT_DELIVERED: 'ACT_DELIVERED',
};

/**
 * The file has the kind's bit. `category_flags <> 0` is written out so the planner may use the partial indexes of the
 * flagged files (projects_flagged_*_idx); the bit is a literal for the same reason. A signed act has partial indexes
 * of its own (projects_act_delivered_*_idx, decision 121), which the planner takes only for the bit alone: with the
 * other condition too, it walked the flagged files to the end to find the few signed acts.
 */
export function flagSql(kind: KeptKind): SQL {
  const bit = sql.raw(String(CATEGORY_FLAGS[kind]));
  if (kind === 'ACT_DELIVERED') return sql`${projects.categoryFlags} & ${bit} <> 0`;
  return sql`(${projects.categoryFlags} <> 0 and ${projects.categoryFlags} & ${bit} <> 0)`;
}

/** The last day of the monitoring window: a milestone expected by then is due or overdue (decision 066). */
export const monitoringDueUntil = (now: Date): string => addCalendarDays(platformToday(now), MILESTONE_DUE_WINDOW_DAYS);

/** A file with an enabled, undone milestone expected on or before the window's last day. */
export const monitoringDueSql = (now: Date): SQL => sql`${projects.monitoringDueOn} <= ${monitoringDueUntil(now)}`;

export interface KeptCounts {
  /** Flagged files per kind and latest phase (null: no phase). */
  flagged: { kind: KeptKind; phase: ProjectPhase | null; n: number }[];
  /** Files with a monitoring milestone due or overdue. */
  monitoringDue: number;
}

/**
 * The kept counts of a staff scope (a region, or the country): the flagged files per (kind, phase) from
 * project_category_counts, and the due files as the months before the window's last day (monitoring_due_months)
 * plus the files of its month up to that day (projects_monitoring_due_idx).
 */
export async function countKeptCategories(
  db: DbOrTx,
  opts: { user: Parameters<typeof regionCondition>[0]; regionId: number | undefined; now: Date },
): Promise<KeptCounts> {
  const until = monitoringDueUntil(opts.now);
  const monthStart = `${until.slice(0, 8)}01`;
  const region = (column: Parameters<typeof regionCondition>[1]) =>
    and(regionCondition(opts.user, column), opts.regionId ? eq(column, opts.regionId) : undefined);
  const [flagged, months, inMonth] = await Promise.all([
    db
      .select({
        kind: projectCategoryCounts.kind,
        phase: projectCategoryCounts.phase,
        n: sql<number>`sum(${projectCategoryCounts.files})::int`,
      })
      .from(projectCategoryCounts)
      .where(region(projectCategoryCounts.regionId))
      .groupBy(projectCategoryCounts.kind, projectCategoryCounts.phase),
    db
      .select({ n: sql<number>`coalesce(sum(${monitoringDueMonths.files}), 0)::int` })
      .from(monitoringDueMonths)
      .where(and(region(monitoringDueMonths.regionId), lt(monitoringDueMonths.month, monthStart))),
    db
      .select({ n: count() })
      .from(projects)
      .where(and(region(projects.regionId), between(projects.monitoringDueOn, monthStart, until))),
  ]);
  return {
    flagged: flagged.map((r) => ({
      kind: r.kind as KeptKind,
      phase: r.phase === '' ? null : (r.phase as ProjectPhase),
      n: Number(r.n),
    })),
    monitoringDue: Number(months[0]?.n ?? 0) + Number(inMonth[0]?.n ?? 0),
  };
}

export interface PhaseGroups {
  all: { phase: ProjectPhase | null; n: number }[];
  programmed: { phase: ProjectPhase | null; n: number }[];
}

/**
 * A staff category's number of files from the kept counts, or undefined when they cannot tell (a PV to sign, read
 * from the PV tables; a follow-up kind that is not kept). The same test as the SQL: the phases and commission date
 * from the phase groups, a kept kind from its flagged files — for a kind that widens phases, those of the other phases.
 */
export function countFromKept(condition: CategoryCondition, groups: PhaseGroups, kept: KeptCounts): number | undefined {
  if (condition.pvToSign) return undefined;
  const flagged = (kind: KeptKind, skip: (phase: ProjectPhase | null) => boolean = () => false) =>
    kept.flagged.filter((r) => r.kind === kind && !skip(r.phase)).reduce((s, r) => s + r.n, 0);
  if (condition.unfavourable) return flagged('UNFAVOURABLE');
  if (condition.monitoring) return condition.monitoring === 'POST_CRUI' ? flagged('MONITORED') : kept.monitoringDue;
  let n = 0;
  for (const g of groups.all) {
    const programmed = groups.programmed.find((p) => p.phase === g.phase)?.n ?? 0;
    if (matchesCondition(condition, g.phase, '9999-12-31')) n += programmed;
    if (matchesCondition(condition, g.phase, null)) n += g.n - programmed;
  }
  if (!condition.followUp) return n;
  const kind = KEPT_FOLLOW_UP[condition.followUp];
  // The kept flags are not split by commission date: a follow-up condition with one is counted from the files.
  if (!kind || condition.cruiDate || condition.notPhases) return undefined;
  // The phases OR the kind: the flagged files whose phase is not already counted.
  return n + flagged(kind, (phase) => phase !== null && (condition.phases?.includes(phase) ?? false));
}

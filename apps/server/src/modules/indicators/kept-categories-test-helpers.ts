import { PHASE_TRANSITIONS, type ProjectPhase } from '@cri/shared/enums/project-phases';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projectPhases } from '../../db/schema/project-phases.ts';
import { RESCHEDULE_FLAG } from '../../db/schema/projects.ts';
import type { TestApp } from '../../test/test-app.ts';
import { followUpCategorySql } from '../follow-up-actions/categories.ts';
import { monitoringCategorySql } from '../monitoring/categories.ts';
import { CATEGORY_FLAGS, type KeptKind } from '../projects/kept-categories.ts';
import { unfavourableSql } from '../projects/list-repository.ts';

/**
 * Test helper of decision 111: what the database keeps for the staff list categories (projects.category_flags,
 * projects.monitoring_due_on, project_category_counts, monitoring_due_months) beside the same figures made from the
 * source tables with the former SQL (follow-up-actions/categories.ts, monitoring/categories.ts, unfavourableSql).
 */
const staff = { sub: '0', roles: ['ROLE_ADVISOR' as const] };
const FROM_TABLES: Record<KeptKind, SQL> = {
  ADVISOR_ACTIONS: followUpCategorySql('ADVISOR_ACTIONS', staff),
  DOCUMENTS_TO_DELIVER: followUpCategorySql('DOCUMENTS_TO_DELIVER', staff),
  ACT_DELIVERED: followUpCategorySql('ACT_DELIVERED', staff),
  MONITORED: monitoringCategorySql('POST_CRUI', new Date()),
  UNFAVOURABLE: sql`(projects.latest_phase in ('REVIEWED_IN_CRUI', 'RECOURSE_REVIEWED_CRUI', 'RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE') and ${unfavourableSql()})`,
};

const RESCHEDULE_ASKED_FROM_TABLES = sql`(projects.latest_phase = 'REVIEWED_IN_CRUI' and coalesce((select pp.metadata from project_phases pp where pp.project_id = projects.id order by pp.id desc limit 1) @> '[{"name":"COMMISSION_CHOICE","value":"TO_BE_RESCHEDULED"}]'::jsonb, false))`;

/** One of the phases a file may go to from its latest phase row (PHASE_TRANSITIONS), picked by `choice`; none at the end. */
export async function nextPhaseOf(db: DbOrTx, projectId: number, choice: number): Promise<ProjectPhase | undefined> {
  const [latest] = await db
    .select({ title: projectPhases.title })
    .from(projectPhases)
    .where(eq(projectPhases.projectId, projectId))
    .orderBy(desc(projectPhases.id))
    .limit(1);
  const next: readonly ProjectPhase[] = PHASE_TRANSITIONS[latest?.title ?? 'NEW'] ?? [];
  return next[choice % Math.max(next.length, 1)];
}

export async function rowsOf(t: TestApp, query: SQL): Promise<Record<string, unknown>[]> {
  const result = await t.database.db.execute(query);
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as Record<string, unknown>[];
}

const tally = (keys: string[]) => {
  const out = new Map<string, number>();
  for (const k of keys) out.set(k, (out.get(k) ?? 0) + 1);
  return [...out].map(([k, n]) => `${k}|${n}`).sort();
};

/** The kept figures and the direct ones, as sorted lines (counter rows at zero left out). */
export async function keptAndDirectCategories(t: TestApp) {
  const flagsSql = sql.join(
    [
      ...(Object.keys(CATEGORY_FLAGS) as KeptKind[]).map(
        (kind) => sql`(case when ${FROM_TABLES[kind]} then ${sql.raw(String(CATEGORY_FLAGS[kind]))} else 0 end)`,
      ),
      // Bit 32 (decision 117): the scheduling's former condition, the latest phase row of any title.
      sql`(case when ${RESCHEDULE_ASKED_FROM_TABLES} then ${sql.raw(String(RESCHEDULE_FLAG))} else 0 end)`,
    ],
    sql` | `,
  );
  const direct = await rowsOf(
    t,
    sql`select projects.id, projects.region_id, coalesce(projects.latest_phase::text, '') as phase, ${flagsSql} as flags,
          (select min(mm.verification_expected_date)::text from monitoring_milestones mm
            join monitoring_projects mp on mp.id = mm.monitoring_project_id
            where mp.project_id = projects.id and not mm.disabled and not mm.action_completed) as due
        from projects order by projects.id`,
  );
  const kept = await rowsOf(t, sql`select id, category_flags as flags, monitoring_due_on::text as due from projects order by id`);
  const kinds = Object.entries(CATEGORY_FLAGS);
  return {
    files: {
      kept: kept.map((r) => `${r.id}|${r.flags}|${r.due}`),
      direct: direct.map((r) => `${r.id}|${r.flags}|${r.due}`),
    },
    counts: {
      kept: (
        await rowsOf(t, sql`select region_id, kind, phase, files from project_category_counts where files <> 0 order by 1, 2, 3`)
      )
        .map((r) => `${r.region_id}|${r.kind}|${r.phase}|${r.files}`)
        .sort(),
      direct: tally(
        direct.flatMap((r) =>
          kinds.filter(([, bit]) => (Number(r.flags) & bit) !== 0).map(([kind]) => `${r.region_id}|${kind}|${r.phase}`),
        ),
      ),
    },
    dueMonths: {
      kept: (await rowsOf(t, sql`select region_id, month::text, files from monitoring_due_months where files <> 0`))
        .map((r) => `${r.region_id}|${r.month}|${r.files}`)
        .sort(),
      direct: tally(direct.filter((r) => r.due !== null).map((r) => `${r.region_id}|${String(r.due).slice(0, 8)}01`)),
    },
  };
}

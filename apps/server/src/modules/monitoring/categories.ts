import { addCalendarDays, MILESTONE_DUE_WINDOW_DAYS } from '@cri/shared/rules/monitoring';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { projects } from '../../db/schema/projects.ts';

/**
 * The list categories of spec 2 §4 the monitoring feeds (rules/project-categories.ts `monitoring`; issue 18):
 * PROJECT_MONITORING_POST_CRUI, a file that is a monitoring project; MONITORING_ACTION_TO_BE_REALISED, a file
 * with an enabled, undone milestone due within 15 days or overdue (decision 066). `fileId` is the column holding the
 * file's id in the statement (projects.id, or a sharing's project_id).
 */
export function monitoringCategorySql(kind: 'POST_CRUI' | 'ACTIONS', now: Date, fileId: PgColumn = projects.id): SQL {
  if (kind === 'POST_CRUI') return sql`exists (select 1 from monitoring_projects mp where mp.project_id = ${fileId})`;
  const until = addCalendarDays(platformToday(now), MILESTONE_DUE_WINDOW_DAYS);
  return sql`exists (select 1 from monitoring_milestones mm join monitoring_projects mp on mp.id = mm.monitoring_project_id
    where mp.project_id = ${fileId} and not mm.disabled and not mm.action_completed and mm.verification_expected_date <= ${until})`;
}

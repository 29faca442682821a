import { followUpActionsPath, projectPath } from '@cri/shared/paths';
import { categoryConditionOf, matchesCondition } from '@cri/shared/rules/project-categories';
import type { ProjectListCategory, TProjectListRow } from '@cri/shared/schemas/project-lists';

/** The dashboard lists fed by follow-up actions whose rows land where the user acts on them. */
const FOLLOW_UP_LISTS: readonly ProjectListCategory[] = ['ACTIONS', 'DOCUMENTS_TO_DELIVER'];

/**
 * Where a dashboard row leads (spec 2 §7: the row opens what the user has to do). In ACTIONS and
 * DOCUMENTS_TO_DELIVER a file is listed either for its phase (a file in review, complements awaited: the
 * work is on the file's page) or for an open follow-up action (the work is on the file's follow-up actions,
 * where the action is answered); the same phase test as the server's list tells which.
 */
export function dashboardRowPath(
  audience: 'staff' | 'cruiMember',
  category: ProjectListCategory,
  row: Pick<TProjectListRow, 'id' | 'latestPhase' | 'cruiDate'>,
): string {
  if (!FOLLOW_UP_LISTS.includes(category)) return projectPath(row.id);
  const condition = categoryConditionOf(audience, category);
  if (!condition?.followUp) return projectPath(row.id);
  const byPhase =
    condition.phases !== undefined && matchesCondition({ ...condition, followUp: undefined }, row.latestPhase, row.cruiDate);
  return byPhase ? projectPath(row.id) : followUpActionsPath(row.id);
}

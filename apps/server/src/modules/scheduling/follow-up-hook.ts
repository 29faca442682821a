import type { DbOrTx } from '../../db/client.ts';
import { closeOpenFollowUpActions } from '../follow-up-actions/closure.ts';

/**
 * Spec 2 "Advisor actions": "a follow-up action is forcibly closed when the commission is rescheduled".
 * Called inside the rescheduling transaction, once per file brought back to a commission after a "to be
 * rescheduled" decision: the follow-up-actions module closes the file's open actions in `tx`, so the
 * closing and the rescheduling commit or fail together.
 */
export async function closeOpenFollowUpActionsOnReschedule(
  tx: DbOrTx,
  change: { projectId: number; by: number; at: Date },
): Promise<void> {
  await closeOpenFollowUpActions(tx, { ...change, reason: 'RESCHEDULED' });
}

import type { DbOrTx } from '../../db/client.ts';

/**
 * HOOK POINT (spec 2 "Advisor actions": "a follow-up action is forcibly closed when the commission is
 * rescheduled"). Called inside the rescheduling transaction, once per file brought back to a commission
 * after a "to be rescheduled" decision. Follow-up actions do not exist in the product yet (a later issue
 * builds the follow-up-actions module): that module closes the file's open actions here, in `tx`, so the
 * closing and the rescheduling commit or fail together. Until then there is nothing to close.
 */
export async function closeOpenFollowUpActionsOnReschedule(
  _tx: DbOrTx,
  _change: { projectId: number; by: number; at: Date },
): Promise<void> {}

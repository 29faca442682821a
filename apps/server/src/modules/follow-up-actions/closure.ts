import type { FollowUpCloseReason } from '@cri/shared/enums/follow-up-actions';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { followUpActions } from '../../db/schema/follow-up-actions.ts';

/**
 * Forced closure (spec 2 "Advisor actions"): rescheduling the commission or filing an appeal closes the
 * file's open follow-up actions, with the reason shown on each. Runs in the caller's transaction, so the
 * closing and the rescheduling (or the appeal) commit or fail together. Answers how many were closed.
 */
export async function closeOpenFollowUpActions(
  tx: DbOrTx,
  change: { projectId: number; reason: FollowUpCloseReason; by: number; at: Date },
): Promise<number> {
  const closed = await tx
    .update(followUpActions)
    .set({ status: 'CLOSED', closedReason: change.reason, closedBy: change.by, closedAt: change.at, updatedAt: change.at })
    .where(
      and(eq(followUpActions.projectId, change.projectId), eq(followUpActions.status, 'OPEN'), isNull(followUpActions.deletedAt)),
    )
    .returning({ id: followUpActions.id });
  return closed.length;
}

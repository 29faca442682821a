import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TActRevisionRequest, TFollowUpAction } from '@cri/shared/schemas/follow-up-actions';
import { and, eq } from 'drizzle-orm';
import { projectFacts } from '../../core/project-lifecycle/project-facts.ts';
import { followUpActions } from '../../db/schema/follow-up-actions.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordActRevisionRequest } from './act-delivery.ts';
import type { FuaContext } from './context.ts';
import { tellGovernorsActToSign } from './notices.ts';
import { get, loadAction, projectAndViewer } from './read-service.ts';
import * as repo from './repository.ts';

/**
 * The regional director's review of an act (decision 036): validate it (it then awaits the governor's
 * e-signature) or ask a revision with a reason (the advisor replaces it). Another region's director: 404
 * (the file is out of their scope); a member who is not the director: 403.
 */

/** The caller is a director; else 404 when the file is out of their scope (another region), 403 otherwise. */
async function assertDirector(ctx: FuaContext, user: TAccessClaims, fuaId: number): Promise<void> {
  if (user.roles.includes('ROLE_CRUI_MEMBER') && user.isDirector) return;
  const row = await repo.actionById(ctx.db, fuaId);
  if (!row) throw notFound();
  await projectAndViewer(ctx.db, user, row.fua.projectId);
  throw new AppError('FORBIDDEN');
}

function assertAwaitingValidation(fua: repo.FuaRow) {
  if (fua.type !== 'ACT_DELIVERY') throw new AppError('FOLLOW_UP_WRONG_TYPE');
  if (fua.actStatus === 'SIGNED') throw new AppError('ACT_ALREADY_SIGNED');
  if (fua.status !== 'OPEN') throw new AppError('FOLLOW_UP_ACTION_NOT_OPEN');
  if (fua.actStatus === 'AWAITING_ACT' || !fua.attachmentStorageKey) throw new AppError('ACT_MISSING');
  if (fua.actStatus !== 'AWAITING_VALIDATION') throw new AppError('ACT_NOT_AWAITING_VALIDATION');
}

/** POST /follow-up-action/{id}/approve: the director validates the act (once). */
export async function approveAct(ctx: FuaContext, user: TAccessClaims, fuaId: number): Promise<TFollowUpAction> {
  await assertDirector(ctx, user, fuaId);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const { row } = await loadAction(tx, user, fuaId, { lock: true });
    assertAwaitingValidation(row.fua);
    await tx
      .update(followUpActions)
      .set({ actStatus: 'APPROVED', isApproved: true, approvedBy: Number(user.sub), approvedAt: now, updatedAt: now })
      .where(and(eq(followUpActions.id, fuaId), eq(followUpActions.actStatus, 'AWAITING_VALIDATION')));
    const project = await projectFacts(tx, row.fua.projectId);
    if (project) await tellGovernorsActToSign(tx, { project, fuaId, stepTitle: row.fua.stepTitle, link: ctx.link });
  });
  return get(ctx, user, fuaId);
}

/** POST /follow-up-action/{id}/revision-request: the director asks a revision (counted as DIRECTOR). */
export async function requestRevision(
  ctx: FuaContext,
  user: TAccessClaims,
  fuaId: number,
  body: TActRevisionRequest,
): Promise<TFollowUpAction> {
  await assertDirector(ctx, user, fuaId);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const { row } = await loadAction(tx, user, fuaId, { lock: true });
    assertAwaitingValidation(row.fua);
    await recordActRevisionRequest(tx, {
      fuaId,
      requester: 'DIRECTOR',
      reason: body.reason,
      by: Number(user.sub),
      at: now,
      link: ctx.link,
    });
  });
  return get(ctx, user, fuaId);
}

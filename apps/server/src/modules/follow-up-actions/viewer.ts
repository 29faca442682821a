import { isActingAdvisor } from '@cri/shared/rules/advisor-review';
import { canDeleteFollowUpAction, withinEditWindow } from '@cri/shared/rules/follow-up-actions';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './repository.ts';

/**
 * Who reads a file's follow-up actions and what each may do (decision 035): the investor sees the actions
 * made visible to them; the region's advisors all of them (the assigned advisor acts); a CRUI member those
 * addressed to their administration, the director the acts too (and reviews them), the governor the acts.
 */
export type Viewer =
  | { kind: 'investor'; userId: number }
  | { kind: 'advisor'; userId: number; acting: boolean }
  | { kind: 'member'; userId: number; administrationId: number | null; director: boolean; governor: boolean };

export async function viewerOf(db: DbOrTx, user: TAccessClaims, project: { advisorId: number | null }): Promise<Viewer> {
  const userId = Number(user.sub);
  if (user.roles.includes('ROLE_INVESTOR')) return { kind: 'investor', userId };
  if (user.roles.includes('ROLE_ADVISOR'))
    return { kind: 'advisor', userId, acting: isActingAdvisor(user.advisorId, project.advisorId) };
  return {
    kind: 'member',
    userId,
    administrationId: await repo.memberAdministrationId(db, userId),
    director: user.isDirector,
    governor: user.isWali,
  };
}

type Fua = repo.FuaRow;

export function canSee(viewer: Viewer, fua: Fua): boolean {
  switch (viewer.kind) {
    case 'investor':
      return fua.visibleToInvestor;
    case 'advisor':
      return true;
    case 'member':
      if (fua.type === 'ACT_DELIVERY')
        return viewer.director || (viewer.governor && fua.actStatus !== null && isPastDirector(fua));
      return (
        fua.recipient === 'ADMINISTRATION' && fua.administrationId !== null && fua.administrationId === viewer.administrationId
      );
  }
}

const isPastDirector = (fua: Fua) => fua.actStatus === 'APPROVED' || fua.actStatus === 'SIGNED';

/** The recipient who answers an UPLOAD_FILE action with documents. */
export function isRecipient(viewer: Viewer, fua: Fua): boolean {
  switch (viewer.kind) {
    case 'investor':
      return fua.recipient === 'INVESTOR' && fua.visibleToInvestor;
    case 'advisor':
      return fua.recipient === 'ADVISOR' && viewer.acting;
    case 'member':
      return (
        fua.recipient === 'ADMINISTRATION' && fua.administrationId !== null && fua.administrationId === viewer.administrationId
      );
  }
}

/** Documents are added while the action is open, or in the hour after the answer that closed it. */
export const answerOpen = (fua: Fua, now: Date): boolean =>
  fua.status === 'OPEN' ||
  (fua.status === 'DONE' && fua.doneAt !== null && fua.type === 'UPLOAD_FILE' && withinEditWindow(fua.doneAt, now));

export function abilitiesOf(viewer: Viewer, fua: Fua, documentCount: number, now: Date) {
  const actingAdvisor = viewer.kind === 'advisor' && viewer.acting;
  const open = fua.status === 'OPEN';
  const isAct = fua.type === 'ACT_DELIVERY';
  return {
    edit: actingAdvisor && open && fua.actStatus !== 'APPROVED',
    delete:
      actingAdvisor &&
      canDeleteFollowUpAction({ status: fua.status, createdAt: fua.createdAt, documentCount, isApproved: fua.isApproved }, now),
    answer: fua.type === 'UPLOAD_FILE' && isRecipient(viewer, fua) && answerOpen(fua, now),
    markDone: actingAdvisor && open && (fua.type === 'NORMAL_ACTION' || fua.type === 'PAYMENT'),
    reviewAct: viewer.kind === 'member' && viewer.director && isAct && open && fua.actStatus === 'AWAITING_VALIDATION',
    replaceAct: actingAdvisor && isAct && open && (fua.actStatus === 'REVISION_REQUESTED' || fua.actStatus === 'AWAITING_ACT'),
  };
}

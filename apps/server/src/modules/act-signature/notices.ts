import type { DbOrTx } from '../../db/client.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { notify } from '../notifications/notify.ts';
import type { ActRow } from './repository.ts';
import * as repo from './repository.ts';

/**
 * Spec 2 "Act delivery": once the governor signed, the act goes to the investor, told by mail (outbox)
 * and in the portal, in the transaction that records the signature.
 */
export async function tellInvestorActDelivered(tx: DbOrTx, opts: { act: ActRow; link: (path: string) => string }): Promise<void> {
  const { act } = opts;
  const path = `/projects/${act.projectId}`;
  const investor = await repo.userById(tx, act.investorId);
  if (investor)
    await enqueueMail(tx, {
      to: investor.email,
      template: 'actDelivered',
      params: {
        firstName: investor.firstName,
        projectName: act.projectName,
        reference: act.reference ?? '',
        stepTitle: act.stepTitle,
        link: opts.link(path),
      },
    });
  await notify(tx, {
    userId: act.investorId,
    titleKey: 'actSignature.notifications.delivered.title',
    bodyKey: 'actSignature.notifications.delivered.body',
    params: { projectName: act.projectName, stepTitle: act.stepTitle },
    link: path,
    projectId: act.projectId,
  });
}

/** The governor asked a revision: the file's advisor replaces the act (in the portal and by mail). */
export async function tellAdvisorGovernorRevision(
  tx: DbOrTx,
  opts: { act: ActRow; reason: string; link: (path: string) => string },
): Promise<void> {
  const { act } = opts;
  if (act.advisorUserId === null) return;
  const path = `/projects/${act.projectId}`;
  const advisor = await repo.userById(tx, act.advisorUserId);
  if (advisor)
    await enqueueMail(tx, {
      to: advisor.email,
      template: 'actGovernorRevision',
      params: {
        firstName: advisor.firstName,
        projectName: act.projectName,
        reference: act.reference ?? '',
        stepTitle: act.stepTitle,
        reason: opts.reason,
        link: opts.link(path),
      },
    });
  await notify(tx, {
    userId: act.advisorUserId,
    titleKey: 'actSignature.notifications.governorRevision.title',
    bodyKey: 'actSignature.notifications.governorRevision.body',
    params: { projectName: act.projectName, stepTitle: act.stepTitle },
    link: path,
    projectId: act.projectId,
  });
}

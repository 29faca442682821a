import type { DbOrTx } from '../../db/client.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { notify } from '../notifications/notify.ts';
import type { PvProject } from './repository.ts';
import * as repo from './repository.ts';

const NOTICE_KEYS = {
  pvLoaded: { titleKey: 'esign.notifications.pvLoaded.title', bodyKey: 'esign.notifications.pvLoaded.body' },
  pvSigningExpired: {
    titleKey: 'esign.notifications.pvSigningExpired.title',
    bodyKey: 'esign.notifications.pvSigningExpired.body',
  },
} as const;

/**
 * Spec 2 "Minutes (PV)": the investor is told once the PV is loaded (fully signed, or the scan signed on
 * paper), or after 48 hours if it is not. Both in the transaction of the change that causes them.
 */
export async function tellInvestorPv(
  tx: DbOrTx,
  opts: {
    project: Pick<PvProject, 'id' | 'name' | 'reference' | 'userId'>;
    kind: 'pvLoaded' | 'pvSigningExpired';
    link: (path: string) => string;
    progress?: { signed: number; required: number };
  },
): Promise<void> {
  const { project, kind } = opts;
  const investor = await repo.userById(tx, project.userId);
  const path = `/projects/${project.id}`;
  if (investor)
    await enqueueMail(tx, {
      to: investor.email,
      template: kind,
      params: {
        firstName: investor.firstName,
        projectName: project.name,
        reference: project.reference ?? '',
        signed: String(opts.progress?.signed ?? 0),
        required: String(opts.progress?.required ?? 0),
        link: opts.link(path),
      },
    });
  await notify(tx, {
    userId: project.userId,
    ...NOTICE_KEYS[kind],
    params: { projectName: project.name },
    link: path,
    projectId: project.id,
  });
}

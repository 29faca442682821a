import type { DbOrTx } from '../../db/client.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { notify } from '../notifications/notify.ts';
import * as repo from './repository.ts';

/**
 * Who is told what about follow-up actions (decision 035), in the transaction of the change: the recipient
 * when an action is created for them (the investor when it is visible to them, the members of the
 * administration), the directors when an act awaits their validation, the advisor when a revision is asked.
 * In-app notification plus a mail through the outbox.
 */

interface Project {
  id: number;
  name: string;
  reference: string | null;
  userId: number;
  regionId: number;
  advisorId: number | null;
}

type Contact = { id: number; username: string; firstName: string };

async function tell(
  tx: DbOrTx,
  people: Contact[],
  what: {
    kind: 'created' | 'actToValidate' | 'actToSign' | 'revisionAsked';
    project: Project;
    stepTitle: string;
    link: string;
    url: string;
  },
) {
  const template = {
    created: 'followUpActionCreated',
    actToValidate: 'actAwaitingValidation',
    actToSign: 'actAwaitingSignature',
    revisionAsked: 'actRevisionRequested',
  } as const;
  const params = { projectName: what.project.name, reference: what.project.reference ?? '', stepTitle: what.stepTitle };
  for (const person of people) {
    await notify(tx, {
      userId: person.id,
      titleKey: `followUpActions.notifications.${what.kind}.title`,
      bodyKey: `followUpActions.notifications.${what.kind}.body`,
      params,
      link: what.link,
      projectId: what.project.id,
    });
    await enqueueMail(tx, {
      to: person.username,
      template: template[what.kind],
      params: { ...params, firstName: person.firstName, link: what.url },
    });
  }
}

export async function tellRecipientOfNewAction(
  tx: DbOrTx,
  input: {
    project: Project;
    fua: { recipient: string; administrationId: number | null; visibleToInvestor: boolean; stepTitle: string };
    link: (path: string) => string;
  },
) {
  const { project, fua } = input;
  const path = `/projects/${project.id}`;
  let people: Contact[] = [];
  if (fua.recipient === 'INVESTOR' && fua.visibleToInvestor) {
    const investor = await repo.userContact(tx, project.userId);
    people = investor ? [investor] : [];
  } else if (fua.recipient === 'ADMINISTRATION' && fua.administrationId !== null) {
    people = await repo.membersOfAdministration(tx, fua.administrationId, project.regionId);
  }
  await tell(tx, people, { kind: 'created', project, stepTitle: fua.stepTitle, link: path, url: input.link(path) });
}

export async function tellDirectorsActToValidate(
  tx: DbOrTx,
  input: { project: Project; fuaId: number; stepTitle: string; link: (path: string) => string },
) {
  const path = `/follow-up-action/${input.fuaId}/approval-director-confirmation`;
  const people = await repo.directorsOfRegion(tx, input.project.regionId);
  await tell(tx, people, {
    kind: 'actToValidate',
    project: input.project,
    stepTitle: input.stepTitle,
    link: path,
    url: input.link(path),
  });
}

/** The director validated the act: the region's governors are asked to sign it (spec 2 §4 Act delivery). */
export async function tellGovernorsActToSign(
  tx: DbOrTx,
  input: { project: Project; fuaId: number; stepTitle: string; link: (path: string) => string },
) {
  const path = `/projects/${input.project.id}/follow-up-action/${input.fuaId}/sign-act`;
  const people = await repo.governorsOfRegion(tx, input.project.regionId);
  await tell(tx, people, {
    kind: 'actToSign',
    project: input.project,
    stepTitle: input.stepTitle,
    link: path,
    url: input.link(path),
  });
}

export async function tellAdvisorRevisionAsked(
  tx: DbOrTx,
  input: { project: Project; stepTitle: string; link?: (path: string) => string },
) {
  const advisor = await repo.advisorContact(tx, input.project.advisorId);
  if (!advisor) return;
  const path = `/projects/${input.project.id}`;
  await tell(tx, [advisor], {
    kind: 'revisionAsked',
    project: input.project,
    stepTitle: input.stepTitle,
    link: path,
    url: input.link ? input.link(path) : path,
  });
}

import type { RecourseType } from '@cri/shared/enums/recourses';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { translate } from '../../lib/i18n.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { notify } from '../notifications/notify.ts';
import * as repo from './repository.ts';

/** Mails and in-app notices of the appeals, saved in the transaction of the change that causes them. */

const staffPath = (projectId: number) => `/projects/${projectId}/instruct-recourse`;

/** Filing: the staff who must act (the advisor, and the governor's representatives or the national commission). */
export async function tellStaffFiled(tx: DbOrTx, ctx: ServiceContext, project: repo.RecourseProject, type: RecourseType) {
  const path = type === 'GRACIOUS' ? staffPath(project.id) : `/projects/${project.id}/instruct-ministerial-recourse`;
  for (const member of await repo.staffToTell(tx, project, type)) {
    await enqueueMail(tx, {
      to: member.email,
      template: 'recourseFiled',
      params: {
        firstName: member.firstName,
        projectName: project.name,
        reference: project.reference ?? '',
        'type:fr': translate(`recourses.types.${type}`, 'fr'),
        'type:ar': translate(`recourses.types.${type}`, 'ar'),
        link: ctx.link(path),
      },
    });
    await notify(tx, {
      userId: member.id,
      titleKey: 'recourses.notifications.filed.title',
      bodyKey: `recourses.notifications.filed.body${type}`,
      params: { projectName: project.name },
      link: path,
      projectId: project.id,
    });
  }
}

/** A decision (or a clock event) for the investor: a mail and a notice leading to the appeal's page. */
export async function tellInvestor(
  tx: DbOrTx,
  ctx: ServiceContext,
  d: {
    projectId: number;
    projectName: string;
    reference: string | null;
    userId: number;
    event: 'decided' | 'ministerialOpen';
    decision?: string;
    type: RecourseType;
  },
) {
  const investor = await repo.userById(tx, d.userId);
  const path =
    d.type === 'GRACIOUS' ? `/projects/${d.projectId}/recourse-details` : `/projects/${d.projectId}/ministerial-recourse-details`;
  const decision = d.decision ?? 'UNFAVORABLE';
  if (investor)
    await enqueueMail(tx, {
      to: investor.email,
      template: d.event === 'decided' ? 'recourseDecided' : 'ministerialRecourseOpen',
      params: {
        firstName: investor.firstName,
        projectName: d.projectName,
        reference: d.reference ?? '',
        'type:fr': translate(`recourses.types.${d.type}`, 'fr'),
        'type:ar': translate(`recourses.types.${d.type}`, 'ar'),
        'decision:fr': translate(`projects.decisions.${decision}`, 'fr'),
        'decision:ar': translate(`projects.decisions.${decision}`, 'ar'),
        link: ctx.link(path),
      },
    });
  await notify(tx, {
    userId: d.userId,
    titleKey: `recourses.notifications.${d.event}.title`,
    bodyKey: `recourses.notifications.${d.event}.body`,
    params: { projectName: d.projectName },
    link: path,
    projectId: d.projectId,
  });
}

/** The clock job's reminder (before the deadline) or overdue marker (after it) to the staff who decide. */
export async function tellStaffClock(
  tx: DbOrTx,
  ctx: ServiceContext,
  project: repo.RecourseProject,
  d: { type: RecourseType; deadline: string; event: 'reminder' | 'overdue' },
) {
  const path =
    d.type === 'GRACIOUS'
      ? `/projects/${project.id}/recourse-commission`
      : `/projects/${project.id}/ministerial-recourse-commission`;
  for (const member of await repo.staffToTell(tx, project, d.type)) {
    await enqueueMail(tx, {
      to: member.email,
      template: 'recourseDeadline',
      params: {
        firstName: member.firstName,
        projectName: project.name,
        reference: project.reference ?? '',
        deadline: d.deadline,
        link: ctx.link(path),
      },
    });
    await notify(tx, {
      userId: member.id,
      titleKey: `recourses.notifications.${d.event}.title`,
      bodyKey: `recourses.notifications.${d.event}.body`,
      params: { projectName: project.name, deadline: d.deadline },
      link: path,
      projectId: project.id,
    });
  }
}

import type { TAccessClaims } from '@cri/shared/schemas/auth';
import {
  isShareablePhase,
  type TNotifyAdvisorShareRequest,
  type TNotifyAdvisorShareResponse,
  type TProjectShareState,
  type ZShareProjectRequest,
} from '@cri/shared/schemas/project-sharing';
import type { z } from 'zod';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { recordShared, recordUnshared } from '../indicators/stays.ts';
import { notify } from '../notifications/notify.ts';
import * as repo from './repository.ts';

async function projectOr404(db: DbOrTx, user: TAccessClaims, projectId: number) {
  const project = await repo.findSharedProject(db, user, projectId);
  if (!project) throw notFound();
  return project;
}

/** GET /projects/{id}/share: the region's and national administrations, their members, and what is shared. */
export async function shareState(db: DbOrTx, user: TAccessClaims, projectId: number): Promise<TProjectShareState> {
  const project = await projectOr404(db, user, projectId);
  const [list, shared] = await Promise.all([
    repo.administrationsWithMembers(db, project.regionId),
    repo.sharedAdministrationIds(db, projectId),
  ]);
  return {
    projectId: project.id,
    name: project.name,
    reference: project.reference,
    latestPhase: project.latestPhase,
    sharedAt: project.sharedAt?.toISOString() ?? null,
    administrations: list.map(({ regionId, ...a }) => ({ ...a, national: regionId === null, shared: shared.includes(a.id) })),
    abilities: { share: isShareablePhase(project.latestPhase), notify: shared.length > 0 },
  };
}

const fieldError = (field: string, messageKey: string) =>
  new AppError('VALIDATION_FAILED', { messageKey, fieldErrors: [{ field, messageKey }] });

/**
 * POST /projects/{id}/share: adds and removes administrations in one transaction, then records the
 * SHARED_TO_CRUI_MEMBERS phase (staff only). Refused, with nothing changed, before validation, for an
 * administration outside the region, or one without any commission member (spec 2 §9).
 */
export async function shareProject(
  { db, now: clock }: ServiceContext,
  input: { user: TAccessClaims; projectId: number; body: z.output<typeof ZShareProjectRequest> },
): Promise<TProjectShareState> {
  const { user, projectId, body } = input;
  const now = clock();
  const project = await projectOr404(db, user, projectId);
  if (!isShareablePhase(project.latestPhase))
    throw new AppError('SHARE_NOT_VALIDATED', { messageKey: 'projectSharing.errors.notValidated' });
  const [list, current] = await Promise.all([
    repo.administrationsWithMembers(db, project.regionId),
    repo.sharedAdministrationIds(db, projectId),
  ]);
  const known = new Map(list.map((a) => [a.id, a]));
  if (body.administrationList.some((id) => !known.has(id)))
    throw fieldError('administrationList', 'projectSharing.errors.unknownAdministration');
  if (body.removedAdministrationList.some((id) => !known.has(id)))
    throw fieldError('removedAdministrationList', 'projectSharing.errors.unknownAdministration');
  const removed = [...new Set(body.removedAdministrationList)].filter((id) => current.includes(id));
  const added = [...new Set(body.administrationList)].filter((id) => !current.includes(id) && !removed.includes(id));
  const after = [...current.filter((id) => !removed.includes(id)), ...added];
  if (after.length === 0) throw fieldError('administrationList', 'projectSharing.errors.noneChosen');
  const empty = added.filter((id) => (known.get(id)?.memberCount ?? 0) === 0);
  if (empty.length > 0)
    throw new AppError('SHARE_ADMINISTRATION_WITHOUT_MEMBER', {
      messageKey: 'projectSharing.errors.noMember',
      extra: { administrationIds: empty },
    });

  const by = Number(user.sub);
  await db.transaction(async (tx) => {
    await recordPhase(tx, { projectId, title: 'SHARED_TO_CRUI_MEMBERS', by, at: now, visibleToInvestor: false });
    await repo.applyShare(tx, { projectId, added, removed, by, at: now, stillShared: after.length > 0 });
    // Each newly chosen administration now owes its opinion; a withdrawn one no longer does (decision 090).
    await recordUnshared(tx, projectId, removed);
    await recordShared(tx, { projectId, regionId: project.regionId, administrationIds: added, at: now });
    // The members of the newly chosen administrations find the file in their notifications.
    for (const member of await repo.membersOf(tx, project.regionId, added))
      await notify(tx, {
        userId: member.userId,
        titleKey: 'projectSharing.notifications.shared.title',
        bodyKey: 'projectSharing.notifications.shared.body',
        params: { projectName: project.name },
        link: `/projects/${projectId}`,
        projectId,
      });
  });
  return shareState(db, user, projectId);
}

/**
 * POST /projects/{id}/notify-advisor-share: mails the advisor's message to the commission members of the
 * administrations the file is shared with, and tells them in the portal too.
 */
export async function notifyAdvisorShare(
  { db, link }: ServiceContext,
  input: { user: TAccessClaims; projectId: number; body: TNotifyAdvisorShareRequest },
): Promise<TNotifyAdvisorShareResponse> {
  const { user, projectId, body } = input;
  if (body.projectId !== projectId) throw fieldError('projectId', 'projectSharing.errors.projectMismatch');
  const project = await projectOr404(db, user, projectId);
  const shared = await repo.sharedAdministrationIds(db, projectId);
  if (shared.length === 0) throw new AppError('SHARE_NOT_SHARED', { messageKey: 'projectSharing.errors.notShared' });
  return db.transaction(async (tx) => {
    const members = await repo.membersOf(tx, project.regionId, shared);
    const path = `/projects/${projectId}`;
    for (const member of members) {
      await enqueueMail(tx, {
        to: member.email,
        template: 'projectShared',
        params: {
          firstName: member.firstName,
          projectName: project.name,
          reference: project.reference ?? '',
          message: body.message,
          link: link(path),
        },
      });
      await notify(tx, {
        userId: member.userId,
        titleKey: 'projectSharing.notifications.message.title',
        bodyKey: 'projectSharing.notifications.message.body',
        params: { projectName: project.name },
        link: path,
        projectId,
      });
    }
    return { recipients: members.length };
  });
}

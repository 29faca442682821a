import type { TRokhasCallback } from '@cri/shared/schemas/rokhas';
import { latestPhase, recordPhase } from '../../core/project-lifecycle/phases.ts';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { notify } from '../notifications/notify.ts';
import * as repo from './repository.ts';

/**
 * A callback of the partner, its signature already checked (callback-routes.ts): a technical member's
 * comment on the shared file (the first one moves it to SHARED_FOLDER_WITH_ROKHAS_VERIFICATION) or a
 * situation of a sent folder. One transaction: a replayed event id is refused (409) and nothing changes.
 */
export async function receiveCallback(ctx: ServiceContext, input: { eventId: string; body: TRokhasCallback }): Promise<void> {
  const { body } = input;
  const folder = await repo.folderByPartnerId(ctx.db, body.folderId);
  if (!folder || folder.kind !== (body.type === 'COMMENT' ? 'SHARED' : 'SENT')) throw notFound();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, folder.projectId);
    if (!(await repo.takeEvent(tx, input.eventId, now))) throw new AppError('ROKHAS_CALLBACK_REPLAYED');
    const file = await repo.projectDetails(tx, folder.projectId);
    if (!file) throw notFound();
    if (body.type === 'COMMENT') {
      const c = body.comment;
      await repo.insertComment(tx, {
        folderId: folder.id,
        partnerCommentId: c.id,
        author: c.author,
        organisation: c.organisation,
        body: c.body,
        commentedAt: new Date(c.at),
        receivedAt: now,
      });
      if ((await latestPhase(tx, folder.projectId))?.title === 'SHARED_FOLDER_WITH_ROKHAS')
        await recordPhase(tx, {
          projectId: folder.projectId,
          title: 'SHARED_FOLDER_WITH_ROKHAS_VERIFICATION',
          by: null,
          at: now,
          visibleToInvestor: false,
          metadata: [{ name: 'SHARED_FOLDER_ID', value: folder.partnerFolderId }],
        });
    } else {
      const s = body.situation;
      await repo.insertSituation(tx, {
        folderId: folder.id,
        partnerSituationId: s.id,
        examinationState: s.examinationState,
        depositDate: s.depositDate,
        instructionDate: s.instructionDate,
        comment: s.comment,
        reportedAt: new Date(s.at),
      });
    }
    const advisorUser = await repo.advisorUserId(tx, file.advisorId);
    if (advisorUser !== null)
      await notify(tx, {
        userId: advisorUser,
        titleKey: `rokhas.notifications.${body.type === 'COMMENT' ? 'comment' : 'situation'}.title`,
        bodyKey: `rokhas.notifications.${body.type === 'COMMENT' ? 'comment' : 'situation'}.body`,
        params: { projectName: file.name },
        link: `/projects/${folder.projectId}/rokhas`,
        projectId: folder.projectId,
      });
  });
}

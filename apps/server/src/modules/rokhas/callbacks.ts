import type { TRokhasCallback } from '@cri/shared/schemas/rokhas';
import { latestPhase, recordPhase } from '../../core/project-lifecycle/phases.ts';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { rokhasSituations } from '../../db/schema/rokhas.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { notify } from '../notifications/notify.ts';
import * as repo from './repository.ts';

type Folder = NonNullable<Awaited<ReturnType<typeof repo.folderByPartnerId>>>;
export type PartnerEntry =
  | { type: 'COMMENT'; comment: { id: string; author: string; organisation: string; body: string; at: string } }
  | {
      type: 'SITUATION';
      situation: {
        id: string;
        examinationState: string;
        depositDate: string | null;
        instructionDate: string | null;
        comment: string;
        at: string;
      };
    };

/**
 * Stores one entry of the partner on a folder — a technical member's comment on the shared file (the first
 * one moves it to SHARED_FOLDER_WITH_ROKHAS_VERIFICATION) or a situation of a sent folder — once: an entry
 * held already changes nothing. Answers whether it was new. Call under the project lock.
 */
export async function storePartnerEntry(tx: DbOrTx, folder: Folder, entry: PartnerEntry, now: Date): Promise<boolean> {
  if (entry.type === 'COMMENT') {
    const c = entry.comment;
    const fresh = await repo.insertComment(tx, {
      folderId: folder.id,
      partnerCommentId: c.id,
      author: c.author,
      organisation: c.organisation,
      body: c.body,
      commentedAt: new Date(c.at),
      receivedAt: now,
    });
    if (fresh && (await latestPhase(tx, folder.projectId))?.title === 'SHARED_FOLDER_WITH_ROKHAS')
      await recordPhase(tx, {
        projectId: folder.projectId,
        title: 'SHARED_FOLDER_WITH_ROKHAS_VERIFICATION',
        by: null,
        at: now,
        visibleToInvestor: false,
        metadata: [{ name: 'SHARED_FOLDER_ID', value: folder.partnerFolderId }],
      });
    return fresh;
  }
  const s = entry.situation;
  return repo.insertSituation(tx, {
    folderId: folder.id,
    partnerSituationId: s.id,
    examinationState: s.examinationState as typeof rokhasSituations.$inferInsert.examinationState,
    depositDate: s.depositDate,
    instructionDate: s.instructionDate,
    comment: s.comment,
    reportedAt: new Date(s.at),
  });
}

/** The file's advisor is told of what the partner added (a comment or a situation). */
export async function tellAdvisor(tx: DbOrTx, folder: Folder, type: PartnerEntry['type']): Promise<void> {
  const file = await repo.projectDetails(tx, folder.projectId);
  if (!file) return;
  const advisorUser = await repo.advisorUserId(tx, file.advisorId);
  if (advisorUser === null) return;
  const key = type === 'COMMENT' ? 'comment' : 'situation';
  await notify(tx, {
    userId: advisorUser,
    titleKey: `rokhas.notifications.${key}.title`,
    bodyKey: `rokhas.notifications.${key}.body`,
    params: { projectName: file.name },
    link: `/projects/${folder.projectId}/rokhas`,
    projectId: folder.projectId,
  });
}

/**
 * A callback of the partner, its signature already checked (callback-routes.ts). One transaction: a
 * replayed event id is refused (409) and nothing changes; an entry the Rokhas job already read from the
 * partner (tasks.ts) is not stored twice nor told twice.
 */
export async function receiveCallback(ctx: ServiceContext, input: { eventId: string; body: TRokhasCallback }): Promise<void> {
  const { body } = input;
  const folder = await repo.folderByPartnerId(ctx.db, body.folderId);
  if (!folder || folder.kind !== (body.type === 'COMMENT' ? 'SHARED' : 'SENT')) throw notFound();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, folder.projectId);
    if (!(await repo.takeEvent(tx, input.eventId, now))) throw new AppError('ROKHAS_CALLBACK_REPLAYED');
    if (!(await repo.projectDetails(tx, folder.projectId))) throw notFound();
    if (await storePartnerEntry(tx, folder, body, now)) await tellAdvisor(tx, folder, body.type);
  });
}

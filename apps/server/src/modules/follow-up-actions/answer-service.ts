import { withinEditWindow } from '@cri/shared/rules/follow-up-actions';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TFollowUpAction } from '@cri/shared/schemas/follow-up-actions';
import { and, eq, isNull } from 'drizzle-orm';
import { followUpActionDocuments, followUpActions } from '../../db/schema/follow-up-actions.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { FuaContext, StoredFile } from './context.ts';
import { get, loadAction } from './read-service.ts';
import * as repo from './repository.ts';
import { answerOpen, isRecipient, type Viewer } from './viewer.ts';

/**
 * The recipient answers a document request (decision 035): the investor from the project page, a member of
 * the administration, or the advisor. The first document marks the action done; a document may be deleted
 * by its author for one hour after its upload (spec 2 §9), and the action reopens when none is left.
 */

function assertMayAnswer(viewer: Viewer, fua: repo.FuaRow, now: Date) {
  if (fua.type !== 'UPLOAD_FILE') throw new AppError('FOLLOW_UP_WRONG_TYPE');
  if (!isRecipient(viewer, fua)) throw new AppError('FOLLOW_UP_NOT_RECIPIENT');
  if (!answerOpen(fua, now)) throw new AppError('FOLLOW_UP_ACTION_NOT_OPEN');
}

const authorOf = (viewer: Viewer) =>
  viewer.kind === 'investor'
    ? ('INVESTOR' as const)
    : viewer.kind === 'advisor'
      ? ('ADVISOR' as const)
      : ('ADMINISTRATION' as const);

/** Before the document is stored: may the caller answer this action? */
export async function checkAnswer(ctx: FuaContext, user: TAccessClaims, fuaId: number): Promise<void> {
  const { row, viewer } = await loadAction(ctx.db, user, fuaId);
  assertMayAnswer(viewer, row.fua, ctx.now());
}

/** POST /follow-up-action/{id}/documents. */
export async function addDocument(
  ctx: FuaContext,
  user: TAccessClaims,
  fuaId: number,
  file: StoredFile,
): Promise<TFollowUpAction> {
  const now = ctx.now();
  const by = Number(user.sub);
  await ctx.db.transaction(async (tx) => {
    const { row, viewer } = await loadAction(tx, user, fuaId, { lock: true });
    assertMayAnswer(viewer, row.fua, now);
    await tx.insert(followUpActionDocuments).values({
      followUpActionId: fuaId,
      author: authorOf(viewer),
      storageKey: file.key,
      fileName: file.originalName,
      mimeType: file.mime,
      size: file.size,
      uploadedBy: by,
      uploadedAt: now,
    });
    if (row.fua.status === 'OPEN')
      await tx
        .update(followUpActions)
        .set({ status: 'DONE', doneBy: by, doneAt: now, updatedAt: now })
        .where(eq(followUpActions.id, fuaId));
  });
  return get(ctx, user, fuaId);
}

/** DELETE /follow-up-action/{id}/documents/{documentId}: its author, within the hour after the upload. */
export async function deleteDocument(
  ctx: FuaContext,
  user: TAccessClaims,
  fuaId: number,
  documentId: number,
): Promise<{ action: TFollowUpAction; unusedKey: string }> {
  const now = ctx.now();
  const unusedKey = await ctx.db.transaction(async (tx) => {
    const { row } = await loadAction(tx, user, fuaId, { lock: true });
    const documents = await repo.documentsOf(tx, [fuaId]);
    const doc = documents.find((d) => d.id === documentId);
    if (!doc) throw notFound();
    if (doc.uploadedBy !== Number(user.sub)) throw new AppError('FOLLOW_UP_NOT_RECIPIENT');
    if (!withinEditWindow(doc.uploadedAt, now))
      throw new AppError('DOCUMENT_MODIFICATION_CLOSED', { messageKey: 'errors.DOCUMENT_MODIFICATION_CLOSED' });
    await tx
      .update(followUpActionDocuments)
      .set({ deletedAt: now })
      .where(and(eq(followUpActionDocuments.id, documentId), isNull(followUpActionDocuments.deletedAt)));
    // The answer withdrawn: the action waits for one again (unless it was closed meanwhile).
    if (documents.length === 1 && row.fua.status === 'DONE')
      await tx
        .update(followUpActions)
        .set({ status: 'OPEN', doneBy: null, doneAt: null, updatedAt: now })
        .where(eq(followUpActions.id, fuaId));
    return doc.storageKey;
  });
  return { action: await get(ctx, user, fuaId), unusedKey };
}

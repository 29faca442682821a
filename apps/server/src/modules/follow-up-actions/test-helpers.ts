import type { FollowUpActionType, FollowUpRecipient } from '@cri/shared/enums/follow-up-actions';
import { followUpDeadline } from '@cri/shared/rules/follow-up-actions';
import { eq } from 'drizzle-orm';
import { commissions } from '../../db/schema/commission.ts';
import { followUpActionDocuments, followUpActions } from '../../db/schema/follow-up-actions.ts';
import { projects } from '../../db/schema/projects.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Records the file's commission as decided (favourable) on `date`: follow-up actions may start. */
export async function decideFile(t: TestApp, projectId: number, date: string, at: Date): Promise<void> {
  const decided = await t.database.db
    .update(commissions)
    .set({ choice: 'FAVORABLE', decidedAt: at })
    .where(eq(commissions.projectId, projectId))
    .returning({ id: commissions.id });
  if (decided.length === 0)
    await t.database.db.insert(commissions).values({
      projectId,
      kind: 'INITIAL_DECISION',
      commissionDate: date,
      choice: 'FAVORABLE',
      decidedAt: at,
    });
  await t.database.db.update(projects).set({ cruiDate: date }).where(eq(projects.id, projectId));
}

/** A follow-up action written directly (the routes are tested in follow-up-actions.test.ts). */
export async function insertFollowUpAction(
  t: TestApp,
  opts: {
    projectId: number;
    procedureId?: number;
    type?: FollowUpActionType;
    recipient?: FollowUpRecipient;
    administrationId?: number | null;
    stepTitle?: string;
    at: Date;
    attachmentKey?: string;
    withDocument?: { fileName: string; uploadedBy: number };
  },
): Promise<{ id: number; documentId: number | null }> {
  const type = opts.type ?? 'UPLOAD_FILE';
  const [row] = await t.database.db
    .insert(followUpActions)
    .values({
      projectId: opts.projectId,
      procedureId: opts.procedureId ?? 3,
      type,
      recipient: opts.recipient ?? 'INVESTOR',
      administrationId: opts.administrationId ?? null,
      visibleToInvestor: (opts.recipient ?? 'INVESTOR') === 'INVESTOR',
      stepTitle: opts.stepTitle ?? 'Étape de suivi',
      requestedDocumentTitle: type === 'UPLOAD_FILE' ? 'Attestation' : '',
      delayDays: 5,
      deadline: followUpDeadline(opts.at, 5),
      actStatus: type === 'ACT_DELIVERY' ? (opts.attachmentKey ? 'AWAITING_VALIDATION' : 'AWAITING_ACT') : null,
      actVersion: opts.attachmentKey ? 1 : 0,
      ...(opts.attachmentKey
        ? {
            attachmentStorageKey: opts.attachmentKey,
            attachmentFileName: 'acte.pdf',
            attachmentMimeType: 'application/pdf',
            attachmentSize: 10,
          }
        : {}),
      createdAt: opts.at,
      updatedAt: opts.at,
    })
    .returning({ id: followUpActions.id });
  if (!row) throw new Error('insert failed');
  let documentId: number | null = null;
  if (opts.withDocument) {
    const [doc] = await t.database.db
      .insert(followUpActionDocuments)
      .values({
        followUpActionId: row.id,
        author: 'INVESTOR',
        storageKey: `follow-up-actions/missing-${row.id}.pdf`,
        fileName: opts.withDocument.fileName,
        mimeType: 'application/pdf',
        size: 10,
        uploadedBy: opts.withDocument.uploadedBy,
        uploadedAt: opts.at,
      })
      .returning({ id: followUpActionDocuments.id });
    documentId = doc?.id ?? null;
  }
  return { id: row.id, documentId };
}

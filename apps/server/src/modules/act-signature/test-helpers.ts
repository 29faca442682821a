import { Readable } from 'node:stream';
import type { ActStatus } from '@cri/shared/enums/follow-up-actions';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { advisors, users } from '../../db/schema/accounts.ts';
import { followUpActions } from '../../db/schema/follow-up-actions.ts';
import { projects } from '../../db/schema/projects.ts';
import type { TestApp } from '../../test/test-app.ts';
import { insertFile } from '../project-sharing/test-helpers.ts';

/** A one-page authorisation act, as the advisor would attach it. */
export async function actPdf(title = 'Autorisation de construire'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 50, y: 780, size: 16, font });
  page.drawText('Acte delivre par le Centre Regional d Investissement', { x: 50, y: 750, size: 11, font });
  return doc.save({ useObjectStreams: false });
}

/**
 * A decided file of `regionId` (its advisor `advisorUsername`) with an ACT_DELIVERY action whose act is in
 * `actStatus` (APPROVED: validated by the director, awaiting the governor). The follow-up-actions module
 * owns the routes that get there; the signature only needs the action in that state.
 */
export async function actAwaitingGovernor(
  t: TestApp,
  opts: { regionId: number; advisorUsername: string; at: Date; actStatus?: ActStatus; stepTitle?: string },
): Promise<{ projectId: number; fuaId: number; actBytes: Uint8Array }> {
  const db = t.database.db;
  const projectId = await insertFile(t, {
    regionId: opts.regionId,
    phases: ['IN_REVIEW', 'FILLED', 'SHARED_TO_CRUI_MEMBERS', 'SCHEDULED', 'REVIEWED_IN_CRUI'],
    at: new Date(opts.at.getTime() - 86_400_000),
  });
  const [advisor] = await db
    .select({ id: advisors.id })
    .from(advisors)
    .innerJoin(users, eq(users.id, advisors.userId))
    .where(eq(users.username, opts.advisorUsername));
  await db
    .update(projects)
    .set({ advisorId: advisor?.id ?? null })
    .where(eq(projects.id, projectId));
  return { projectId, ...(await insertAct(t, { projectId, at: opts.at, actStatus: opts.actStatus, stepTitle: opts.stepTitle })) };
}

/** An ACT_DELIVERY action on a file, its act (a real PDF in storage) in `actStatus` (default APPROVED). */
export async function insertAct(
  t: TestApp,
  opts: { projectId: number; at: Date; actStatus?: ActStatus | undefined; stepTitle?: string | undefined },
): Promise<{ fuaId: number; actBytes: Uint8Array }> {
  const actBytes = await actPdf();
  const stored = await t.app.storage.put({
    source: Readable.from([Buffer.from(actBytes)]),
    prefix: 'follow-up-actions',
    extension: 'pdf',
  });
  const status = opts.actStatus ?? 'APPROVED';
  const [row] = await t.database.db
    .insert(followUpActions)
    .values({
      projectId: opts.projectId,
      procedureId: 3,
      type: 'ACT_DELIVERY',
      recipient: 'INVESTOR',
      visibleToInvestor: true,
      stepTitle: opts.stepTitle ?? 'Délivrance de l’autorisation',
      delayDays: 5,
      deadline: '2026-12-04',
      isLastStep: true,
      attachmentStorageKey: stored.key,
      attachmentFileName: 'autorisation.pdf',
      attachmentMimeType: 'application/pdf',
      attachmentSize: actBytes.length,
      actStatus: status,
      actVersion: 1,
      isApproved: status === 'APPROVED',
      approvedAt: status === 'APPROVED' ? opts.at : null,
      createdAt: opts.at,
      updatedAt: opts.at,
    })
    .returning({ id: followUpActions.id });
  if (!row) throw new Error('follow-up action insert failed');
  return { fuaId: row.id, actBytes };
}

import { eq } from 'drizzle-orm';
import { monitoringFollowUpActions, monitoringFollowUpDocuments, monitoringMilestones } from '../../db/schema/monitoring.ts';
import type { TestApp } from '../../test/test-app.ts';
import { openMonitoringProject } from './open-project.ts';

/**
 * A monitoring project of a file as a favourable decision makes it (the hook the commission calls), its first
 * milestone with an attachment and a follow-up action with a document, written directly.
 */
export async function insertMonitoringProject(
  t: TestApp,
  opts: { projectId: number; at: Date; tag: string },
): Promise<{ monitoringProject: number; milestone: number; document: number }> {
  const db = t.database.db;
  const id = await db.transaction((tx) =>
    openMonitoringProject(tx, { projectId: opts.projectId, decision: 'FAVORABLE', origin: 'INITIAL_DECISION', at: opts.at }),
  );
  if (id === undefined) throw new Error('monitoring project not opened');
  const [milestone] = await db.select().from(monitoringMilestones).where(eq(monitoringMilestones.monitoringProjectId, id));
  if (!milestone) throw new Error('no milestone: seed procedure milestones for the project procedures');
  await db
    .update(monitoringMilestones)
    .set({
      attachmentStorageKey: `monitoring/${opts.tag}-jalon.pdf`,
      attachmentFileName: `${opts.tag}-jalon.pdf`,
      attachmentSize: 10,
    })
    .where(eq(monitoringMilestones.id, milestone.id));
  const [action] = await db
    .insert(monitoringFollowUpActions)
    .values({ monitoringProjectId: id, title: `${opts.tag} action de suivi`, createdAt: opts.at })
    .returning({ id: monitoringFollowUpActions.id });
  if (!action) throw new Error('no action');
  const [doc] = await db
    .insert(monitoringFollowUpDocuments)
    .values({
      actionId: action.id,
      storageKey: `monitoring/${opts.tag}-suivi.pdf`,
      fileName: `${opts.tag}-suivi.pdf`,
      mimeType: 'application/pdf',
      size: 10,
      uploadedAt: opts.at,
    })
    .returning({ id: monitoringFollowUpDocuments.id });
  if (!doc) throw new Error('no document');
  return { monitoringProject: id, milestone: milestone.id, document: doc.id };
}

import { Readable } from 'node:stream';
import { followUpDeadline } from '@cri/shared/rules/follow-up-actions';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { addWorkingDays } from '@cri/shared/rules/working-days';
import { and, eq, isNotNull } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Db } from '../db/client.ts';
import { advisors, cruiMembers, users } from '../db/schema/accounts.ts';
import { commissions } from '../db/schema/commission.ts';
import { followUpActionDocuments, followUpActions, followUpActVersions } from '../db/schema/follow-up-actions.ts';
import { projects } from '../db/schema/projects.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { insertProjectWithPhases } from './demo-projects.ts';

const REFERENCE = 'CRI-DEMO-FUA-02-001';
const NAME = 'Plateforme logistique Tit Mellil';
const PREFIX = 'follow-up-actions';

/** A small real PDF: the demo act the director reviews (and the governor signs). */
async function demoAct(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Autorisation de construire - demonstration', { x: 60, y: 760, size: 18, font });
  page.drawText(`Projet : ${NAME} (${REFERENCE})`, { x: 60, y: 720, size: 12, font });
  page.drawText('Acte delivre au titre du dossier, sous reserve de validation et de signature.', {
    x: 60,
    y: 690,
    size: 11,
    font,
  });
  return Buffer.from(await pdf.save());
}

/**
 * A Casablanca-Settat file after a favourable decision with follow-up actions in every state (issue 14):
 * a document request open for the investor, a normal action overdue, a document delivered by the urban
 * agency, and an act awaiting the regional director. Idempotent (its reference); the act's file is written
 * in `storage` when given (the server's storage), else the act waits to be attached.
 */
export async function seedDemoFollowUpActions(db: Db, opts: { now?: Date; storage?: FileStorage } = {}): Promise<boolean> {
  const [existing] = await db.select({ id: projects.id }).from(projects).where(eq(projects.reference, REFERENCE));
  if (existing) return false;
  const now = opts.now ?? new Date();
  const today = platformToday(now);
  const day = (workingDaysAgo: number) => new Date(`${addWorkingDays(today, -workingDaysAgo)}T10:00:00Z`);
  const [investor] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'investisseur@demo.cri.ma'));
  const [advisor] = await db
    .select({ id: advisors.id, userId: users.id })
    .from(advisors)
    .innerJoin(users, eq(users.id, advisors.userId))
    .where(eq(users.username, 'conseiller.casa@demo.cri.ma'));
  const [urban] = await db
    .select({ administrationId: cruiMembers.administrationId, userId: users.id })
    .from(cruiMembers)
    .innerJoin(users, eq(users.id, cruiMembers.userId))
    .where(and(eq(users.username, 'membre.casa@demo.cri.ma'), isNotNull(cruiMembers.administrationId)));
  if (!investor || !advisor || !urban?.administrationId) return false;
  const sessionDay = day(12);
  const projectId = await insertProjectWithPhases(db, {
    name: NAME,
    regionId: 2,
    userId: investor.id,
    reference: REFERENCE,
    createdAt: day(30),
    phases: [
      { title: 'IN_REVIEW', at: day(28) },
      { title: 'FILLED', at: day(24) },
      { title: 'SHARED_TO_CRUI_MEMBERS', at: day(22) },
      { title: 'SCHEDULED', at: day(18) },
      { title: 'REVIEWED_IN_CRUI', at: sessionDay },
    ],
    procedureIds: [3],
    procedureState: 'ACCEPTED',
    advisorId: advisor.id,
    cruiDate: platformToday(sessionDay),
    sharedWith: [urban.administrationId],
  });
  await db.insert(commissions).values({
    projectId,
    kind: 'INITIAL_DECISION',
    commissionDate: platformToday(sessionDay),
    choice: 'FAVORABLE',
    decidedBy: advisor.userId,
    decidedAt: sessionDay,
  });
  const base = { projectId, procedureId: 3, createdBy: advisor.userId };
  const row = (at: Date, delayDays: number) => ({
    delayDays,
    deadline: followUpDeadline(at, delayDays),
    createdAt: at,
    updatedAt: at,
  });
  await db.insert(followUpActions).values([
    {
      ...base,
      ...row(day(2), 5),
      type: 'UPLOAD_FILE',
      recipient: 'INVESTOR',
      visibleToInvestor: true,
      stepTitle: 'Attestation de propriété à jour',
      requestedDocumentTitle: 'Attestation de propriété',
      documentDescription: 'Délivrée par la conservation foncière, datée de moins de trois mois.',
      message: 'Merci de déposer l’attestation pour la suite de la procédure.',
    },
    {
      ...base,
      ...row(day(10), 3),
      type: 'NORMAL_ACTION',
      recipient: 'ADVISOR',
      stepTitle: 'Visite du terrain avec la commune',
      message: 'Convenir d’une date avec les services techniques de la commune.',
    },
  ]);
  const [delivered] = await db
    .insert(followUpActions)
    .values({
      ...base,
      ...row(day(8), 5),
      type: 'UPLOAD_FILE',
      recipient: 'ADMINISTRATION',
      administrationId: urban.administrationId,
      stepTitle: 'Note de renseignements urbanistiques',
      requestedDocumentTitle: 'Note de renseignements',
      status: 'DONE',
      doneBy: urban.userId,
      doneAt: day(4),
    })
    .returning({ id: followUpActions.id });
  const storage = opts.storage;
  if (storage && delivered) {
    const act = await demoAct();
    const note = await storage.put({ source: Readable.from([act]), prefix: PREFIX, extension: 'pdf' });
    await db.insert(followUpActionDocuments).values({
      followUpActionId: delivered.id,
      author: 'ADMINISTRATION',
      storageKey: note.key,
      fileName: 'note-renseignements.pdf',
      mimeType: 'application/pdf',
      size: note.size,
      uploadedBy: urban.userId,
      uploadedAt: day(4),
    });
    const stored = await storage.put({ source: Readable.from([act]), prefix: PREFIX, extension: 'pdf' });
    const at = day(1);
    const [actRow] = await db
      .insert(followUpActions)
      .values({
        ...base,
        ...row(at, 10),
        type: 'ACT_DELIVERY',
        recipient: 'INVESTOR',
        visibleToInvestor: true,
        stepTitle: 'Délivrance de l’autorisation de construire',
        isLastStep: true,
        attachmentStorageKey: stored.key,
        attachmentFileName: 'autorisation-construire.pdf',
        attachmentMimeType: 'application/pdf',
        attachmentSize: stored.size,
        actStatus: 'AWAITING_VALIDATION',
        actVersion: 1,
      })
      .returning({ id: followUpActions.id });
    if (actRow)
      await db.insert(followUpActVersions).values({
        followUpActionId: actRow.id,
        version: 1,
        storageKey: stored.key,
        fileName: 'autorisation-construire.pdf',
        size: stored.size,
        uploadedBy: advisor.userId,
        uploadedAt: at,
      });
  }
  return true;
}

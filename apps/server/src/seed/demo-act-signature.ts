import { Readable } from 'node:stream';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { addWorkingDays } from '@cri/shared/rules/working-days';
import { eq, inArray } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Db } from '../db/client.ts';
import { advisors, users } from '../db/schema/accounts.ts';
import { followUpActions } from '../db/schema/follow-up-actions.ts';
import { projects } from '../db/schema/projects.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { insertProjectWithPhases } from './demo-projects.ts';

const REFERENCE = 'CRI-DEMO-ACT-02-001';
const NAME = 'Unité de dessalement Dar Bouazza';
const STEP = "Délivrance de l'autorisation de construire";

/** The act the advisor attached: one page, in the portal's PDF style (not signed). */
async function demoActPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  page.drawText('Royaume du Maroc - Wilaya de la region Casablanca-Settat', { x: 50, y: 790, size: 11, font });
  page.drawText('AUTORISATION DE CONSTRUIRE', { x: 50, y: 740, size: 18, font: bold });
  page.drawText(`Projet : Unite de dessalement Dar Bouazza (${REFERENCE})`, { x: 50, y: 700, size: 12, font });
  page.drawText("Vu l'avis favorable de la commission regionale unifiee d'investissement,", { x: 50, y: 670, size: 11, font });
  page.drawText("l'autorisation de construire est accordee au porteur du projet.", { x: 50, y: 652, size: 11, font });
  page.drawText('Le Wali de la region Casablanca-Settat', { x: 330, y: 560, size: 11, font });
  return doc.save({ useObjectStreams: false });
}

/**
 * Demo data of the governor's e-signature (issue 14): a Casablanca file decided favourably whose act the
 * director validated, awaiting the wali's signature (`wali.casa`: dashboard "acts to sign", the project
 * page's link to sign). Needs the file storage for the act, so it runs once the app is built. Idempotent.
 */
export async function seedDemoActToSign(db: Db, storage: FileStorage, now: Date = new Date()): Promise<number> {
  const [existing] = await db.select({ id: projects.id }).from(projects).where(eq(projects.reference, REFERENCE));
  if (existing) return 0;
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['investisseur@demo.cri.ma', 'directeur.casa@demo.cri.ma']));
  const investorId = people.find((p) => p.username === 'investisseur@demo.cri.ma')?.id;
  const directorId = people.find((p) => p.username === 'directeur.casa@demo.cri.ma')?.id ?? null;
  const [advisor] = await db
    .select({ id: advisors.id })
    .from(advisors)
    .innerJoin(users, eq(users.id, advisors.userId))
    .where(eq(users.username, 'conseiller.casa@demo.cri.ma'));
  if (investorId === undefined) return 0;
  const today = platformToday(now);
  const at = (workingDaysAgo: number) => new Date(`${addWorkingDays(today, -workingDaysAgo)}T10:00:00Z`);
  const projectId = await insertProjectWithPhases(db, {
    name: NAME,
    regionId: 2,
    userId: investorId,
    reference: REFERENCE,
    createdAt: at(20),
    phases: [
      { title: 'IN_REVIEW', at: at(18) },
      { title: 'FILLED', at: at(15) },
      { title: 'SHARED_TO_CRUI_MEMBERS', at: at(14) },
      { title: 'SCHEDULED', at: at(12) },
      { title: 'REVIEWED_IN_CRUI', at: at(8) },
    ],
    procedureIds: [3],
    procedureState: 'TIME',
    advisorId: advisor?.id ?? null,
  });
  const pdf = await demoActPdf();
  const stored = await storage.put({ source: Readable.from([Buffer.from(pdf)]), prefix: 'follow-up-actions', extension: 'pdf' });
  await db.insert(followUpActions).values({
    projectId,
    procedureId: 3,
    type: 'ACT_DELIVERY',
    recipient: 'INVESTOR',
    visibleToInvestor: true,
    stepTitle: STEP,
    delayDays: 5,
    deadline: addWorkingDays(today, 3),
    isLastStep: true,
    attachmentStorageKey: stored.key,
    attachmentFileName: 'autorisation-de-construire.pdf',
    attachmentMimeType: 'application/pdf',
    attachmentSize: stored.size,
    actStatus: 'APPROVED',
    actVersion: 1,
    isApproved: true,
    approvedBy: directorId,
    approvedAt: at(1),
    createdAt: at(4),
    updatedAt: at(1),
  });
  return 1;
}

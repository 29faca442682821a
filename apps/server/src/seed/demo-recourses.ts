import { Readable } from 'node:stream';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { recourseDeadline } from '@cri/shared/rules/recourse-clocks';
import { addWorkingDays } from '@cri/shared/rules/working-days';
import { eq, like } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { recordPhase } from '../core/project-lifecycle/phases.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { projectProcedures, projects } from '../db/schema/projects.ts';
import { recourses } from '../db/schema/recourses.ts';
import type { FileStorage } from '../storage/file-storage.ts';

const PREFIX = 'CRI-DEMO-RECOURS-';
const CASA = 2;

/**
 * Demo appeals (issue 15) for `npm start`: two Casablanca-Settat files refused by the commission, one with a
 * gracious recourse filed (so `/recourses` shows a row), one still within its 15 days to appeal. Idempotent.
 */
/** The demo's signed request (a one-page PDF), so its download works under `npm start`. */
async function demoRequest(reference: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Demande de recours gracieux - demonstration', { x: 60, y: 760, size: 18, font });
  page.drawText(`Dossier ${reference}`, { x: 60, y: 724, size: 12, font });
  page.drawText("Signee par l'investisseur.", { x: 60, y: 700, size: 11, font });
  return Buffer.from(await pdf.save());
}

export async function seedDemoRecourses(db: Db, now: Date = new Date(), opts: { storage?: FileStorage } = {}): Promise<number> {
  const [existing] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(like(projects.reference, `${PREFIX}%`))
    .limit(1);
  if (existing) return 0;
  const [investor] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'investisseur@demo.cri.ma'));
  if (!investor) return 0;
  const today = platformToday(now);
  const at = (workingDaysAgo: number) => new Date(`${addWorkingDays(today, -workingDaysAgo)}T10:00:00Z`);
  const files = [
    { name: 'Unité de transformation agroalimentaire — Berrechid', decidedDaysAgo: 6, filedDaysAgo: 3 },
    { name: 'Entrepôt logistique frigorifique — Mediouna', decidedDaysAgo: 2, filedDaysAgo: null },
  ];
  for (const [i, f] of files.entries()) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(projects)
        .values({
          name: f.name,
          regionId: CASA,
          userId: investor.id,
          reference: `${PREFIX}${i + 1}`,
          createdAt: at(f.decidedDaysAgo + 12),
        })
        .returning({ id: projects.id });
      const projectId = row?.id ?? 0;
      await tx
        .insert(projectProcedures)
        .values({ projectId, procedureId: 3, state: 'DENIED', createdAt: at(f.decidedDaysAgo + 12) });
      const steps = [
        ['DRAFT', 12],
        ['IN_REVIEW', 10],
        ['FILLED', 6],
        ['SCHEDULED', 4],
      ] as const;
      for (const [title, extra] of steps) await recordPhase(tx, { projectId, title, by: null, at: at(f.decidedDaysAgo + extra) });
      await recordPhase(tx, {
        projectId,
        title: 'REVIEWED_IN_CRUI',
        by: null,
        at: at(f.decidedDaysAgo),
        metadata: [
          { name: 'COMMISSION_CHOICE', value: 'UNFAVORABLE' },
          { name: 'COMMENTS_FOR_INVESTOR', value: 'Le site retenu n’est pas compatible avec le plan d’aménagement en vigueur.' },
        ],
      });
      if (f.filedDaysAgo === null) return;
      const filedAt = at(f.filedDaysAgo);
      const filedOn = platformToday(filedAt);
      const reason = 'Le terrain a été reclassé en zone industrielle par l’arrêté communal de septembre.';
      // The signed request is written to the server's storage when it is given (npm start), else only named.
      const stored = opts.storage
        ? await opts.storage.put({
            source: Readable.from([await demoRequest(`${PREFIX}${i + 1}`)]),
            prefix: 'recourses',
            extension: 'pdf',
          })
        : null;
      await tx.insert(recourses).values({
        projectId,
        type: 'GRACIOUS',
        reason,
        explanation:
          'La commission s’est fondée sur l’ancien plan d’aménagement. L’arrêté de reclassement et la note de renseignement de l’agence urbaine sont joints à la demande signée.',
        honourDeclaration: true,
        requestStorageKey: stored?.key ?? 'recourses/demo-demande-signee.pdf',
        requestFileName: 'demande-recours-signee.pdf',
        requestMimeType: 'application/pdf',
        requestSize: stored?.size ?? 48_213,
        appealedDecision: 'UNFAVORABLE',
        filedBy: investor.id,
        filedAt,
        fileDeadline: recourseDeadline('FILE_GRACIOUS', platformToday(at(f.decidedDaysAgo))),
        decisionDeadline: recourseDeadline('GOVERNOR_DECISION', filedOn),
      });
      await recordPhase(tx, {
        projectId,
        title: 'RECOURSE_REQUESTED',
        by: investor.id,
        at: filedAt,
        metadata: [
          { name: 'RECOURSE_REASON', value: reason },
          { name: 'RECOURSE_DATE', value: filedOn },
        ],
      });
    });
  }
  return files.length;
}

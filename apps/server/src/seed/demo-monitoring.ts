import { FUNDAMENTAL_REFERENCE_TYPE_IDS } from '@cri/shared/enums/reference-data';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { addWorkingDays } from '@cri/shared/rules/working-days';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { commissions } from '../db/schema/commission.ts';
import { monitoringFollowUpActions, monitoringMilestones, monitoringProjects } from '../db/schema/monitoring.ts';
import { projectLands, projectProvidedInfos } from '../db/schema/project-infos.ts';
import { projects } from '../db/schema/projects.ts';
import { choiceListItems, communes, infoTypes } from '../db/schema/reference-data.ts';
import { openMonitoringProject } from '../modules/monitoring/service.ts';
import { insertProjectWithPhases } from './demo-projects.ts';

const FILES = [
  {
    reference: 'CRI-DEMO-MON-02-001',
    parcelSurface: 60_000,
    landRegistry: 'Casablanca-Anfa',
    titleNumber: 88412,
    name: 'Parc industriel Mediouna',
    regionId: 2,
    investment: '48000000',
    jobs: '180',
    monthsAgo: 7,
  },
  {
    reference: 'CRI-DEMO-MON-02-002',
    parcelSurface: 24_000,
    landRegistry: 'Benslimane',
    titleNumber: 90317,
    name: 'Hôtel balnéaire Bouznika',
    regionId: 2,
    investment: '95000000',
    jobs: '240',
    monthsAgo: 2,
  },
  {
    reference: 'CRI-DEMO-MON-10-001',
    parcelSurface: 15_500,
    landRegistry: 'Khémisset',
    titleNumber: 30561,
    name: 'Unité agroalimentaire Khémisset',
    regionId: 10,
    investment: '36000000',
    jobs: '120',
    monthsAgo: 5,
  },
] as const;

/**
 * Monitoring demo (issue 18): favourably decided files of Casablanca-Settat and Rabat-Salé-Kénitra become
 * monitoring projects (through the same hook as a decision), months ago, so the managers' dashboards show
 * milestones done, due and overdue; one milestone recorded with its figures and a follow-up action. Also
 * opens the monitoring of the demo files already decided favourably. Idempotent (references, one monitoring
 * project per file).
 */
export async function seedDemoMonitoring(db: Db, now: Date = new Date()): Promise<number> {
  const [investor] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'investisseur@demo.cri.ma'));
  if (!investor) return 0;
  const codes = await db
    .select({ id: infoTypes.id, code: infoTypes.code })
    .from(infoTypes)
    .where(inArray(infoTypes.code, ['INVESTMENT_AMOUNT', 'DIRECT_JOBS', 'WORKS_START_DATE', 'WORKS_END_DATE']));
  const info = (code: string) => codes.find((c) => c.code === code)?.id;
  const [legalStatus] = await db
    .select({ id: choiceListItems.id })
    .from(choiceListItems)
    .where(eq(choiceListItems.listName, 'LandLegalStatus'))
    .orderBy(choiceListItems.sortOrder)
    .limit(1);
  const today = platformToday(now);
  let count = 0;
  for (const f of FILES) {
    const [existing] = await db.select({ id: projects.id }).from(projects).where(eq(projects.reference, f.reference));
    if (existing) continue;
    const decided = new Date(`${today}T10:00:00Z`);
    decided.setUTCMonth(decided.getUTCMonth() - f.monthsAgo);
    const day = (workingDaysBefore: number) =>
      new Date(`${addWorkingDays(platformToday(decided), -workingDaysBefore)}T10:00:00Z`);
    const projectId = await insertProjectWithPhases(db, {
      name: f.name,
      regionId: f.regionId,
      userId: investor.id,
      reference: f.reference,
      createdAt: day(30),
      phases: [
        { title: 'IN_REVIEW', at: day(25) },
        { title: 'FILLED', at: day(15) },
        { title: 'SCHEDULED', at: day(8) },
        { title: 'REVIEWED_IN_CRUI', at: decided },
      ],
      procedureIds: [3],
      procedureState: 'ACCEPTED',
      cruiDate: platformToday(decided),
    });
    await db.insert(commissions).values({
      projectId,
      kind: 'INITIAL_DECISION',
      commissionDate: platformToday(decided),
      choice: 'FAVORABLE',
      decidedAt: decided,
    });
    const start = platformToday(decided);
    const end = `${Number(start.slice(0, 4)) + 2}${start.slice(4)}`;
    const answers: [number | undefined, string][] = [
      [info('INVESTMENT_AMOUNT'), f.investment],
      [info('DIRECT_JOBS'), f.jobs],
      [info('WORKS_START_DATE'), start],
      [info('WORKS_END_DATE'), end],
    ];
    const rows = answers
      .filter((a): a is [number, string] => a[0] !== undefined)
      .map(([infoTypeId, value]) => ({ projectId, infoTypeId, value }));
    if (rows.length) await db.insert(projectProvidedInfos).values(rows);
    // One parcel of the file, copied into the monitoring project's land list when it opens.
    const [commune] = await db.select({ id: communes.id }).from(communes).where(eq(communes.regionId, f.regionId)).limit(1);
    if (commune && legalStatus)
      await db.insert(projectLands).values({
        projectId,
        communeId: commune.id,
        legalStatusId: legalStatus.id,
        fundamentalReferenceTypeId: FUNDAMENTAL_REFERENCE_TYPE_IDS.REGISTRY_TITLE,
        parcelSurface: f.parcelSurface,
        covered: false,
        landRegistry: f.landRegistry,
        titleNumber: f.titleNumber,
        titleIndex: 'M',
      });
    const id = await db.transaction((tx) =>
      openMonitoringProject(tx, { projectId, decision: 'FAVORABLE', origin: 'INITIAL_DECISION', at: decided }),
    );
    if (id === undefined) continue;
    count += 1;
    // The first milestone recorded (its figures), so the charts show realised against planned.
    const [first] = await db
      .select({ id: monitoringMilestones.id, date: monitoringMilestones.verificationExpectedDate })
      .from(monitoringMilestones)
      .where(eq(monitoringMilestones.monitoringProjectId, id))
      .orderBy(monitoringMilestones.orderNumber)
      .limit(1);
    if (first && first.date <= today)
      await db
        .update(monitoringMilestones)
        .set({
          actionCompleted: true,
          completedAt: new Date(`${first.date}T10:00:00Z`),
          progressRate: 100,
          commissionDecision: 'FAVORABLE',
          investmentRealised: Math.round(Number(f.investment) / 5),
          jobsCreated: Math.round(Number(f.jobs) / 6),
          comments: 'Autorisation obtenue dans les délais.',
        })
        .where(eq(monitoringMilestones.id, first.id));
    await db.insert(monitoringFollowUpActions).values({
      monitoringProjectId: id,
      title: 'Relancer le porteur sur le planning des travaux',
      description: "Demander le planning actualisé et les photos de l'avancement du chantier.",
      dueDate: addWorkingDays(today, 5),
      createdAt: now,
    });
  }
  // The demo files decided favourably before monitoring existed.
  const decidedFiles = await db
    .select({ projectId: commissions.projectId, decidedAt: commissions.decidedAt })
    .from(commissions)
    .innerJoin(projects, eq(projects.id, commissions.projectId))
    .leftJoin(monitoringProjects, eq(monitoringProjects.projectId, commissions.projectId))
    .where(and(inArray(commissions.choice, ['FAVORABLE', 'FAVORABLE_WITH_RESTRICTIONS']), isNull(monitoringProjects.id)));
  for (const d of decidedFiles)
    if (
      await db.transaction((tx) =>
        openMonitoringProject(tx, {
          projectId: d.projectId,
          decision: 'FAVORABLE',
          origin: 'INITIAL_DECISION',
          at: d.decidedAt ?? now,
        }),
      )
    )
      count += 1;
  return count;
}

import type { Db } from '../db/client.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { DEMO_PASSWORD, type DemoAccount, seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoAdvisorChange } from './demo-advisor-change.ts';
import { seedDemoBackOfficeAudit } from './demo-back-office-audit.ts';
import {
  seedDemoAdministrationGeography,
  seedDemoCentreDirectors,
  seedDemoLandMemberAdministrations,
  seedDemoMonitoringMails,
} from './demo-centres.ts';
import { seedDemoFollowUpActions } from './demo-follow-up-actions.ts';
import { seedDemoLand, seedDemoLandAppointments } from './demo-land.ts';
import { seedDemoMonitoring } from './demo-monitoring.ts';
import { seedDemoPayment } from './demo-payments.ts';
import { seedDemoPiafe } from './demo-piafe.ts';
import { seedDemoProjects } from './demo-projects.ts';
import { seedDemoRecourses } from './demo-recourses.ts';
import { seedDemoRokhasArchitectWithoutAccount, seedDemoRokhasFile, seedRokhasSandbox } from './demo-rokhas.ts';
import { seedDemoVisits } from './demo-visits.ts';
import { seedInitialContent } from './initial-content.ts';
import { seedPaymentScales } from './reference/payment-scales.ts';
import { seedProcedureMilestones } from './reference/procedure-milestones.ts';
import { seedRecommendationRules } from './reference/seed-recommendation-rules.ts';
import { seedReferenceData } from './reference/seed-reference-data.ts';

export interface SeedResult {
  demoAccounts: DemoAccount[];
  demoPassword: string;
}

/** Idempotent: safe at every start and on every instance (rows are upserted by their stable ids). */
export async function seedAll(
  db: Db,
  opts: { demo: boolean; demoProjects?: boolean; storage?: FileStorage },
): Promise<SeedResult> {
  await seedReferenceData(db);
  await seedRecommendationRules(db);
  await seedPaymentScales(db);
  await seedProcedureMilestones(db);
  // The managed texts' first version (issue 21, decision 074): incentives, appeals, help, FAQ.
  await seedInitialContent(db);
  const demoAccounts = opts.demo ? await seedDemoAccounts(db) : [];
  // The sandbox Rokhas partner's own accounts (technical member, architects), beside the demo accounts.
  if (opts.demo) await seedRokhasSandbox(db);
  // Demo files only for `npm start` (tests and browser tests build their own data): a few per demo region.
  if (opts.demo && opts.demoProjects) {
    await seedDemoProjects(db);
    await seedDemoAdvisorChange(db);
    await seedDemoFollowUpActions(db, opts.storage ? { storage: opts.storage } : {});
    await seedDemoRokhasFile(db);
    await seedDemoRokhasArchitectWithoutAccount(db);
    await seedDemoPayment(db);
    await seedDemoRecourses(db, new Date(), opts.storage ? { storage: opts.storage } : {});
    await seedDemoMonitoring(db);
    await seedDemoVisits(db);
    await seedDemoCentreDirectors(db);
    await seedDemoMonitoringMails(db);
    await seedDemoAdministrationGeography(db);
    await seedDemoLandMemberAdministrations(db);
    await seedDemoPiafe(db);
    await seedDemoLand(db);
    await seedDemoLandAppointments(db);
    // A few back-office changes of the last days, through the back-office service (issue 17).
    await seedDemoBackOfficeAudit(db);
  }
  return { demoAccounts, demoPassword: DEMO_PASSWORD };
}

import type { Db } from '../db/client.ts';
import { DEMO_PASSWORD, type DemoAccount, seedDemoAccounts } from './demo-accounts.ts';
import { seedRecommendationRules } from './reference/seed-recommendation-rules.ts';
import { seedReferenceData } from './reference/seed-reference-data.ts';

export interface SeedResult {
  demoAccounts: DemoAccount[];
  demoPassword: string;
}

/** Idempotent: safe at every start and on every instance (rows are upserted by their stable ids). */
export async function seedAll(db: Db, opts: { demo: boolean }): Promise<SeedResult> {
  await seedReferenceData(db);
  await seedRecommendationRules(db);
  const demoAccounts = opts.demo ? await seedDemoAccounts(db) : [];
  return { demoAccounts, demoPassword: DEMO_PASSWORD };
}

import { CASA } from '@cri/shared/fixtures/builders';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFile } from '../modules/project-sharing/test-helpers.ts';
import { CATEGORY_FLAGS } from '../modules/projects/kept-categories.ts';
import { type PlanNode, planNodes, queryPlan } from '../test/query-plan.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { DbOrTx } from './client.ts';
import { RESCHEDULE_FLAG } from './schema/projects.ts';

/** Decision 125 (migration 0045): what the planner knows of the kept category bits, and two covering indexes. */
describe('planner statistics and covering indexes (decision 125)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Enough files that the default guess for "bit <> 0" (99.5 % of them) is far from any bit's real count.
    for (let i = 0; i < 60; i++) await insertFile(t, { regionId: CASA, phases: [], at: new Date(Date.UTC(2026, 0, 1 + i)) });
  });
  afterAll(() => t.close());

  /** Runs the checks in a transaction rolled back after them: the statistics ANALYZE writes go with it. */
  const thenRolledBack = (checks: (tx: DbOrTx) => Promise<void>) =>
    t.database.db
      .transaction(async (tx) => {
        await checks(tx);
        tx.rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof TransactionRollbackError)) throw e;
      });

  it('estimates the files having each kept category bit from their count, not as nearly every file', async () => {
    // The next test file of this worker reuses the database (decision 118): it must not find the files analysed.
    const statistics = sql`select count(*)::int as n from pg_statistic where starelid = 'projects'::regclass`;
    const before = (await t.database.db.execute(statistics)).rows;
    await thenRolledBack(async (tx) => {
      await tx.execute(sql`analyze projects`);
      const [{ files }] = (await tx.execute(sql`select count(*)::int as files from projects`)).rows as [{ files: number }];
      expect(files).toBeGreaterThanOrEqual(60);
      for (const bit of [...Object.values(CATEGORY_FLAGS), RESCHEDULE_FLAG]) {
        const condition = sql`category_flags & ${sql.raw(String(bit))} <> 0`;
        const [{ n }] = (await tx.execute(sql`select count(*)::int as n from projects where ${condition}`)).rows as [
          { n: number },
        ];
        const estimate = (await queryPlan(tx, sql`select id from projects where ${condition}`))['Plan Rows'];
        // Without the statistics the estimate is 99.5 % of the files whatever the bit.
        expect(Math.abs(estimate - n), `bit ${bit}: ${n} files, estimated ${estimate}`).toBeLessThanOrEqual(Math.max(2, n / 2));
      }
      expect((await tx.execute(statistics)).rows).not.toEqual(before);
    });
    expect((await t.database.db.execute(statistics)).rows).toEqual(before);
  });

  it("sums a region's planned investment and jobs from the covering index alone", async () => {
    let plan: PlanNode | undefined;
    await thenRolledBack(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      plan = await queryPlan(
        tx,
        sql`select coalesce(sum(planned_investment), 0), coalesce(sum(planned_jobs), 0) from monitoring_projects where region_id = ${CASA}`,
      );
    });
    const scan = plan?.Plans?.[0];
    expect(scan?.['Node Type']).toBe('Index Only Scan');
    expect(scan?.['Index Name']).toBe('monitoring_projects_region_planned_idx');
  });

  it("reads a file's latest SCHEDULED phase and its instant from the scheduled phases' index alone", async () => {
    const plans: PlanNode[] = [];
    await thenRolledBack(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      // The two sub-selects of scheduling/repository.ts (scheduledOrder, scheduledAtEpoch) for one file.
      plans.push(
        await queryPlan(tx, sql`select max(pp.id) from project_phases pp where pp.project_id = 1 and pp.title = 'SCHEDULED'`),
      );
      plans.push(
        await queryPlan(
          tx,
          sql`select pp.created_at from project_phases pp where pp.project_id = 1 and pp.title = 'SCHEDULED' order by pp.id desc limit 1`,
        ),
      );
    });
    for (const plan of plans) {
      expect(planNodes(plan).map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''}`)).toContain(
        'Index Only Scan project_phases_scheduled_idx',
      );
    }
  });
});

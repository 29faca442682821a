import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { indicatorDailyCounts, phaseStays } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CASA } from '../framing-forms/test-helpers.ts';
import { insertFile } from '../project-sharing/test-helpers.ts';

/**
 * Two connections at once: PostgreSQL only (the embedded database has one). Registered only there, in npm test's
 * PostgreSQL step (postgres-tests.json names this module's folder), instead of being reported skipped on PGlite.
 */
const onPostgres: typeof it = process.env.TEST_PG_URL ? it : ((() => undefined) as unknown as typeof it);

/**
 * Decision 104: a recorded phase is counted in the indicators' shared rows when its transaction commits (a deferred
 * trigger), so those rows are not locked for the rest of the transaction; nothing is counted when it rolls back.
 */
describe('indicator figures kept at commit (decision 104)', () => {
  let t: TestApp;
  const at = new Date('2026-11-25T10:00:00Z');
  const day = '2026-11-25';
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const inReview = async () => {
    const [row] = await t.database.db
      .select({ files: indicatorDailyCounts.files })
      .from(indicatorDailyCounts)
      .where(
        and(
          eq(indicatorDailyCounts.day, day),
          eq(indicatorDailyCounts.regionId, CASA),
          eq(indicatorDailyCounts.counter, 'IN_REVIEW'),
        ),
      );
    return row?.files ?? 0;
  };
  const staysOf = async (projectId: number) =>
    (await t.database.db.select({ phase: phaseStays.phase }).from(phaseStays).where(eq(phaseStays.projectId, projectId))).map(
      (s) => s.phase,
    );

  it('counts the phase and closes the previous stay once committed, not before', async () => {
    const projectId = await insertFile(t, { regionId: CASA, phases: [], at: new Date('2026-11-24T10:00:00Z') });
    const before = await inReview();
    let seenInside = -1;
    await t.database.db.transaction(async (tx) => {
      await recordPhase(tx, { projectId, title: 'IN_REVIEW', by: null, at });
      const [row] = await tx
        .select({ files: indicatorDailyCounts.files })
        .from(indicatorDailyCounts)
        .where(
          and(
            eq(indicatorDailyCounts.day, day),
            eq(indicatorDailyCounts.regionId, CASA),
            eq(indicatorDailyCounts.counter, 'IN_REVIEW'),
          ),
        );
      seenInside = row?.files ?? 0;
    });
    expect(seenInside).toBe(before);
    expect(await inReview()).toBe(before + 1);
    expect(await staysOf(projectId)).toEqual(['DRAFT']);
  });

  it('counts nothing when the transaction rolls back', async () => {
    const projectId = await insertFile(t, { regionId: CASA, phases: [], at: new Date('2026-11-24T10:00:00Z') });
    const before = await inReview();
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordPhase(tx, { projectId, title: 'IN_REVIEW', by: null, at });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await inReview()).toBe(before);
    expect(await staysOf(projectId)).toEqual([]);
  });

  onPostgres('lets a second transaction of the region record its phase while the first is still open', async () => {
    if (!t.databaseUrl) throw new Error('PostgreSQL only');
    const first = await insertFile(t, { regionId: CASA, phases: [], at: new Date('2026-11-24T10:00:00Z') });
    const second = await insertFile(t, { regionId: CASA, phases: [], at: new Date('2026-11-24T10:00:00Z') });
    const before = await inReview();
    // The first transaction records its phase (same day, region and counter) as recordPhase does, and stays open.
    const open = new pg.Client({ connectionString: t.databaseUrl });
    await open.connect();
    try {
      await open.query('begin');
      await recordPhase(drizzle({ client: open, schema }) as unknown as Db, {
        projectId: first,
        title: 'IN_REVIEW',
        by: null,
        at,
      });
      // The second one commits without waiting for it (before decision 104 it waited on the counter row's lock).
      const started = Date.now();
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '3s'`);
        await recordPhase(tx, { projectId: second, title: 'IN_REVIEW', by: null, at });
      });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(await inReview()).toBe(before + 1);
      await open.query('commit');
      expect(await inReview()).toBe(before + 2);
    } finally {
      await open.end();
    }
  });
});

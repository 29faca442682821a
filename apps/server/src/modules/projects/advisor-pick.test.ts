import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CASA } from '../framing-forms/test-helpers.ts';
import { pickLeastBusyAdvisor } from './submit-repository.ts';

/**
 * Two connections at once: PostgreSQL only (the embedded database has one). Registered only there, in npm test's
 * PostgreSQL step (postgres-tests.json names this module's folder), instead of being reported skipped on PGlite.
 */
const onPostgres: typeof it = process.env.TEST_PG_URL ? it : ((() => undefined) as unknown as typeof it);

/** Decision 104: submissions of one region do not queue behind each other for the advisor pick. */
describe('the advisor pick of a submission', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('picks an active advisor of the region', async () => {
    const picked = await t.database.db.transaction((tx) => pickLeastBusyAdvisor(tx, CASA));
    expect(picked?.id).toBeGreaterThan(0);
  });

  onPostgres('gives a second submission made meanwhile the next least busy advisor, without waiting for the first', async () => {
    if (!t.databaseUrl) throw new Error('PostgreSQL only');
    const open = new pg.Client({ connectionString: t.databaseUrl });
    await open.connect();
    try {
      await open.query('begin');
      const first = await pickLeastBusyAdvisor(drizzle({ client: open, schema }) as unknown as Db, CASA);
      const started = Date.now();
      const second = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '3s'`);
        return pickLeastBusyAdvisor(tx, CASA);
      });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(first?.id).toBeGreaterThan(0);
      expect(second?.id).toBeGreaterThan(0);
      expect(second?.id).not.toBe(first?.id);
      await open.query('rollback');
    } finally {
      await open.end();
    }
  });
});

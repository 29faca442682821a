import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileDatabase, onPoolError, openFileDatabase } from '../test/test-database.ts';
import { type Database, openDatabase } from './client.ts';
import { MAX_PER_CONNECTION, PreparingClient, statementName } from './prepared-statements.ts';
import { regions } from './schema.ts';

/**
 * A PostgreSQL server only (the embedded database has no pool): registered in npm test's PostgreSQL step
 * (postgres-tests.json names this file), not reported as skipped on PGlite.
 */
const onPostgres = process.env.TEST_PG_URL ? describe : ((() => undefined) as unknown as typeof describe);

describe('statement names (decision 123)', () => {
  it('gives one name per text, the same each time, never one name to two texts', () => {
    const a = statementName('select $1::int as a');
    const b = statementName('select $1::int as b');
    expect(a).toMatch(/^cri_/);
    expect(statementName('select $1::int as a')).toBe(a);
    expect(b).not.toBe(a);
  });
});

onPostgres('named prepared statements on PostgreSQL (decision 123)', () => {
  let file: FileDatabase;
  let client: PreparingClient;
  type Prepared = { name: string; statement: string };
  const prepared = async (c: PreparingClient): Promise<Prepared[]> =>
    (await c.query('select name, statement from pg_prepared_statements order by name')).rows as Prepared[];

  beforeAll(async () => {
    file = await openFileDatabase();
    if (!file.url) return;
    client = new PreparingClient({ connectionString: file.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await file?.drop();
  });

  it('prepares a statement with parameters once on its connection and runs it again by name', async () => {
    const text = 'select $1::int + 1 as n';
    expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
    expect((await client.query({ text, values: [41] })).rows).toEqual([{ n: 42 }]);
    expect(await prepared(client)).toEqual([{ name: statementName(text), statement: text }]);
  });

  it('leaves statements without parameters to the simple protocol', async () => {
    await client.query('select 1 as one');
    expect((await prepared(client)).map((p) => p.statement)).not.toContain('select 1 as one');
  });

  it('keeps the connection usable when a named statement fails to parse, and sends it again', async () => {
    const broken = 'select $1::int from no_such_table';
    await expect(client.query(broken, [1])).rejects.toThrow(/no_such_table/);
    await expect(client.query(broken, [1])).rejects.toThrow(/no_such_table/);
    expect((await client.query('select $1::text as t', ['ok'])).rows).toEqual([{ t: 'ok' }]);
  });

  it(`sends statements unnamed past ${MAX_PER_CONNECTION} prepared on one connection`, async () => {
    const full = new PreparingClient({ connectionString: file.url });
    await full.connect();
    try {
      for (let i = 0; i < MAX_PER_CONNECTION; i++) full.prepared.add(`taken_${i}`);
      expect((await full.query('select $1::int * 2 as n', [21])).rows).toEqual([{ n: 42 }]);
      expect(await prepared(full)).toEqual([]);
    } finally {
      await full.end();
    }
  });

  describe('the app pool', () => {
    const namesInTransaction = (database: Database) =>
      database.db.transaction(async (tx) => {
        const [casa] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.id, 2));
        const rows = await tx.execute<{ statement: string }>(sql`select statement from pg_prepared_statements`);
        return { casa, statements: rows.rows.map((r) => r.statement) };
      });

    it('prepares the ORM statements by default, and none with preparedStatements: false', async () => {
      for (const preparedStatements of [true, false]) {
        // Two connections: the start-up lock holds one while the migrations (none left to run) take the other.
        const database = await openDatabase({ url: file.url, poolSize: 2, preparedStatements, onPoolError });
        try {
          const { casa, statements } = await namesInTransaction(database);
          expect(casa).toEqual({ id: 2 });
          const regionRead = statements.filter((s) => s.includes('from "regions"'));
          expect(regionRead.length).toBe(preparedStatements ? 1 : 0);
        } finally {
          await database.close();
        }
      }
    });
  });
});

import { eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileDatabase, onPoolError, openFileDatabase } from '../test/test-database.ts';
import { type Database, openDatabase } from './client.ts';
import { byKey, MAX_PER_CONNECTION, PreparingClient, statementName } from './prepared-statements.ts';
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

  it('prepares a named statement once on its connection, under the name of its text, and runs it again', async () => {
    const text = 'select $1::int + 1 as n';
    expect((await client.query({ name: 'asked', text, values: [1] })).rows).toEqual([{ n: 2 }]);
    expect((await client.query({ name: 'asked', text, values: [41] })).rows).toEqual([{ n: 42 }]);
    expect(await prepared(client)).toEqual([{ name: statementName(text), statement: text }]);
  });

  it('gives two texts asked for under one name two names (node-postgres would refuse the second)', async () => {
    const one = 'select $1::int as a';
    const two = 'select $1::int as a, $2::int as b';
    expect((await client.query({ name: 'same', text: one, values: [1] })).rows).toEqual([{ a: 1 }]);
    expect((await client.query({ name: 'same', text: two, values: [1, 2] })).rows).toEqual([{ a: 1, b: 2 }]);
    const names = (await prepared(client)).filter((p) => p.statement === one || p.statement === two).map((p) => p.name);
    expect(names.sort()).toEqual([statementName(one), statementName(two)].sort());
  });

  it('leaves the statements not asked for by name unprepared', async () => {
    await client.query('select $1::int * 3 as n', [1]);
    await client.query('select 1 as one');
    const statements = (await prepared(client)).map((p) => p.statement);
    expect(statements).not.toContain('select $1::int * 3 as n');
    expect(statements).not.toContain('select 1 as one');
  });

  it('keeps the connection usable when a named statement fails to parse, and sends it again', async () => {
    const broken = { name: 'broken', text: 'select $1::int from no_such_table', values: [1] };
    await expect(client.query(broken)).rejects.toThrow(/no_such_table/);
    await expect(client.query(broken)).rejects.toThrow(/no_such_table/);
    expect((await client.query({ name: 'ok', text: 'select $1::text as t', values: ['ok'] })).rows).toEqual([{ t: 'ok' }]);
  });

  it(`sends statements unnamed past ${MAX_PER_CONNECTION} prepared on one connection`, async () => {
    const full = new PreparingClient({ connectionString: file.url });
    await full.connect();
    try {
      for (let i = 0; i < MAX_PER_CONNECTION; i++) full.prepared.add(`taken_${i}`);
      expect((await full.query({ name: 'late', text: 'select $1::int * 2 as n', values: [21] })).rows).toEqual([{ n: 42 }]);
      expect(await prepared(full)).toEqual([]);
    } finally {
      await full.end();
    }
  });

  describe('the app pool', () => {
    /** In one transaction (one connection): a lookup by key through `byKey`, a list as usual, and what is prepared. */
    const run = (database: Database) =>
      database.db.transaction(async (tx) => {
        const [casa] = await byKey(tx.select({ id: regions.id }).from(regions).where(eq(regions.id, 2)));
        const list = await tx.select({ id: regions.id }).from(regions).where(gt(regions.id, 10));
        const rows = await tx.execute<{ statement: string }>(sql`select statement from pg_prepared_statements`);
        return { casa, list: list.length, statements: rows.rows.map((r) => r.statement) };
      });

    it('prepares the lookups asked for with byKey, not the other statements, and nothing with preparedStatements: false', async () => {
      for (const preparedStatements of [true, false]) {
        // Two connections: the start-up lock holds one while the migrations (none left to run) take the other.
        const database = await openDatabase({ url: file.url, poolSize: 2, preparedStatements, onPoolError });
        try {
          const { casa, list, statements } = await run(database);
          expect(casa).toEqual({ id: 2 });
          expect(list).toBeGreaterThan(0);
          const reads = statements.filter((s) => s.includes('from "regions"'));
          expect(reads).toEqual(preparedStatements ? [expect.stringContaining('"regions"."id" = $1')] : []);
        } finally {
          await database.close();
        }
      }
    });
  });
});

import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { openFileDatabase } from './test-database.ts';

/**
 * The embedded database a worker keeps and lends to its files one after the other (test-database.ts,
 * decision 118): what a file finds must be the seeded database, whatever the file before it did. Runs on
 * the embedded database only (on PostgreSQL each file has its own database).
 */

/** Every table's rows, the sequences' positions and the session's locks and settings, as one digest. */
async function stateOf(database: Database): Promise<Record<string, string>> {
  const { db } = database;
  const tables = (
    await db.execute<{ name: string }>(
      sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
    )
  ).rows;
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = (
      await db.execute<{ digest: string }>(
        sql.raw(
          `select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${name} t`,
        ),
      )
    ).rows;
    state[name] = row?.digest ?? '';
  }
  const sequences = (
    await db.execute<{ name: string; position: string }>(
      sql`select sequencename as name, coalesce(last_value::text, 'unused') as position from pg_sequences
           where schemaname = 'public' order by 1`,
    )
  ).rows;
  for (const { name, position } of sequences) state[`sequence ${name}`] = position;
  const [session] = (
    await db.execute<{ locks: string; timeout: string; role: string }>(
      sql`select (select count(*) from pg_locks where locktype = 'advisory')::text as locks,
                 current_setting('statement_timeout') as timeout,
                 current_setting('session_replication_role') as role`,
    )
  ).rows;
  Object.assign(state, session);
  return state;
}

/** The seeded database as a file started from the dump would find it, without any reuse. */
async function seededState(): Promise<Record<string, string>> {
  const fresh = await openDatabase({ loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]) });
  try {
    return await stateOf(fresh);
  } finally {
    await fresh.close();
  }
}

describe.runIf(!process.env.TEST_PG_URL)('the embedded database kept by a worker', () => {
  it('is lent to the next file as seeded, whatever the previous file wrote, locked or left open', async () => {
    const expected = await seededState();
    const first = await openFileDatabase();
    await first.database.db.execute(sql`update sectors set name_fr = 'changé' where level = 'SECTOR'`);
    await first.database.db.execute(sql`delete from fee_scales`);
    await first.database.db.execute(
      sql`insert into captchas (id, answer_hash, expires_at) values (gen_random_uuid(), 'x', now())`,
    );
    await first.database.db.execute(sql`select nextval(pg_get_serial_sequence('projects', 'id')) from generate_series(1, 5)`);
    await first.database.db.execute(sql`select pg_advisory_lock(42)`);
    await first.database.db.execute(sql`set statement_timeout = '5s'`);
    await first.database.db.execute(sql`begin`);
    await first.database.db.execute(sql`delete from communes`);
    expect((await stateOf(first.database))['public.fee_scales']).toMatch(/^0:/);
    await first.drop();

    const next = await openFileDatabase();
    try {
      expect(await stateOf(next.database)).toEqual(expected);
    } finally {
      await next.drop();
    }
  });

  it('refuses queries through a handle once it is given back', async () => {
    const lent = await openFileDatabase();
    await lent.database.ping();
    await lent.database.close();
    await expect(lent.database.ping()).rejects.toThrow(/given back/);
  });

  it('opens another database when one is asked for while the first is still lent', async () => {
    const first = await openFileDatabase();
    const second = await openFileDatabase();
    try {
      await first.database.db.execute(sql`delete from fee_scales`);
      const [row] = (await second.database.db.execute<{ n: number }>(sql`select count(*)::int as n from fee_scales`)).rows;
      expect(row?.n).toBeGreaterThan(0);
    } finally {
      await second.database.close();
      await second.drop();
      await first.drop();
    }
  });

  it('is replaced, not reset, after a file changed the schema', async () => {
    const first = await openFileDatabase();
    await first.database.db.execute(sql`create table left_behind (id int)`);
    await first.database.db.execute(sql`alter table projects disable trigger user`);
    await first.drop();
    const next = await openFileDatabase();
    try {
      const [row] = (
        await next.database.db.execute<{ tables: number; disabled: number }>(
          sql`select (select count(*)::int from pg_tables where tablename = 'left_behind') as tables,
                     (select count(*)::int from pg_trigger where tgrelid = 'projects'::regclass and tgenabled = 'D') as disabled`,
        )
      ).rows;
      expect(row).toEqual({ tables: 0, disabled: 0 });
    } finally {
      await next.drop();
    }
  });
});

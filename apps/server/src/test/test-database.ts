import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, openDatabase, pgliteDatabase } from '../db/client.ts';
import { adminQuery, databaseUrl } from './pg-admin.ts';

/**
 * Dropping a test database (`with (force)`) closes the connections still open on it: expected then, and
 * silent; any other lost connection fails the run loudly.
 */
export const onPoolError = (error: Error & { code?: string }): void => {
  if (error.code === '57P01') return; // admin_shutdown: the forced drop at the end of the file
  throw error;
};

export interface FileDatabase {
  database: Database;
  /** The PostgreSQL URL of the database (undefined on the in-memory PGlite). */
  url?: string | undefined;
  drop(): Promise<void>;
}

/**
 * The test file's own database, a copy of the one `global-setup.ts` migrated and seeded for the run:
 * a database made from the template on TEST_PG_URL's server, or an in-memory PGlite loaded from the dump.
 * `openDatabase` still migrates it, as a production start would (a no-op here).
 */
export async function openFileDatabase(): Promise<FileDatabase> {
  const pgUrl = process.env.TEST_PG_URL;
  if (pgUrl) {
    const name = `cri_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(pgUrl, `create database ${name} template ${provided('pgTemplate')}`);
    const url = databaseUrl(pgUrl, name);
    return {
      database: await openDatabase({ url, poolSize: 4, onPoolError }),
      url,
      drop: () => adminQuery(pgUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const reused = await reusedPglite();
  if (reused) return reused;
  const loadDataDir = new Blob([readFileSync(provided('pgliteSnapshot'))]);
  const database = await openDatabase({ loadDataDir });
  // The first database of a worker is kept for the next files (below); another one open at the same time is not.
  if (worker !== undefined) return { database, drop: async () => undefined };
  worker = await keepForReuse(database);
  return lend(worker);
}

/**
 * Starting an embedded database from the dump took about 2.3 s of CPU per test file, most of the run's
 * set-up (decision 118). A worker's files run one after the other, so the first database a worker opens
 * is kept, and lent to the next file once reset to the seeded state: every table emptied and filled
 * again from a copy made when it was first opened, the sequences set back, and the session discarded
 * (settings, advisory locks, prepared statements). About 0.2 s instead of 2.3.
 *
 * A file's database is lent once: a second one asked for while the first is out (two databases at once)
 * is a fresh instance, as before. A file that changed the schema (a table, a trigger switched off) gets
 * its instance closed and replaced rather than reset. A lent handle refuses queries once given back, so
 * a job of the previous file still running cannot write into the next file's data.
 */
interface KeptDatabase {
  client: PGlite;
  /** Empties every table and fills it again from the copy; sets the sequences back. */
  resetSql: string;
  /** The schema as it was when kept (relations, triggers and their state, functions). */
  fingerprint: string;
  lent: boolean;
}
let worker: KeptDatabase | undefined;

const COPY_SCHEMA = 'test_seeded_copy';
const SCHEMA_FINGERPRINT = `select md5(
  (select string_agg(c.oid::text || c.relname || c.relkind::text, ',' order by c.oid) from pg_class c
    where c.relnamespace = any (array['public'::regnamespace, 'drizzle'::regnamespace]))
  || (select coalesce(string_agg(t.oid::text || t.tgenabled::text, ',' order by t.oid), '') from pg_trigger t)
  || (select string_agg(p.oid::text || md5(p.prosrc), ',' order by p.oid) from pg_proc p where p.pronamespace = 'public'::regnamespace)
) as fingerprint`;

async function keepForReuse(database: Database): Promise<KeptDatabase> {
  const client = pgliteOf(database);
  const tables = (
    await client.query<{ name: string; columns: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name,
              string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        where n.nspname in ('public', 'drizzle') and c.relkind = 'r'
        group by n.nspname, c.relname order by 1`,
    )
  ).rows;
  const copyOf = (name: string) => `${COPY_SCHEMA}.${JSON.stringify(name.replace('.', '__'))}`;
  await client.exec(
    `create schema ${COPY_SCHEMA};
     ${tables.map((t) => `create table ${copyOf(t.name)} as select ${t.columns} from ${t.name};`).join('\n')}`,
  );
  const sequences = (
    await client.query<{ name: string; value: string; called: boolean }>(
      `select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value)::text as value,
              last_value is not null as called
         from pg_sequences where schemaname in ('public', 'drizzle')`,
    )
  ).rows;
  const resetSql = [
    'set session_replication_role = replica;',
    `truncate ${tables.map((t) => t.name).join(', ')};`,
    ...tables.map(
      (t) => `insert into ${t.name} (${t.columns}) overriding system value select ${t.columns} from ${copyOf(t.name)};`,
    ),
    'set session_replication_role = origin;',
    ...sequences.map((s) => `select setval('${s.name}', ${s.value}, ${s.called});`),
  ].join('\n');
  const fingerprint = await fingerprintOf(client);
  return { client, resetSql, fingerprint, lent: false };
}

async function fingerprintOf(client: PGlite): Promise<string> {
  return (await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT)).rows[0]?.fingerprint ?? '';
}

/** The kept database, reset, when it is free and its schema unchanged; otherwise it is let go. */
async function reusedPglite(): Promise<FileDatabase | undefined> {
  if (!worker || worker.lent) return undefined;
  const kept = worker;
  if (!kept.client.closed) {
    try {
      // Ends a transaction a failed test left open, then the session's state: settings, locks, statements.
      await kept.client.exec('rollback');
      await kept.client.exec('discard all');
      if ((await fingerprintOf(kept.client)) === kept.fingerprint) {
        await kept.client.exec(kept.resetSql);
        return lend(kept);
      }
    } catch {
      // A database left in a state it cannot be reset from is replaced, as below.
    }
    await kept.client.close().catch(() => undefined);
  }
  worker = undefined;
  return undefined;
}

function lend(kept: KeptDatabase): FileDatabase {
  kept.lent = true;
  let out = true;
  const giveBack = async () => {
    if (!out) return;
    out = false;
    kept.lent = false;
  };
  const client = new Proxy(kept.client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (!out) throw new Error('this test database was given back: its file ended');
        return value.apply(target, args);
      };
    },
  });
  const database = pgliteDatabase(client, giveBack);
  return { database, drop: giveBack };
}

function pgliteOf(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

function provided(key: 'pgTemplate' | 'pgliteSnapshot'): string {
  const value = inject(key);
  if (!value) throw new Error(`no ${key}: run the server tests through vitest.config.ts, whose globalSetup seeds it`);
  return value;
}

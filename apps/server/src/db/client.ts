import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PreparingClient } from './prepared-statements.ts';
import * as schema from './schema.ts';

/**
 * Both drivers expose the same Drizzle query builder; the app is typed against the node-postgres one
 * (see docs/decisions/001-database-drivers.md).
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a raw statement; used by the health check. */
  ping(): Promise<void>;
  /**
   * Runs `fn` while holding a database-wide lock, so instances starting together migrate and seed one
   * after the other (a no-op lock on the embedded database, which has a single user).
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Advisory lock key held while migrating and seeding ("CRI" + 1). */
const STARTUP_LOCK_KEY = 4_352_731;

/** The extensions the migrations create (trigram search; btree_gin for the region in the name's trigram index). */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

export const migrationsFolder = join(
  dirname(createRequire(import.meta.url).resolve('@cri/server/package.json')),
  'src/db/migrations',
);

/**
 * An idle pooled connection that the server closes (a restart, a failover, an administrator) emits an
 * error on the pool; without a listener Node would end the process. The pool replaces the connection on
 * the next query, so it is logged, not fatal.
 */
const logPoolError = (error: Error & { code?: string }): void => {
  process.stderr.write(
    `${JSON.stringify({ level: 40, msg: 'database connection closed by the server', code: error.code, err: error.message })}\n`,
  );
};

export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir?: string;
  /** An in-memory PGlite started from this dump of a data dir (tests: a copy of the database seeded once per run). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Lookups by key as named prepared statements (decision 123); off for a pooler that does not keep them (PgBouncer's transaction mode). */
  preparedStatements?: boolean;
  /** What to do when the server closes an idle pooled connection (logged by default). */
  onPoolError?: (error: Error & { code?: string }) => void;
}): Promise<Database> {
  if (opts.url) {
    // The pool hands its configuration to each connection it opens: PreparingClient reads prepareStatements there
    // (the lookups asked for by name are prepared, or sent unnamed when turned off; decision 123).
    const config: pg.PoolConfig & { prepareStatements: boolean } = {
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      Client: PreparingClient,
      prepareStatements: opts.preparedStatements !== false,
    };
    const pool = new pg.Pool(config);
    pool.on('error', opts.onPoolError ?? logPoolError);
    const db = drizzlePg({ client: pool, schema });
    const withStartupLock = async <T>(fn: () => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    };
    await withStartupLock(() => migratePg(db, { migrationsFolder }));
    return {
      db,
      kind: 'postgres',
      withStartupLock,
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (opts.dataDir) {
    const dir = resolve(opts.dataDir, 'pg');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  } else {
    // In memory (tests); migrating below is then a no-op when the dump is already migrated.
    client = await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    });
  }
  const database = pgliteDatabase(client);
  await migratePglite(database.db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder });
  return database;
}

/**
 * The app's view of an embedded database. `close` ends the instance unless told otherwise (the tests lend a
 * kept instance and only give it back, `test/test-database.ts`).
 */
export function pgliteDatabase(client: PGlite, close: () => Promise<void> = () => client.close()): Database {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    withStartupLock: (fn) => fn(),
    ping: async () => void (await client.query('select 1')),
    close,
  };
}

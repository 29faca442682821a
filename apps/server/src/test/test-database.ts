import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
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
  const loadDataDir = new Blob([readFileSync(provided('pgliteSnapshot'))]);
  return { database: await openDatabase({ loadDataDir }), drop: async () => undefined };
}

function provided(key: 'pgTemplate' | 'pgliteSnapshot'): string {
  const value = inject(key);
  if (!value) throw new Error(`no ${key}: run the server tests through vitest.config.ts, whose globalSetup seeds it`);
  return value;
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createTokenSigner, type TokenSigner } from '../lib/jwt.ts';
import { onPoolError, openFileDatabase } from './test-database.ts';

/** The captcha answer every test uses (CAPTCHA_TEST_ANSWER). */
export const TEST_CAPTCHA_ANSWER = 'test-captcha';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Signs access tokens the app accepts (for tests that need a caller of a given role). */
  signer: TokenSigner;
  /** The PostgreSQL URL of its database (undefined on the in-memory PGlite). */
  databaseUrl?: string | undefined;
  /**
   * Its DATA_DIR (stored files, staged uploads): its own, removed on close, so one test file's uploads never
   * show in another's counts of stored or staged files (the two workers ran files side by side on one folder).
   */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh copy of the seeded database: in-memory PGlite by default, or a throw-away
 * database on the PostgreSQL server of TEST_PG_URL (set by `npm test` from TEST_DATABASE_URL).
 */
export async function createTestApp(
  opts: {
    now?: () => Date;
    logStream?: NodeJS.WritableStream;
    webDistDir?: string;
    /** Further settings, as environment variables (e.g. `{ LOG_STATIC: 'true' }`). */
    env?: Record<string, string>;
    /**
     * A second instance on the database of this one (an app restart, or two instances behind one
     * database): its own pool on PostgreSQL, the same in-memory PGlite otherwise. Its close() leaves the
     * database to the first app.
     */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  if (opts.sameDatabaseAs) return secondInstance(opts.sameDatabaseAs, opts);
  const { database, url, drop } = await openFileDatabase();
  const ownDataDir = opts.env?.DATA_DIR === undefined ? mkdtempSync(join(tmpdir(), 'cri-test-data-')) : undefined;
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: opts.logStream ? 'info' : 'silent',
    CAPTCHA_TEST_ANSWER: TEST_CAPTCHA_ANSWER,
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...(opts.webDistDir ? { WEB_DIST_DIR: opts.webDistDir } : {}),
    ...opts.env,
  });
  const signer = createTokenSigner(new TextEncoder().encode(randomBytes(32).toString('hex')));
  const app = await buildApp({
    env,
    database,
    signer,
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    signer,
    databaseUrl: url,
    dataDir: env.DATA_DIR,
    async close() {
      await app.close();
      await database.close();
      await drop();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

async function secondInstance(first: TestApp, opts: { now?: () => Date; env?: Record<string, string> }): Promise<TestApp> {
  const database = first.databaseUrl ? await openDatabase({ url: first.databaseUrl, poolSize: 4, onPoolError }) : first.database;
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_TEST_ANSWER: TEST_CAPTCHA_ANSWER,
    // Two instances of one deployment share their disk, as they share their database.
    DATA_DIR: first.dataDir,
    ...opts.env,
  });
  const app = await buildApp({ env, database, signer: first.signer, ...(opts.now ? { now: opts.now } : {}) });
  await app.ready();
  return {
    app,
    database,
    signer: first.signer,
    databaseUrl: first.databaseUrl,
    dataDir: first.dataDir,
    async close() {
      await app.close();
      if (database !== first.database) await database.close();
    },
  };
}

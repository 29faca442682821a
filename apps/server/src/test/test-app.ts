import { randomBytes } from 'node:crypto';
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
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: opts.logStream ? 'info' : 'silent',
    CAPTCHA_TEST_ANSWER: TEST_CAPTCHA_ANSWER,
    DATA_DIR: './data-test',
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
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

async function secondInstance(first: TestApp, opts: { now?: () => Date; env?: Record<string, string> }): Promise<TestApp> {
  const database = first.databaseUrl ? await openDatabase({ url: first.databaseUrl, poolSize: 4, onPoolError }) : first.database;
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_TEST_ANSWER: TEST_CAPTCHA_ANSWER,
    DATA_DIR: './data-test',
    ...opts.env,
  });
  const app = await buildApp({ env, database, signer: first.signer, ...(opts.now ? { now: opts.now } : {}) });
  await app.ready();
  return {
    app,
    database,
    signer: first.signer,
    databaseUrl: first.databaseUrl,
    async close() {
      await app.close();
      if (database !== first.database) await database.close();
    },
  };
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { type Db, migrationsFolder, openDatabase, PGLITE_EXTENSIONS } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { seedAll } from '../seed/run.ts';
import { adminQuery, databaseUrl } from './pg-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, seeded PGlite data dir, which each test file loads as its own database. */
    pgliteSnapshot: string;
    /** A migrated, seeded database on TEST_PG_URL's server, which each test file copies. */
    pgTemplate: string;
  }
}

/** What the set-up made, with the teardown that removes it. */
interface Prepared {
  key: 'pgTemplate' | 'pgliteSnapshot';
  value: string;
  remove: () => Promise<unknown>;
}
const SHARED = Symbol.for('cri.test.globalSetup');
type Holder = { [SHARED]?: { ready: Promise<Prepared>; users: number } };

/**
 * Migrating and seeding took about 3 s per test file: done once per run here, and each file starts
 * from a copy (docs/quality.md, "Which tests run on both databases"). Vitest calls a global set-up once
 * for each project (node, isolated, web) and once for the root: the first call makes the database, the
 * others wait for it (it took 4 × 5.5 s of one core before any test), and the last teardown removes it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const holder = globalThis as Holder;
  holder[SHARED] ??= { ready: prepare(), users: 0 };
  const shared = holder[SHARED];
  shared.users++;
  const prepared = await shared.ready;
  project.provide(prepared.key, prepared.value);
  return async () => {
    shared.users--;
    if (shared.users > 0) return;
    delete holder[SHARED];
    await prepared.remove();
  };
}

async function prepare(): Promise<Prepared> {
  const pgUrl = process.env.TEST_PG_URL;
  if (pgUrl) {
    const template = await createTemplate(pgUrl);
    return {
      key: 'pgTemplate',
      value: template,
      remove: () => adminQuery(pgUrl, `drop database if exists ${template} with (force)`),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'cri-pglite-'));
  const file = join(dir, 'seeded.tar');
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  await seedAll(db as unknown as Db, { demo: true });
  // Uncompressed: loading it is faster than gunzipping it in every file (measured).
  const dump = await client.dumpDataDir('none');
  await client.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { key: 'pgliteSnapshot', value: file, remove: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function createTemplate(pgUrl: string): Promise<string> {
  const name = `cri_tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(pgUrl, `create database ${name}`);
  const database = await openDatabase({ url: databaseUrl(pgUrl, name), poolSize: 2 });
  try {
    await seedAll(database.db, { demo: true });
  } finally {
    // A template must have no open connection while it is copied.
    await database.close();
  }
  return name;
}

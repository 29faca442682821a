import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { demoDataEnabled, loadEnv } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { createTokenSigner, loadJwtKey } from './lib/jwt.ts';
import { seedDemoActToSign } from './seed/demo-act-signature.ts';
import { seedAll } from './seed/run.ts';
import { openFileStorage } from './storage/storage-plugin.ts';

/** Entry point of `npm start`: env, database (migrated), reference and demo data, then listen. */
async function main(): Promise<void> {
  const started = performance.now();
  const env = loadEnv();
  const webDist = env.WEB_DIST_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS,
  });
  const demo = demoDataEnabled(env);
  // Opened (and an S3 bucket checked) before the seeds, which write the demo files into it.
  const storage = await openFileStorage(env);
  const seeded = await database.withStartupLock(() =>
    seedAll(database.db, { demo, demoProjects: demo && env.NODE_ENV !== 'test', storage }),
  );
  const signer = createTokenSigner(await loadJwtKey(database.db, env.JWT_SECRET));
  const app = await buildApp({ env: { ...env, WEB_DIST_DIR: webDist }, database, signer, storage });
  // The demo act awaiting the governor needs the file storage, so it is seeded once the app is built (also
  // in the browser tests, whose governor journey signs it).
  if (demo) await database.withStartupLock(() => seedDemoActToSign(database.db, app.storage));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = `http://localhost:${env.PORT}`;
  const lines = [
    '',
    `  Portail CRI prêt sur ${address}  (base ${database.kind}, démarré en ${Math.round(performance.now() - started)} ms)`,
    `  API ${address}/backend/api  ·  documentation ${address}/backend/api/docs`,
  ];
  if (demo && seeded.demoAccounts.length > 0) {
    lines.push(`  Comptes de démonstration (mot de passe : ${seeded.demoPassword}) :`);
    for (const a of seeded.demoAccounts) lines.push(`    ${a.username.padEnd(40)} ${a.description}`);
  }
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

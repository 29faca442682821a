#!/usr/bin/env node
// `npm test`: every check in order — types, lint, unit and API tests on the embedded database, the
// API tests whose result can differ on PostgreSQL again there when TEST_DATABASE_URL is set, the build,
// the JS budget, and the browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const startedAt = Date.now();
const results = [];
const run = (name, cmd, args, env = {}) => {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
};

run('types', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npx', ['biome', 'check', '.']);
// Vitest also writes a JSON report, so the summary at the end (the part of a long CI log one reads
// first) names the failed tests.
const reports = mkdtempSync(join(tmpdir(), 'cri-test-'));
const vitest = (name, args, env) => {
  const report = join(reports, `${results.length}.json`);
  const ok = run(
    name,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  if (!ok) results.at(-1).failures = failedTests(report);
};
const failedTests = (report) => {
  try {
    const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
    const names = testResults.flatMap((file) => {
      const failed = file.assertionResults.filter((a) => a.status === 'failed');
      const where = file.name.replace(`${process.cwd()}/`, '');
      if (failed.length === 0 && file.status === 'failed') return [`${where}: ${(file.message ?? '').split('\n')[0]}`];
      return failed.map((a) => `${where} › ${a.fullName}: ${(a.failureMessages[0] ?? '').split('\n')[0]}`);
    });
    // Every test passed yet Vitest failed: an error outside any test (an unhandled rejection, a worker
    // that crashed or did not close), which Vitest prints above under "Unhandled Errors".
    return names.length > 0
      ? names
      : ['every test passed, but Vitest reported an error outside the tests: see "Unhandled Errors" or "Worker" above'];
  } catch {
    return ['(no test report: see the output above)'];
  }
};

/** The PostgreSQL run's test files (why each group: docs/quality.md); an entry matching no test fails. */
const postgresSelection = () => {
  const { groups } = JSON.parse(readFileSync('apps/server/src/test/postgres-tests.json', 'utf8'));
  const paths = groups.flatMap((g) => g.paths);
  const hasTest = (p) =>
    existsSync(p) &&
    (statSync(p).isDirectory()
      ? readdirSync(p, { recursive: true }).some((f) => String(f).endsWith('.test.ts'))
      : p.endsWith('.test.ts'));
  const stale = paths.filter((p) => !hasTest(p));
  return { paths, stale };
};

vitest('unit + API (PGlite)', []);
if (process.env.TEST_DATABASE_URL) {
  const { paths, stale } = postgresSelection();
  if (stale.length === 0) vitest('API (PostgreSQL)', paths, { TEST_PG_URL: process.env.TEST_DATABASE_URL });
  else {
    const failures = stale.map((p) => `apps/server/src/test/postgres-tests.json names ${p}, which holds no test`);
    results.push({ name: 'API (PostgreSQL)', ok: false, seconds: 0, failures });
  }
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on the embedded database only.');
}
const built = run('build', 'npm', ['run', '--silent', 'build']);
// The public home page's initial JS against its budget (docs/quality.md), read from the build just made.
if (built) run('JS budget (home page)', 'node', ['scripts/check-js-budget.mjs']);
else results.push({ name: 'JS budget (home page)', ok: false, seconds: 0 });
const chromium = ensureChromium();
if (!chromium.ok) {
  console.log(`\n⚠ Browser tests SKIPPED: ${chromium.reason}`);
} else if (built) {
  run('browser (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], {
    CHROMIUM_PATH: chromium.path,
  });
} else {
  results.push({ name: 'browser (Playwright, Chromium)', ok: false, seconds: 0 });
  console.log('\nBrowser tests not run: the build failed.');
}

console.log('\n━━ summary ━━');
for (const r of results) {
  console.log(`${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds} s)`);
  for (const f of r.failures ?? []) console.log(`    ✗ ${f.slice(0, 400)}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed${chromium.ok ? '' : ', 1 skipped'}`);
console.log(`total: ${Math.round((Date.now() - startedAt) / 1000)} s`);
process.exit(failed === 0 && existsSync('package.json') ? 0 : 1);

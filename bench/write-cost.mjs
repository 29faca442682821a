#!/usr/bin/env node
// Issue 22, "Writes under load" (decision 110): what ONE write costs the server, measured as CPU time and
// statements, not as a latency on a machine shared with other work. Run by hand after `npm run build`:
//
//   cp -r <main's apps/server/dist> apps/server/dist/before     # the build to compare with (once)
//   BENCH_BEFORE=apps/server/dist/before/server.js node bench/write-cost.mjs
//
// Each build (this tree's apps/server/dist/server.js and, with BENCH_BEFORE, another one) runs on a database of its
// own (BENCH_DB_PREFIX, default cri_bench_write_cost: `<prefix>_after`, `<prefix>_before`), ports BENCH_PORT
// (default 8341) and BENCH_PORT+1, loaded with bench/statement-count.mjs (a statement counter). The set-up makes, through
// the API and not measured, BENCH_SAVES (default 100) drafts per build. Then, for each kind of write, the builds take
// turns: one write alone (its statements listed with BENCH_VERBOSE=1; not in the figures: a warm-up), then the
// other BENCH_SAVES - 1 one after the other, each awaited (no concurrency: what is measured is the cost of a write,
// not a queue). Per write: the server's CPU time (user + system of the whole process, from /proc/<pid>/stat, 10 ms
// ticks summed over the batch), the statements it sent (each a round trip), the CPU time of PostgreSQL's backends
// serving it (from /proc, the backends of the build's database) and the wall time (meaningful only as a ratio between
// the builds, measured in the same run). The writes: the infos step (`PUT /projects/:id/submit-details`), the
// project form (`PUT /projects/:id`, complete), the submission (`POST /projects/:id/submit`, the documents uploaded
// first, not measured), a follow-up action (`POST /follow-up-action/new`, multipart) on a decided file.
// BENCH_CPU_PROF=dir starts the servers with --cpu-prof (written at exit, <dir>/<build>.cpuprofile).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { completeInfosBody, projectForm } from '../packages/shared/src/fixtures/project.mjs';
import {
  client,
  cpuTicks,
  createBenchAccounts,
  createDraft,
  dropDatabase,
  freshDatabase,
  pool,
  signIn,
  sleep,
  startServer,
  submit,
  uploadRequired,
} from './lib.mjs';

const PREFIX = process.env.BENCH_DB_PREFIX ?? 'cri_bench_write_cost';
const PORT = Number(process.env.BENCH_PORT ?? 8341);
const N = Number(process.env.BENCH_SAVES ?? 100);
const BEFORE = process.env.BENCH_BEFORE;
const PROF = process.env.BENCH_CPU_PROF;
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const DEPOSITS_PER_INVESTOR = 5;

async function start(name, port, script) {
  const dbUrl = await freshDatabase(`${PREFIX}_${name}`);
  const countFile = `/tmp/${PREFIX}_${name}.statements.json`;
  const execArgv = ['--import', './bench/statement-count.mjs'];
  if (PROF) execArgv.push('--cpu-prof', `--cpu-prof-dir=${PROF}`, `--cpu-prof-name=${name}.cpuprofile`);
  const server = await startServer({
    port,
    env: { DATABASE_URL: dbUrl, BENCH_STATEMENT_COUNT: countFile },
    execArgv,
    // A fresh database is migrated and seeded at start: minutes on a loaded machine.
    timeoutMs: 600_000,
    ...(script ? { script } : {}),
  });
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  /** The statements counted so far and the texts since the last call (the server writes them on SIGUSR2). */
  const statements = async () => {
    rmSync(countFile, { force: true });
    server.child.kill('SIGUSR2');
    for (let i = 0; i < 200 && !existsSync(countFile); i++) await sleep(10);
    for (let i = 0; i < 50; i++) {
      try {
        return JSON.parse(readFileSync(countFile, 'utf8'));
      } catch {
        await sleep(10);
      }
    }
    throw new Error(`${name}: no statement count in ${countFile}`);
  };
  /** CPU ticks of the PostgreSQL backends connected to this build's database (not the bench's own connection). */
  const pgTicks = async () => {
    const { rows } = await db.query(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return new Map(rows.map((r) => [r.pid, cpuTicks(r.pid)]));
  };
  return { name, server, dbUrl, db, api: client(server.base), statements, pgTicks };
}

const builds = [await start('after', PORT)];
if (BEFORE) builds.unshift(await start('before', PORT + 1, BEFORE));

// Set-up (not measured): accounts, N drafts per build, an advisor with a decided file for the follow-up actions.
for (const b of builds) {
  const { data: communes } = await b.api.get('/communes?regionId=2');
  b.commune = communes[0].id;
  const accounts = await createBenchAccounts(b.dbUrl, {
    investors: Math.ceil(N / DEPOSITS_PER_INVESTOR),
    advisors: 1,
    prefix: 'cost',
  });
  const investors = await pool(accounts.investors, 4, (u) => signIn(b.api, u));
  b.advisor = await signIn(b.api, accounts.advisors[0], { staff: true });
  b.projects = await pool(
    Array.from({ length: N }, (_, i) => i),
    4,
    async (i) => {
      const owner = investors[Math.floor(i / DEPOSITS_PER_INVESTOR)];
      const name = `Coût ${i} Hôtel`;
      return { name, headers: owner.headers, projectId: await createDraft(b.api, owner.headers, name) };
    },
  );
  console.log(`${b.name}: server healthy after ${b.server.startedInMs} ms, ${b.projects.length} drafts`);
}

const results = [];
/**
 * One kind of write on every build in turn: `prepare` (not measured) for every item, then one write alone (the
 * warm-up, whose statements are listed), then the others one after the other.
 */
async function measure(label, { prepare, write }) {
  for (const b of builds) {
    const items = b.projects;
    const prepared = prepare ? await pool(items, 4, (p) => prepare(b, p)) : items;
    await b.statements();
    await write(b, items[0], prepared[0]);
    const one = await b.statements();
    const pg0 = await b.pgTicks();
    const cpu0 = cpuTicks(b.server.child.pid);
    const t0 = performance.now();
    for (let i = 1; i < items.length; i++) await write(b, items[i], prepared[i]);
    const wall = performance.now() - t0;
    const cpu1 = cpuTicks(b.server.child.pid);
    const pg1 = await b.pgTicks();
    const after = await b.statements();
    let pgDelta = 0;
    for (const [pid, ticks] of pg1) pgDelta += ticks - (pg0.get(pid) ?? 0);
    const n = items.length - 1;
    results.push({
      label,
      build: b.name,
      n,
      cpuMs: ((cpu1 - cpu0) * 10) / n,
      pgMs: (pgDelta * 10) / n,
      statements: (after.count - one.count) / n,
      oneStatements: one.texts.length,
      wallMs: wall / n,
    });
    if (VERBOSE) {
      console.log(`\n${b.name} ${label}: ${one.texts.length} statements for one write`);
      for (const t of one.texts) console.log(`  ${t}`);
    }
  }
}

await measure('PUT /projects/:id/submit-details', {
  prepare: async (b, p) => (await b.api.get(`/projects/${p.projectId}/infos`, { headers: p.headers })).data,
  write: (b, p, infos) => b.api.put(`/projects/${p.projectId}/submit-details`, completeInfosBody(infos), { headers: p.headers }),
});
await measure('PUT /projects/:id (complete)', {
  write: (b, p) =>
    b.api.put(`/projects/${p.projectId}`, { complete: true, project: projectForm(p.name, b.commune) }, { headers: p.headers }),
});
await measure('POST /projects/:id/submit', {
  prepare: (b, p) => uploadRequired(b.api, p.headers, p.projectId),
  write: (b, p) => submit(b.api, p.headers, p.projectId),
});
// The follow-up actions: every one on the first file, decided favourably and assigned to the bench advisor (in SQL).
for (const b of builds) {
  const projectId = b.projects[0].projectId;
  await b.db.query(
    `update projects set advisor_id = (select a.id from advisors a join users u on u.id = a.user_id where u.username like 'cost.advisor.%' limit 1),
       crui_date = current_date where id = $1`,
    [projectId],
  );
  await b.db.query(
    `insert into commissions (project_id, kind, commission_date, choice, decided_at) values ($1, 'INITIAL_DECISION', current_date, 'FAVORABLE', now())`,
    [projectId],
  );
  const { rows } = await b.db.query(
    'select procedure_id from project_procedures where project_id = $1 and active order by procedure_id limit 1',
    [projectId],
  );
  b.decided = { projectId, procedureId: rows[0].procedure_id };
}
let k = 0;
await measure('POST /follow-up-action/new', {
  write: (b) => {
    const form = new FormData();
    form.append(
      'followUpAction',
      JSON.stringify({
        projectId: b.decided.projectId,
        procedureId: b.decided.procedureId,
        type: 'NORMAL_ACTION',
        recipient: 'ADVISOR',
        stepTitle: `Relance ${++k}`,
        message: "Relancer l'administration",
        delayDays: 3,
      }),
    );
    return b.api.raw('POST', '/follow-up-action/new', { headers: b.advisor.headers, body: form });
  },
});

for (const b of builds) {
  await b.db.end();
  await b.server.stop();
  await dropDatabase(`${PREFIX}_${b.name}`);
}

console.log(
  `\n${N - 1} writes of each kind per build, one after the other, ${new Date().toISOString()}, load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
console.log('| write | build | server CPU ms / write | statements / write | PostgreSQL CPU ms / write | wall ms / write |');
console.log('|---|---|---|---|---|---|');
const f = (x) => x.toFixed(1);
for (const r of results)
  console.log(`| ${r.label} | ${r.build} | ${f(r.cpuMs)} | ${f(r.statements)} | ${f(r.pgMs)} | ${f(r.wallMs)} |`);

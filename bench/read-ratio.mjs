#!/usr/bin/env node
// Issue 22, "Reads": an authenticated 20-row list at 64 connections on PostgreSQL against a bare Fastify
// hello-world measured in the same run. Run by hand after `npm run build -w @cri/server`:
//
//   node bench/read-ratio.mjs
//
// One PostgreSQL database (`BENCH_DB`, default cri_bench_load_read), the built server on it, and optionally a
// second build of the server on the same database (`BENCH_BEFORE=apps/server/dist/before/server.js`, e.g. main's
// build copied there), so "before" and "after" are loaded in turn in one run with the hello-world between them.
// Each of the BENCH_CONNECTIONS (default 64) connections is a different advisor of Casablanca-Settat with its
// own token (so the session check caches one answer per session, as with real users). The list is
// `GET /administrations?regionId=2` (the administrations of Casablanca-Settat and the national ones, 20 rows,
// served from the reference-data cache: what is measured is the per-request work, not SQL), and
// `BENCH_LIST2` (`none` to skip it; default the advisor's 20 submitted files, `GET /projects?projectCategory=SUBMITED&size=20`,
// which runs its count and page statements) is measured too. Rounds (`BENCH_ROUNDS`, default 2) alternate
// hello-world, before, after; the best round of each is kept (this machine's rate drifts by tens of percent).
// Each load also reads the server's CPU time from /proc: server CPU per request, and its ratio to
// hello-world's. Ports: BENCH_PORT (default 8251; the before build BENCH_PORT+1, hello-world BENCH_PORT+2).
// BENCH_CPU_PROF=dir starts the servers with --cpu-prof into that folder (profiles written at exit).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { client, createBenchAccounts, dropDatabase, freshDatabase, signIn, sleep, startServer } from './lib.mjs';

const DB = process.env.BENCH_DB ?? 'cri_bench_load_read';
const PORT = Number(process.env.BENCH_PORT ?? 8251);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const BEFORE = process.env.BENCH_BEFORE;
const PROF = process.env.BENCH_CPU_PROF;
const LIST = '/administrations?regionId=2';
const LIST2 = process.env.BENCH_LIST2 ?? '/projects?projectCategory=SUBMITED&page=0&size=20';
/** BENCH_LIST2=none measures the first list only. */
const PATHS = LIST2 === 'none' ? [LIST] : [LIST, LIST2];

/** CPU ticks (10 ms) used so far by one process, from /proc; null without /proc. */
function cpuTicks(pid) {
  if (!existsSync(`/proc/${pid}/stat`)) return null;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

async function load(url, pid, tokens = []) {
  const before = cpuTicks(pid);
  let next = 0;
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    setupClient: tokens.length ? (c) => c.setHeaders({ authorization: tokens[next++ % tokens.length] }) : undefined,
  });
  const after = cpuTicks(pid);
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    cpuUs: before === null ? null : Math.round(((after - before) * 10_000 * 10) / r.requests.total) / 10,
  };
}

const execArgv = (name) => (PROF ? ['--cpu-prof', `--cpu-prof-dir=${PROF}`, `--cpu-prof-name=${name}.cpuprofile`] : []);
const dbUrl = await freshDatabase(DB);
const servers = [];
const after = await startServer({ port: PORT, env: { DATABASE_URL: dbUrl }, execArgv: execArgv('after') });
servers.push(['after', after]);
if (BEFORE) {
  const before = await startServer({
    port: PORT + 1,
    env: { DATABASE_URL: dbUrl },
    script: BEFORE,
    execArgv: execArgv('before'),
  });
  servers.unshift(['before', before]);
}
const hello = spawn(process.execPath, ['bench/hello-fastify.mjs'], {
  env: { ...process.env, PORT: String(PORT + 2) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => hello.exitCode === null && hello.kill('SIGKILL'));
try {
  // 500 submitted files of Casablanca-Settat for the second list.
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  await db.query(`
    insert into projects (name, user_id, region_id, reference, created_at, updated_at, latest_phase, latest_phase_at,
      latest_investor_phase, deposited_at)
    select 'Bench ' || i, (select id from users where username = 'investisseur@demo.cri.ma'), 2,
      'BENCH-READ-' || i, now() - interval '30 days', now(), 'IN_REVIEW', now() - make_interval(hours => i),
      'IN_REVIEW', now() - make_interval(hours => i)
    from generate_series(1, 500) i`);
  await db.end();
  const { advisors } = await createBenchAccounts(dbUrl, { advisors: CONNECTIONS, prefix: 'read' });
  const api = client(after.base);
  const tokens = [];
  for (const username of advisors) tokens.push((await signIn(api, username, { staff: true })).headers.authorization);
  const sizes = new Map();
  for (const [name, s] of servers) {
    for (const path of PATHS) {
      const res = await fetch(`${s.base}${path}`, { headers: { authorization: tokens[0] } });
      const text = await res.text();
      const rows = JSON.parse(text);
      if (!res.ok || !Array.isArray(rows) || rows.length === 0)
        throw new Error(`${name} ${path} answered ${res.status} ${text.slice(0, 200)}`);
      sizes.set(path, `${rows.length} rows, ${text.length} bytes`);
    }
  }
  for (let t = 0; t < 50; t++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT + 2}/`)).ok) break;
    } catch {}
    await sleep(100);
  }

  const best = new Map();
  const keep = (key, r) => {
    const b = best.get(key);
    if (!b || r.rps > b.rps) best.set(key, r);
  };
  for (let i = 0; i < ROUNDS; i++) {
    keep('hello', await load(`http://127.0.0.1:${PORT + 2}/`, hello.pid));
    for (const [name, s] of servers) {
      for (const path of PATHS) keep(`${name} ${path}`, await load(`${s.base}${path}`, s.child.pid, tokens));
    }
  }
  const load1 = (await import('node:os')).loadavg().map((x) => x.toFixed(1));
  console.log(
    `\n${CONNECTIONS} connections (${CONNECTIONS} advisors, one token each), ${DURATION} s per load, best of ${ROUNDS} rounds, ${new Date().toISOString()}, load average ${load1.join(' ')}`,
  );
  console.log(
    '| build | endpoint | req/s | p50 ms | p99 ms | errors | vs hello-world | server CPU µs/req | CPU vs hello-world |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const h = best.get('hello');
  const pct = (a, b) => (a === null || b === null ? '–' : `${Math.round((a / b) * 1000) / 10}%`);
  const row = (build, name, r) =>
    console.log(
      `| ${build} | ${name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${pct(r.rps, h.rps)} | ${r.cpuUs ?? '–'} | ${pct(h.cpuUs, r.cpuUs)} |`,
    );
  row('', 'hello-world (bare Fastify)', h);
  for (const [name] of servers)
    for (const path of PATHS) row(name, `GET ${path} (${sizes.get(path)})`, best.get(`${name} ${path}`));
  if ([...best.values()].some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  for (const [, s] of servers) await s.stop();
  hello.kill('SIGTERM');
  await dropDatabase(DB);
}

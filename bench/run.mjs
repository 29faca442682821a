#!/usr/bin/env node
// Benchmark (run by hand: `npm run bench`, after `npm run build`): start-up time, GET /health and an
// authenticated read against a bare Fastify hello-world measured in the same run. Figures go to
// bench/README.md. Loopback only; every load is bounded in time.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { TOTP } from 'otpauth';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CAPTCHA = 'bench-captcha';
// Ports (several benches may run on one machine): the portal's and the hello-world's.
const PORT = Number(process.env.BENCH_PORT ?? 8383);
const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 8282);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function startProcess(args, env, command = process.execPath) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  child.stdout.resume();
  return child;
}
async function waitHealthy(url, timeoutMs = 30_000) {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return performance.now() - start;
    } catch {}
    await sleep(20);
  }
  throw new Error(`${url} not healthy after ${timeoutMs} ms`);
}
// Processes run in their own group so `npm start` and the node it starts stop together.
const stop = (child) =>
  new Promise((r) => {
    if (child.exitCode !== null) return r();
    child.once('exit', r);
    process.kill(-child.pid, 'SIGTERM');
  });
/**
 * CPU time (user + system, in clock ticks of 10 ms) used so far by every process of a process group
 * (`npm start` and the node it starts), read from /proc; null where there is no /proc.
 */
function groupCpuTicks(pgid) {
  if (!existsSync('/proc/self/stat')) return null;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  return ticks;
}
/**
 * One load. Besides the rate, the server's CPU time per request: the load generator runs on the same
 * cores, and other work on the machine moves the rates by tens of percent, while the CPU a request costs
 * the server moves far less.
 */
async function load(url, server, headers = {}) {
  const before = groupCpuTicks(server.pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const after = groupCpuTicks(server.pid);
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    cpuUs: before === null || after === null ? null : Math.round(((after - before) * 10_000 * 10) / r.requests.total) / 10,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'cri-bench-'));
const env = {
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  CAPTCHA_TEST_ANSWER: CAPTCHA,
};
const base = `http://127.0.0.1:${PORT}/backend/api`;

// 1. First start initialises the embedded database; then three timed `npm start` runs on the initialised one.
let server = startProcess(['apps/server/dist/server.js'], env);
const firstStart = await waitHealthy(`${base}/health`, 120_000);
await stop(server);
const startups = [];
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  server = startProcess(['start'], env, 'npm');
  await waitHealthy(`${base}/health`);
  startups.push(performance.now() - t0);
  if (i < 2) await stop(server);
}

// 2. A land member signs in (captcha, security code) for the authenticated read.
const post = (path, body, headers = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const { captchaId } = await (await fetch(`${base}/captcha`)).json();
const username = process.env.BENCH_USER ?? 'foncier.casa@demo.cri.ma';
const login = await (await post('/login', { username, password: 'Demo@CRI2026', captchaId, captchaAnswer: CAPTCHA })).json();
let auth = { authorization: `Bearer ${login.accessToken}` };
const key = await (await fetch(`${base}/users/secureKey?username=${encodeURIComponent(username)}`, { headers: auth })).json();
const code = new TOTP({ secret: key.secureKey }).generate();
const otp = await (await fetch(`${base}/validateOtp?secureCode=${code}`, { headers: auth })).json();
auth = { authorization: `Bearer ${otp.accessToken}` };
// A small authenticated read and a large one (every commune of the land team's list, ~27 KB).
const authedPaths = ['/administrations?regionId=2', '/communes/gir'];
for (const path of authedPaths) {
  const check = await fetch(`${base}${path}`, { headers: auth });
  if (!check.ok) throw new Error(`authenticated read ${path} answered ${check.status}`);
}

// 3. Loads. The machine's throughput drifts by tens of percent from one run to the next, so the ceiling and
// the health check are measured in turn, twice each, and the better run of each is kept.
const hello = startProcess(['bench/hello-fastify.mjs'], { PORT: String(HELLO_PORT) });
await waitHealthy(`http://127.0.0.1:${HELLO_PORT}/`);
const best = (a, b) => (a.rps >= b.rps ? a : b);
let ceiling = await load(`http://127.0.0.1:${HELLO_PORT}/`, hello);
let health = await load(`${base}/health`, server);
ceiling = best(ceiling, await load(`http://127.0.0.1:${HELLO_PORT}/`, hello));
health = best(health, await load(`${base}/health`, server));
await stop(hello);
const authed = [];
for (const path of authedPaths) authed.push([path, await load(`${base}${path}`, server, auth)]);
await stop(server);
rmSync(dataDir, { recursive: true, force: true });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [
  ['hello-world (bare Fastify)', ceiling],
  ['GET /backend/api/health', health],
  ...authed.map(([path, r]) => [`GET /backend/api${path} (authenticated)`, r]),
];
console.log(`\n${DURATION} s per load, ${CONNECTIONS} connections, ${new Date().toISOString()}`);
console.log(`first start (empty data dir): ${Math.round(firstStart)} ms`);
console.log(
  `start-up to healthy, initialised data dir: median ${Math.round(median(startups))} ms (${startups.map(Math.round).join(', ')})`,
);
console.log('| endpoint | req/s | p50 ms | p99 ms | errors | vs hello-world | server CPU µs/req | CPU vs hello-world |');
console.log('|---|---|---|---|---|---|---|---|');
const pct = (a, b) => (a === null || b === null ? '–' : `${Math.round((a / b) * 100)}%`);
for (const [name, r] of rows) {
  console.log(
    `| ${name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${pct(r.rps, ceiling.rps)} | ${r.cpuUs ?? '–'} | ${pct(ceiling.cpuUs, r.cpuUs)} |`,
  );
}

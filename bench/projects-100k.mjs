#!/usr/bin/env node
// Benchmark (run by hand, never in `npm test`; after `npm run build`): 100 000 projects on PostgreSQL,
// then the advisor dashboard, a category page and a search by name at 32 concurrent users, with the p95
// of each, and EXPLAIN of the three queries (no sequential scan of `projects` allowed). Figures go to
// bench/README.md. Loopback only; each load is bounded (BENCH_SECONDS, default 5).
//
//   BENCH_PG_URL   admin URL of the PostgreSQL server (default postgresql://postgres@127.0.0.1:5432/postgres)
//   BENCH_RESET=1  drop and recreate the `cri_bench` database (otherwise reused when already filled)
//   BENCH_DB, BENCH_PORT, BENCH_PROJECTS (default 100 000), BENCH_ONLY (a word of the loads to run, e.g. land)
//   BENCH_COMPARE  another build's server.js (e.g. the main branch's), started on BENCH_PORT + 1 on the same database:
//                  each load then runs BENCH_ROUNDS times (default 2) against it and against this build, in turn,
//                  so both are measured side by side under the same load (issue 21's before/after)
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { TOTP } from 'otpauth';
import pg from 'pg';
import { withCountersRebuiltAfter } from './lib.mjs';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
// BENCH_DB and BENCH_PORT let two benches share the machine (issue 19's ran beside other work).
const DB = process.env.BENCH_DB ?? 'cri_bench';
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/**
 * Requests per second of each of the 32 users (autocannon's connectionRate); unset = as fast as each
 * connection can go (a closed loop, which measures saturation rather than users).
 */
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
/**
 * Mean think time of each user between a response and their next request (ms, exponentially
 * distributed, so the users do not fire in step as autocannon's connectionRate makes them). Set:
 * CONNECTIONS users who wait for their answer, think, and click again; unset: closed loop.
 */
const THINK_MS = process.env.BENCH_THINK_MS ? Number(process.env.BENCH_THINK_MS) : undefined;
const CAPTCHA = 'bench-captcha';
const PORT = Number(process.env.BENCH_PORT ?? 8484);
const base = `http://127.0.0.1:${PORT}/backend/api`;
const dbUrl = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${DB}`;
  return u.toString();
})();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// 1. The database: created once (createdb equivalent), migrated and seeded by the server's first start.
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
if (process.env.BENCH_RESET === '1') await admin.query(`drop database if exists ${DB} with (force)`);
const exists = (await admin.query('select 1 from pg_database where datname = $1', [DB])).rowCount > 0;
if (!exists) await admin.query(`create database ${DB}`);
await admin.end();

const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl,
    NODE_ENV: 'test',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    CAPTCHA_TEST_ANSWER: CAPTCHA,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
// The server never outlives the bench, even when a step throws.
process.on('exit', () => server.exitCode === null && server.kill('SIGTERM'));
const stopServer = () =>
  new Promise((r) => {
    if (server.exitCode !== null) return r();
    server.once('exit', r);
    server.kill('SIGTERM');
  });
const t0 = performance.now();
for (;;) {
  try {
    if ((await fetch(`${base}/health`)).ok) break;
  } catch {}
  if (performance.now() - t0 > 120_000) throw new Error('server not healthy after 120 s');
  await sleep(100);
}

// BENCH_COMPARE: the other build, started once this one has migrated the database (it finds nothing to migrate).
const COMPARE = process.env.BENCH_COMPARE;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
let compareServer;
if (COMPARE) {
  compareServer = spawn(process.execPath, [COMPARE], {
    env: {
      ...process.env,
      PORT: String(PORT + 1),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      NODE_ENV: 'test',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      CAPTCHA_TEST_ANSWER: CAPTCHA,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => compareServer.exitCode === null && compareServer.kill('SIGTERM'));
  for (const t1 = performance.now(); ; ) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT + 1}/backend/api/health`)).ok) break;
    } catch {}
    if (performance.now() - t1 > 120_000) throw new Error('compared server not healthy after 120 s');
    await sleep(100);
  }
}

// 2. 100 000 projects across the 12 regions (Casablanca-Settat ~15 %), phases, procedures and history.
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const { rows: countRows } = await db.query(`select count(*)::int as n from projects where reference like 'BENCH-%'`);
if (countRows[0].n < PROJECTS) {
  const g0 = performance.now();
  await withCountersRebuiltAfter(db, async () => {
    await db.query(`delete from projects where reference like 'BENCH-%'`);
    await db.query(`
    insert into projects (name, user_id, region_id, province_id, reference, created_at, updated_at,
      latest_phase, latest_phase_at, latest_investor_phase, deposited_at, crui_date)
    select
      (array['Hôtel','Usine','Clinique','Entrepôt','Résidence','Centre de formation','Ferme','Station','Complexe','Unité'])[1 + abs(hashint4(i + 1)) % 10]
        || ' ' || (array['Atlas','Anfa','Bouregreg','Souss','Rif','Oasis','Tafilalet','Draa','Chaouia','Doukkala','Saïss','Gharb'])[1 + abs(hashint4(i + 2)) % 12]
        || ' ' || i,
      (select id from users where username = 'investisseur@demo.cri.ma'),
      r.region,
      (select p.id from provinces p where p.region_id = r.region order by p.id limit 1),
      'BENCH-' || lpad(r.region::text, 2, '0') || '-' || lpad(i::text, 6, '0'),
      now() - make_interval(days => 30 + i % 300),
      now() - make_interval(hours => i % 2000),
      ph.phase,
      now() - make_interval(hours => i % 2000),
      ph.phase,
      case when ph.phase in ('DRAFT') then null else now() - make_interval(days => 20 + i % 250) end,
      case when ph.phase = 'SCHEDULED' then (current_date + (i % 20))::date end
    from generate_series(1, ${PROJECTS}) as i
    cross join lateral (select case when abs(hashint4(i + 3)) % 20 < 3 then 2 else 1 + abs(hashint4(i + 4)) % 12 end as region) r
    cross join lateral (select (array['DRAFT','DRAFT','DRAFT','IN_REVIEW','IN_REVIEW','COMPLEMENTS_IN_REVIEW',
      'WAITING_FOR_ADMINISTRATION_DOCUMENTS','INVESTOR_EDITING','INVESTOR_EDITING','FILLED','SHARED_TO_CRUI_MEMBERS',
      'SCHEDULED','REVIEWED_IN_CRUI','REVIEWED_IN_CRUI','REVIEWED_IN_CRUI','ARCHIVED','ARCHIVED','UNSCHEDULED','RESTORED',
      'REVIEWED_IN_CRUI'])[1 + abs(hashint4(i + 5)) % 20] as phase) ph`);
    await db.query(`
    insert into project_procedures (project_id, procedure_id, state)
    select id, 1 + id % 9, 'TIME' from projects where reference like 'BENCH-%'`);
    // Issue 21 (decision 090): a phase history, so the bottlenecks have completed stays to measure. Going back from
    // the latest phase: shared 2-42 days before a scheduled or decided file's latest phase, filled 0-10 days before
    // that, in review 0-15 days before, a draft 1-21 days before; one statement per step, oldest first, so each
    // file's phases are in id order.
    const stages = `select p.id, p.latest_phase, p.latest_phase_at as l,
      make_interval(days => 2 + abs(hashint4(p.id + 11)) % 40, hours => abs(hashint4(p.id + 12)) % 24) as dd,
      make_interval(days => abs(hashint4(p.id + 13)) % 10, hours => 1 + abs(hashint4(p.id + 14)) % 24) as dc,
      make_interval(days => abs(hashint4(p.id + 15)) % 15, hours => 1 + abs(hashint4(p.id + 16)) % 24) as db,
      make_interval(days => 1 + abs(hashint4(p.id + 17)) % 20, hours => abs(hashint4(p.id + 18)) % 24) as da
    from projects p where p.reference like 'BENCH-%'`;
    const reviewed = `'COMPLEMENTS_IN_REVIEW','WAITING_FOR_ADMINISTRATION_DOCUMENTS','INVESTOR_EDITING','FILLED',
    'SHARED_TO_CRUI_MEMBERS','SCHEDULED','REVIEWED_IN_CRUI','UNSCHEDULED'`;
    const shared = `'SHARED_TO_CRUI_MEMBERS','SCHEDULED','REVIEWED_IN_CRUI','UNSCHEDULED'`;
    for (const [title, when, which] of [
      ['DRAFT', 'l - dd - dc - db - da', `latest_phase <> 'DRAFT'`],
      ['IN_REVIEW', 'l - dd - dc - db', `latest_phase in (${reviewed})`],
      ['FILLED', 'l - dd - dc', `latest_phase in (${shared})`],
      ['SHARED_TO_CRUI_MEMBERS', 'l - dd', `latest_phase in ('SCHEDULED','REVIEWED_IN_CRUI','UNSCHEDULED')`],
    ])
      await db.query(`insert into project_phases (project_id, title, created_at)
      select id, '${title}', ${when} from (${stages}) t where ${which} order by id`);
    await db.query(`
    insert into project_phases (project_id, title, created_at, metadata)
    select id, latest_phase::project_phase_title, latest_phase_at,
      case when latest_phase = 'REVIEWED_IN_CRUI' then jsonb_build_array(jsonb_build_object('name', 'COMMISSION_CHOICE',
        'value', case when id % 5 = 0 then 'UNFAVORABLE' else 'FAVORABLE' end)) else '[]'::jsonb end
    from projects where reference like 'BENCH-%' order by id`);
    // Three administrations of the region per shared file, each giving its opinion 2 hours to some weeks after the
    // sharing (slower for some administrations than others); half of those of a file just shared have not yet.
    await db.query(`
    insert into administration_reviews (project_id, region_id, administration_id, shared_at, opinion_at, days)
    select p.id, p.region_id, a.id, s.shared, o.at, extract(epoch from (o.at - s.shared)) / 86400
    from projects p
    join (select region_id, array_agg(id order by id) as ids from administrations where region_id is not null group by region_id) r
      on r.region_id = p.region_id
    cross join generate_series(0, 2) as k
    cross join lateral (select r.ids[1 + (abs(hashint4(p.id + 20)) + k) % array_length(r.ids, 1)] as id) a
    cross join lateral (select case when p.latest_phase = 'SHARED_TO_CRUI_MEMBERS' then p.latest_phase_at
      else p.latest_phase_at - make_interval(days => 2 + abs(hashint4(p.id + 11)) % 40, hours => abs(hashint4(p.id + 12)) % 24) end as shared) s
    cross join lateral (select case when p.latest_phase = 'SHARED_TO_CRUI_MEMBERS' and (p.id + k) % 2 = 0 then null
      else least(now(), s.shared + make_interval(hours => 2 + abs(hashint4(p.id * 3 + k)) % (24 * (3 + a.id % 20)))) end as at) o
    where p.reference like 'BENCH-%' and p.latest_phase in (${shared})`);

    // Issue 19: one declared parcel per file (the land search): a title (1170) for 4 files in 5, else a requisition
    // (130); one title in 50 repeats another file's (the duplicates the search flags); surfaces 0.05 to 200 ha.
    // The legal status and commune are read from one array per list (not a sub-select per parcel: 1 000 000 files).
    await db.query(`
    insert into project_lands (project_id, position, legal_status_id, commune_id, fundamental_reference_type_id,
      parcel_surface, covered, land_registry, title_number, title_index, registration_requisition_number)
    select p.id, 0, ls.ids[1 + p.id % 3], cm.ids[1 + p.id % 7],
      case when p.id % 5 = 0 then 130 else 1170 end,
      500 + abs(hashint4(p.id + 6)) % 2000000, true, 'Conservation ' || p.region_id,
      case when p.id % 5 = 0 then null when p.id % 50 = 1 then 100000 + (p.id - 1) / 2 else 100000 + p.id end,
      case when p.id % 5 = 0 then null else chr(65 + p.id % 4) end,
      case when p.id % 5 = 0 then (p.id / 5)::text || '/' || p.region_id else null end
    from projects p
    cross join (select array_agg(id order by id) as ids from choice_list_items where list_name = 'LandLegalStatus') ls
    left join (select region_id, array_agg(id order by id) as ids from communes group by region_id) cm on cm.region_id = p.region_id
    where p.reference like 'BENCH-%'`);
  });
  console.log(
    `files, phases, reviews and parcels, then counters_rebuild() and indicators_rebuild(), in ${Math.round(performance.now() - g0)} ms`,
  );
  // A steady-state table: autovacuum has run (visibility map set, so counts can read the indexes only).
  for (const table of [
    'projects',
    'project_procedures',
    'project_phases',
    'project_lands',
    'phase_stays',
    'administration_reviews',
    'indicator_stay_histogram',
    'indicator_daily_counts',
  ])
    await db.query(`vacuum analyze ${table}`);
  console.log(`generated ${PROJECTS} projects in ${Math.round(performance.now() - g0)} ms`);
} else {
  // Reused: a migration may have rewritten the parcels since (0024 copied the region on each, decision 084).
  await db.query('vacuum analyze project_lands');
}
const total = (await db.query('select count(*)::int as n from projects')).rows[0].n;
const casa = (await db.query('select count(*)::int as n from projects where region_id = 2')).rows[0].n;

// 3. The Casablanca-Settat advisor signs in (captcha, security code).
const post = (path, body, headers = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const username = 'conseiller.casa@demo.cri.ma';
const { captchaId } = await (await fetch(`${base}/captcha`)).json();
const login = await (await post('/login', { username, password: 'Demo@CRI2026', captchaId, captchaAnswer: CAPTCHA })).json();
let auth = { authorization: `Bearer ${login.accessToken}` };
const { rows: userRows } = await db.query('select totp_secret, first_connection from users where username = $1', [username]);
const secret = userRows[0].first_connection
  ? (await (await fetch(`${base}/users/secureKey?username=${encodeURIComponent(username)}`, { headers: auth })).json()).secureKey
  : userRows[0].totp_secret;
// A code of the next time step, so a code already used by an earlier run in this step is not replayed.
const code = new TOTP({ secret }).generate({ timestamp: Date.now() + 30_000 });
const otp = await (await fetch(`${base}/validateOtp?secureCode=${code}`, { headers: auth })).json();
if (!otp.accessToken) throw new Error(`security code refused: ${JSON.stringify(otp)}`);
auth = { authorization: `Bearer ${otp.accessToken}`, 'content-type': 'application/json' };

// The Casablanca-Settat land member (every habilitation) for the land search (issue 19).
async function signIn(user) {
  const { captchaId: id } = await (await fetch(`${base}/captcha`)).json();
  const first = await (
    await post('/login', { username: user, password: 'Demo@CRI2026', captchaId: id, captchaAnswer: CAPTCHA })
  ).json();
  const headers = { authorization: `Bearer ${first.accessToken}` };
  const { rows } = await db.query('select totp_secret, first_connection from users where username = $1', [user]);
  const key = rows[0].first_connection
    ? (await (await fetch(`${base}/users/secureKey?username=${encodeURIComponent(user)}`, { headers })).json()).secureKey
    : rows[0].totp_secret;
  const totp = new TOTP({ secret: key }).generate({ timestamp: Date.now() + 30_000 });
  const validated = await (await fetch(`${base}/validateOtp?secureCode=${totp}`, { headers })).json();
  if (!validated.accessToken) throw new Error(`security code refused for ${user}: ${JSON.stringify(validated)}`);
  return { authorization: `Bearer ${validated.accessToken}` };
}
const landAuth = await signIn('foncier.casa@demo.cri.ma');
const casaTitle =
  (
    await db.query(
      `select l.title_number from project_lands l join projects p on p.id = l.project_id
   where l.region_id = 2 and l.title_number is not null and p.reference like 'BENCH-%' order by l.id limit 1 offset 100`,
    )
  ).rows[0]?.title_number ?? 100001;
const sample = async (column) =>
  (
    await db.query(
      `select ${column} as v from project_lands where region_id = 2 and ${column} is not null order by id limit 1 offset 100`,
    )
  ).rows[0]?.v;
// Issue 21 (decision 090): national and Casablanca-Settat consultation read the global indicators for a year.
const json = { 'content-type': 'application/json' };
const nationalAuth = { ...(await signIn('consultation.nationale@demo.cri.ma')), ...json };
const casaAuth = { ...(await signIn('consultation.casa@demo.cri.ma')), ...json };
const isoDay = (t) => new Date(t).toISOString().slice(0, 10);
const year = { startDate: isoDay(Date.now() - 365 * 86_400_000), endDate: isoDay(Date.now()) };
const casaAdministration =
  (
    await db.query(
      `select administration_id as id from administration_reviews where region_id = 2 and opinion_at is not null
       group by 1 order by count(*) desc limit 1`,
    )
  ).rows[0]?.id ?? 1;
const indicatorRequests = (regionFields = {}) => [
  {
    method: 'GET',
    path: `/backend/api/global-indicators/registered-investors?startDate=${year.startDate}&endDate=${year.endDate}`,
  },
  ...['connected-visitors', 'projects-status', 'statistical-crui', 'bottlenecks'].map((call) => ({
    method: 'POST',
    path: `/backend/api/global-indicators/${call}`,
    body: JSON.stringify({ ...year, ...regionFields }),
  })),
  {
    method: 'POST',
    path: '/backend/api/global-indicators/bottleneck-files',
    body: JSON.stringify({ ...year, phase: 'IN_REVIEW', page: 0 }),
  },
  {
    method: 'POST',
    path: '/backend/api/global-indicators/bottleneck-files',
    body: JSON.stringify({ ...year, administrationId: casaAdministration, page: 0 }),
  },
];
const casaRequisition = await sample('registration_requisition_number');
const casaCommune = await sample('commune_id');
const casaLegalStatus = await sample('legal_status_id');

// 4. Loads: 32 connections, DURATION seconds each; p95 from every response time.
const DASHBOARD = ['DRAFT', 'SUBMITED', 'ACTIONS', 'RECOURSE_ASKED', 'PROJECT_COMMISSION_PV_TO_SIGN'];
const allScenarios = [
  {
    name: 'advisor dashboard (indicators + 5 categories at page 0)',
    requests: [
      { method: 'GET', path: '/backend/api/projects/dashboard-indicators' },
      ...DASHBOARD.map((c) => ({ method: 'GET', path: `/backend/api/projects?projectCategory=${c}&page=0&isDashboard=true` })),
    ],
  },
  {
    name: 'category page (OTHER, page 3 of 10)',
    requests: [{ method: 'GET', path: '/backend/api/projects?projectCategory=OTHER&page=3&size=10' }],
  },
  {
    name: 'land search: by title number; 1 to 5 ha, not examined, by surface (page 2)',
    headers: landAuth,
    requests: [
      { method: 'GET', path: `/backend/api/foncier/search?titleNumber=${casaTitle}` },
      {
        method: 'GET',
        path: '/backend/api/foncier/search?minAreaHa=1&maxAreaHa=5&examinationState=NOT_EXAMINED&sort=surface&page=2&size=10',
      },
    ],
  },
  {
    // The widest land searches: the exact total counts the region's 220 000 parcels (decision 084, "What remains").
    name: 'land list: every parcel of the region; one legal status (page 0)',
    headers: landAuth,
    requests: [
      { method: 'GET', path: '/backend/api/foncier/parcels' },
      { method: 'GET', path: `/backend/api/foncier/search?legalStatusId=${casaLegalStatus}` },
    ],
  },
  {
    // Issue 21: the four calls of spec 1 §7, the bottlenecks and the files behind two figures, for a year.
    name: 'indicators national: the four calls, the bottlenecks, the files of two figures (a year)',
    headers: nationalAuth,
    requests: indicatorRequests(),
  },
  {
    name: 'indicators regional (Casablanca-Settat consultation): the same (a year)',
    headers: casaAuth,
    requests: indicatorRequests(),
  },
  {
    name: 'search by name ("Clinique Souss")',
    requests: [
      {
        method: 'POST',
        path: '/backend/api/projects/search',
        body: JSON.stringify({ name: 'Clinique Souss', page: 0, size: 10 }),
      },
    ],
  },
];
// BENCH_ONLY=land runs only the loads whose name holds that word (the plans are always read).
const scenarios = allScenarios.filter((s) => !process.env.BENCH_ONLY || s.name.includes(process.env.BENCH_ONLY));
for (const s of scenarios) {
  for (const r of s.requests) {
    const res = await fetch(`http://127.0.0.1:${PORT}${r.path}`, { method: r.method, headers: s.headers ?? auth, body: r.body });
    if (!res.ok) throw new Error(`${r.path} answered ${res.status} ${await res.text()}`);
  }
}
const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
/** CONNECTIONS users, each: request, wait for the answer, think (random), again; for DURATION seconds. */
const usersWithThinkTime = async (s, port = PORT) => {
  const times = [];
  /** Each call's times (path, and which figure for the files behind one), for the p95 of each. */
  const perCall = new Map();
  let errors = 0;
  const end = performance.now() + DURATION * 1000;
  const think = () => sleep(Math.min(-Math.log(1 - Math.random()) * THINK_MS, THINK_MS * 5));
  const user = async () => {
    await sleep(Math.random() * THINK_MS);
    for (let i = Math.floor(Math.random() * s.requests.length); performance.now() < end; i++) {
      const r = s.requests[i % s.requests.length];
      const t = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}${r.path}`, {
        method: r.method,
        headers: s.headers ?? auth,
        body: r.body,
      });
      await res.arrayBuffer();
      times.push(performance.now() - t);
      const call = `${r.path.replace(/\?.*/, '')} ${r.body?.includes('administrationId') ? '(administration)' : r.body?.includes('phase') ? '(step)' : ''}`;
      perCall.set(call, [...(perCall.get(call) ?? []), performance.now() - t]);
      if (!res.ok) errors++;
      await think();
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, user));
  return {
    name: s.name,
    rps: Math.round(times.length / DURATION),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    errors,
    calls: [...perCall].map(
      ([call, xs]) => `${call.trim()}: p50 ${percentile(xs, 50).toFixed(1)}, p95 ${percentile(xs, 95).toFixed(1)} ms`,
    ),
  };
};
const loadAverage = async () => (await import('node:os')).loadavg()[0].toFixed(1);
const results = [];
for (const s of scenarios) {
  if (THINK_MS && COMPARE) {
    for (let round = 1; round <= ROUNDS; round++) {
      const load = await loadAverage();
      results.push({
        ...(await usersWithThinkTime(s, PORT + 1)),
        name: `${s.name} — BEFORE (${COMPARE}), round ${round}, load ${load}`,
      });
      results.push({
        ...(await usersWithThinkTime(s)),
        name: `${s.name} — AFTER (this build), round ${round}, load ${await loadAverage()}`,
      });
    }
    continue;
  }
  if (THINK_MS) {
    results.push(await usersWithThinkTime(s));
    continue;
  }
  const times = [];
  const run = autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: DURATION,
    ...(RATE ? { connectionRate: RATE } : {}),
    headers: s.headers ?? auth,
    requests: s.requests,
  });
  run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const r = await run;
  results.push({
    name: s.name,
    rps: Math.round(r.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    errors: r.errors + r.non2xx,
  });
}
await stopServer();
if (compareServer && compareServer.exitCode === null) compareServer.kill('SIGTERM');

/** Each land search shape: the page (the file joined for its name) and the count sent beside it. */
function landPlans() {
  const page = (where, order) => `select l.id, p.name from project_lands l join projects p on p.id = l.project_id
    left join parcel_examinations e on e.project_land_id = l.id where l.region_id = 2 ${where} order by ${order} limit 10`;
  // The count joins the examination only when the search is by examination state (as the repository does).
  const total = (where) =>
    `select count(*) from project_lands l ${where.includes('e.state') ? 'left join parcel_examinations e on e.project_land_id = l.id' : ''}
    where l.region_id = 2 ${where}`;
  const notExamined = `and (e.state is null or e.state = 'NOT_EXAMINED')`;
  const shapes = {
    'by title': [`and l.title_number = ${casaTitle}`, 'l.title_number asc, l.id asc'],
    'by requisition': [`and l.registration_requisition_number = '${casaRequisition}'`, 'l.title_number asc, l.id asc'],
    '1-5 ha not examined, by surface, page 3': [
      `and l.parcel_surface >= 10000 and l.parcel_surface <= 50000 ${notExamined}`,
      'l.parcel_surface asc, l.id asc offset 20',
    ],
    'by commune': [`and l.commune_id = ${casaCommune}`, 'l.title_number asc, l.id asc'],
    'by legal status': [`and l.legal_status_id = ${casaLegalStatus}`, 'l.title_number asc, l.id asc'],
    'examined with a favourable decision': [`and e.state = 'EXAMINED_WITH_FAVORABLE_DECISION'`, 'l.title_number asc, l.id asc'],
    'not examined (no other filter)': [notExamined, 'l.title_number asc, l.id asc'],
    'every parcel (/foncier/parcels)': ['', 'l.title_number asc, l.id asc'],
  };
  const out = {};
  for (const [name, [where, order]] of Object.entries(shapes)) {
    out[`land search ${name} (page)`] = page(where, order);
    out[`land search ${name} (count)`] = total(where);
  }
  out['land search duplicate flag (one title)'] =
    `select exists (select 1 from project_lands o where o.title_number = ${casaTitle}
    and o.title_index is not distinct from 'B' and o.project_id <> 0)`;
  return out;
}

/** Issue 21 (decision 090): the indicator statements as modules/indicators/repository.ts writes them, for `year`. */
function indicatorPlans() {
  const from = `('${year.startDate}'::date)::timestamp at time zone 'Africa/Casablanca'`;
  const until = `('${year.endDate}'::date + 1)::timestamp at time zone 'Africa/Casablanca'`;
  // As histogramPeriods: whole months from the month after the start; the range ends today, so this month is whole.
  const monthAfter = (d) => {
    const t = new Date(`${d.slice(0, 7)}-01T00:00:00Z`);
    t.setUTCMonth(t.getUTCMonth() + 1);
    return isoDay(t.getTime());
  };
  const months = [year.startDate.endsWith('-01') ? year.startDate : monthAfter(year.startDate), monthAfter(year.endDate)];
  const histogram = (region) => `select kind, step, bucket, sum(stays)::int from (
      select kind, step, bucket, stays from indicator_stay_histogram
      where region_id = ${region} and granularity = 'M' and period >= '${months[0]}' and period < '${months[1]}'
      union all select kind, step, bucket, stays from indicator_stay_histogram
      where region_id = ${region} and granularity = 'D' and period >= '${year.startDate}' and period < '${months[0]}') h
    group by kind, step, bucket`;
  const counts = (
    where,
  ) => `select coalesce(sum(files) filter (where counter = 'DRAFT'), 0), coalesce(sum(files) filter (where counter = 'IN_REVIEW'), 0),
    coalesce(sum(files) filter (where counter = 'FAVORABLE'), 0) from indicator_daily_counts
    where day >= '${year.startDate}' and day <= '${year.endDate}' ${where}`;
  const stays = (where) => `from phase_stays where phase = 'IN_REVIEW' and began_at >= ${from} and began_at < ${until} ${where}`;
  const reviews = `from administration_reviews where administration_id = ${casaAdministration} and opinion_at is not null
    and shared_at >= ${from} and shared_at < ${until}`;
  return {
    'indicators: projects-status (national, a year)': counts(''),
    'indicators: projects-status (region 2, a year)': counts('and region_id = 2'),
    'bottlenecks: length histogram (national, a year)': histogram(0),
    'bottlenecks: length histogram (region 2, a year)': histogram(2),
    'bottlenecks: files waiting longest (national)': `select id, reference, name from projects where latest_phase_at is not null
      and latest_phase not in ('DRAFT','DRAFT_NEW_PROCEDURE','RESTORED','INVESTOR_EDITING','ARCHIVED','REVIEWED_IN_CRUI',
        'RECOURSE_REVIEWED_CRUI','RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE') order by latest_phase_at asc, id asc limit 10`,
    'bottleneck files: IN_REVIEW stays, national (page)': `select s.project_id, p.name from (select id, project_id, days ${stays('')}) s
      join projects p on p.id = s.project_id order by s.days desc, s.id limit 20`,
    'bottleneck files: IN_REVIEW stays, national (count)': `select count(*) ${stays('')}`,
    // Decision 102: the total sent with the page is the figure's count, read from the histogram by the step index.
    'bottleneck files: IN_REVIEW total from the histogram, national': `select (select coalesce(sum(stays), 0) from indicator_stay_histogram
      where region_id = 0 and kind = 'P' and step = 'IN_REVIEW' and granularity = 'M' and period >= '${months[0]}' and period < '${months[1]}')
      + (select coalesce(sum(stays), 0) from indicator_stay_histogram where region_id = 0 and kind = 'P' and step = 'IN_REVIEW'
      and granularity = 'D' and period >= '${year.startDate}' and period < '${months[0]}')`,
    // Decision 102: the periods' versions, read before the histogram (whose periods are read again only when changed).
    "bottlenecks: the periods' versions (national, a year)": `select granularity, period, version from indicator_histogram_versions
      where region_id = 0 and ((granularity = 'M' and period >= '${months[0]}' and period < '${months[1]}')
      or (granularity = 'D' and period >= '${year.startDate}' and period < '${months[0]}'))`,
    'bottleneck files: IN_REVIEW stays, region 2 (page)': `select s.project_id, p.name from (select id, project_id, days ${stays('and region_id = 2')}) s
      join projects p on p.id = s.project_id order by s.days desc, s.id limit 20`,
    'bottleneck files: IN_REVIEW stays, region 2 (count)': `select count(*) ${stays('and region_id = 2')}`,
    'bottleneck files: one administration (page)': `select s.project_id, p.name from (select id, project_id, days ${reviews}) s
      join projects p on p.id = s.project_id order by s.days desc, s.id limit 20`,
    'bottleneck files: one administration (count)': `select count(*) ${reviews}`,
    // Before decision 090, for comparison (BENCH_BEFORE=1; a minute at 1 000 000 files): the counts and the stays
    // read from the phase history at each call.
    ...(process.env.BENCH_BEFORE === '1' ? beforePlans(from, until) : {}),
  };
}

function beforePlans(from, until) {
  return {
    'before: projects-status from project_phases (national, a year)': `select count(distinct ph.project_id) filter (where ph.title = 'DRAFT'),
      count(distinct ph.project_id) filter (where ph.title = 'IN_REVIEW') from project_phases ph join projects p on p.id = ph.project_id
      where ph.created_at >= ${from} and ph.created_at < ${until}`,
    'before: stays with a correlated next phase (national, a year)': `select phase, count(*), percentile_cont(0.5) within group (order by days)
      from (select ph.title as phase, extract(epoch from ((select n.created_at from project_phases n where n.project_id = ph.project_id
        and n.id > ph.id order by n.id limit 1) - ph.created_at)) / 86400 as days from project_phases ph join projects p on p.id = ph.project_id
        where ph.created_at >= ${from} and ph.created_at < ${until}) s where days is not null group by phase`,
  };
}

// 5. The plans of the three queries, as the repositories write them (region 2, a staff caller).
const order = 'order by p.latest_phase_at asc nulls last, p.id asc limit 10';
const plans = {
  'indicators: files per phase': 'select latest_phase, count(*) from projects where region_id = 2 group by latest_phase',
  'indicators: programmed per phase':
    'select latest_phase, count(*) from projects where region_id = 2 and crui_date is not null group by latest_phase',
  'indicators: overdue': `select count(*) from projects where region_id = 2
    and latest_phase in ('IN_REVIEW','COMPLEMENTS_IN_REVIEW','FILLED','UNSCHEDULED') and latest_phase_at < now() - interval '3 days'`,
  'indicators: submitted this week': `select count(*) from projects where region_id = 2
    and latest_phase_at >= now() - interval '2 days' and deposited_at >= now() - interval '2 days'`,
  'dashboard category SUBMITED (count)': `select count(*) from projects p where p.region_id = 2 and p.latest_phase in ('IN_REVIEW','COMPLEMENTS_IN_REVIEW')`,
  'dashboard category SUBMITED (page)': `select p.id from projects p join regions r on r.id = p.region_id join users u on u.id = p.user_id
    where p.region_id = 2 and p.latest_phase in ('IN_REVIEW','COMPLEMENTS_IN_REVIEW') ${order}`,
  'category page OTHER': `select p.id from projects p join regions r on r.id = p.region_id join users u on u.id = p.user_id
    where p.region_id = 2 and p.latest_phase in ('IN_REVIEW','COMPLEMENTS_IN_REVIEW','FILLED','SCHEDULED','UNSCHEDULED',
      'INVESTOR_EDITING','SHARED_TO_CRUI_MEMBERS','REVIEWED_IN_CRUI','RECOURSE_REQUESTED','RECOURSE_REVIEWED_CRUI',
      'MINISTERIAL_RECOURSE_REQUESTED','RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE','WAITING_FOR_ADMINISTRATION_DOCUMENTS',
      'RAISE_RESERVATION_CONFIRMED','SHARED_FOLDER_WITH_ROKHAS','SHARED_FOLDER_WITH_ROKHAS_VERIFICATION','DATA_VERIFICATION_WITH_PARTNER')
    order by p.latest_phase_at asc nulls last, p.id asc limit 10 offset 30`,
  'search by name': `select p.id from projects p join regions r on r.id = p.region_id join users u on u.id = p.user_id
    where p.region_id = 2 and p.name ilike '%Clinique Souss%' order by p.updated_at desc, p.id desc limit 10`,
  'search by name (count)': `select count(*) from projects p where p.region_id = 2 and p.name ilike '%Clinique Souss%'`,
  // Issue 19: the land search as modules/land/repository.ts writes it (region 2, every parcel type): a page of 10
  // and the count sent with it (decision 084: the parcel carries its file's region; the file is joined for the page only).
  ...landPlans(),
  ...indicatorPlans(),
};
const planLines = [];
let seqScan = false;
for (const [name, query] of Object.entries(plans)) {
  const { rows } = await db.query(`explain (analyze, costs off, timing off, summary on) ${query}`);
  const text = rows.map((r) => r['QUERY PLAN']);
  const scans = text.filter((l) => /Scan|Sort|Aggregate|Limit|Execution Time/.test(l)).map((l) => l.trim().replace(/^-> +/, ''));
  if (!name.startsWith('before') && text.some((l) => /Seq Scan on projects/.test(l))) seqScan = true;
  if (name.startsWith('bottleneck') && text.some((l) => /Seq Scan on (phase_stays|administration_reviews|indicator_)/.test(l)))
    seqScan = true;
  if (name.startsWith('land search by') && text.some((l) => /Seq Scan on project_lands/.test(l))) seqScan = true;
  planLines.push(`- ${name}: ${scans.join(' / ')}`);
}
await db.end();

console.log(
  `\n${total} projects (${casa} in Casablanca-Settat), ${THINK_MS ? `${CONNECTIONS} users thinking ${THINK_MS} ms on average between requests` : `${CONNECTIONS} connections${RATE ? ` at ${RATE} req/s each` : ' (closed loop)'}`}, ${DURATION} s per load, ${new Date().toISOString()}`,
);
console.log('| scenario | req/s | p50 ms | p95 ms | errors |');
console.log('|---|---|---|---|---|');
const ms = (x) => (x === undefined ? 'no answer' : x.toFixed(1));
for (const r of results) console.log(`| ${r.name} | ${r.rps} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.errors} |`);
for (const r of results.filter((x) => x.calls)) console.log(`\n${r.name}, each call:\n- ${r.calls.join('\n- ')}`);
console.log('\nPlans (EXPLAIN ANALYZE, region 2):');
console.log(planLines.join('\n'));
console.log(seqScan ? '\nFAIL: a plan scans the projects table sequentially' : '\nno sequential scan of projects');
const slow = results.filter((r) => r.p95 >= 50);
if (slow.length > 0) console.log(`above the 50 ms p95 target: ${slow.map((r) => r.name).join(', ')}`);
process.exit(seqScan ? 1 : 0);

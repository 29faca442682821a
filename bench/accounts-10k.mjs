#!/usr/bin/env node
// Benchmark (run by hand, never in `npm test`; after `npm run build -w @cri/server`): 10 000 staff accounts on
// PostgreSQL, then the back-office account list (GET /back-office/advisors) as national support — the first page,
// a deep page and a search — and as Casablanca-Settat's regional support, with p50/p95 of sequential requests,
// and EXPLAIN ANALYZE of the statements the list sends (a page must not read `users` sequentially). Issue 17,
// decision 089; figures in bench/README.md. Loopback only.
//
//   BENCH_PG_URL   admin URL of the PostgreSQL server (default postgresql://postgres@127.0.0.1:5432/postgres)
//   BENCH_RESET=1  drop and recreate the database (otherwise reused when already filled)
//   BENCH_DB (default cri_bench_accounts), BENCH_PORT (default 8485), BENCH_ACCOUNTS (default 10 000),
//   BENCH_REQUESTS (requests per scenario, default 50)
import { TOTP } from 'otpauth';
import pg from 'pg';
import { CAPTCHA, dbUrlOf, PASSWORD, sleep, startServer } from './lib.mjs';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DB = process.env.BENCH_DB ?? 'cri_bench_accounts';
const PORT = Number(process.env.BENCH_PORT ?? 8485);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const PAGE_SIZE = 20;

// 1. The database, created once; the server's first start migrates it and writes the reference data and demo accounts.
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
if (process.env.BENCH_RESET === '1') await admin.query(`drop database if exists ${DB} with (force)`);
if ((await admin.query('select 1 from pg_database where datname = $1', [DB])).rowCount === 0)
  await admin.query(`create database ${DB}`);
await admin.end();
const dbUrl = dbUrlOf(DB);
const server = await startServer({ port: PORT, env: { DATABASE_URL: dbUrl, NODE_ENV: 'test' } });
console.log(`server healthy in ${server.startedInMs} ms`);

// 2. 10 000 advisor accounts over the 12 regions (Casablanca-Settat ~15 %), names from a few common ones, in SQL.
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const have = (await db.query(`select count(*)::int as n from users where username like 'bench.staff.%'`)).rows[0].n;
if (have < ACCOUNTS) {
  const g0 = performance.now();
  await db.query(`delete from advisors where user_id in (select id from users where username like 'bench.staff.%')`);
  await db.query(`delete from users where username like 'bench.staff.%'`);
  await db.query(`
    with made as (
      insert into users (username, password_hash, roles, first_name, last_name, region_id, enabled, first_connection)
      select 'bench.staff.' || i || '@bench.cri.ma',
        (select password_hash from users where username = 'conseiller.casa@demo.cri.ma'),
        '{ROLE_ADVISOR}',
        (array['Amine','Salma','Youssef','Khadija','Omar','Imane','Hamza','Nadia','Karim','Sara','Mehdi','Hind'])[1 + abs(hashint4(i)) % 12],
        (array['Benali','El Amrani','Tazi','Berrada','Alaoui','Bennani','Chraibi','Idrissi','Lahlou','Fassi','Ouazzani','Sqalli','Kettani','Bensouda','Naciri'])[1 + abs(hashint4(i + 1)) % 15]
          || ' ' || lpad(i::text, 5, '0'),
        case when abs(hashint4(i + 2)) % 20 < 3 then 2 else 1 + abs(hashint4(i + 3)) % 12 end,
        true, true
      from generate_series(1, ${ACCOUNTS}) as i
      returning id, region_id)
    insert into advisors (user_id, region_id, active) select id, region_id, true from made`);
  await db.query('vacuum analyze users');
  await db.query('vacuum analyze advisors');
  console.log(`generated ${ACCOUNTS} accounts in ${Math.round(performance.now() - g0)} ms`);
}
const total = (await db.query('select count(*)::int as n from advisors')).rows[0].n;
const casa = (await db.query('select count(*)::int as n from advisors where region_id = 2')).rows[0].n;

// 3. National support and Casablanca-Settat's regional support sign in (captcha, security code).
async function signIn(username) {
  const { captchaId } = await (await fetch(`${server.base}/captcha`)).json();
  const login = await (
    await fetch(`${server.base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD, captchaId, captchaAnswer: CAPTCHA }),
    })
  ).json();
  const headers = { authorization: `Bearer ${login.accessToken}` };
  const { rows } = await db.query('select totp_secret, first_connection from users where username = $1', [username]);
  const secret = rows[0].first_connection
    ? (await (await fetch(`${server.base}/users/secureKey?username=${encodeURIComponent(username)}`, { headers })).json())
        .secureKey
    : rows[0].totp_secret;
  const code = new TOTP({ secret }).generate({ timestamp: Date.now() + 30_000 });
  const otp = await (await fetch(`${server.base}/validateOtp?secureCode=${code}`, { headers })).json();
  if (!otp.accessToken) throw new Error(`security code refused for ${username}: ${JSON.stringify(otp)}`);
  return { authorization: `Bearer ${otp.accessToken}` };
}
const national = await signIn('support.national@demo.cri.ma');
await sleep(50);
const regional = await signIn('support.casa@demo.cri.ma');

// 4. Sequential requests per scenario (one user clicking), after 3 warm-up calls; p50 and p95 of the answers.
const deepPage = Math.floor((total * 0.9) / PAGE_SIZE);
// The keyset cursor of the record just before that page (what the previous page's `nextCursor` is).
const { rows: before } = await db.query(
  `select users.last_name, users.id from users join advisors on advisors.user_id = users.id
   order by users.last_name, users.id offset ${deepPage * PAGE_SIZE - 1} limit 1`,
);
const cursor = Buffer.from(JSON.stringify([before[0].last_name, before[0].id]), 'utf8').toString('base64url');
// The web list (decision 099) asks what its buttons hold: `after=` the page's last row (next), `before=` its first
// row (previous). The `before` cursor of the same deep page: the row just after it.
const { rows: afterPage } = await db.query(
  `select users.last_name, users.id from users join advisors on advisors.user_id = users.id
   order by users.last_name, users.id offset ${(deepPage + 1) * PAGE_SIZE} limit 1`,
);
const beforeCursor = Buffer.from(JSON.stringify([afterPage[0].last_name, afterPage[0].id]), 'utf8').toString('base64url');
const web = 'sort=lastName&direction=asc';
const scenarios = [
  { name: 'national support, first page (web: page=0)', auth: national, query: `${web}&page=0&size=${PAGE_SIZE}` },
  {
    name: `national support, deep page ${deepPage} by keyset (web "next": after=)`,
    auth: national,
    query: `${web}&after=${cursor}&size=${PAGE_SIZE}`,
  },
  {
    name: `national support, deep page ${deepPage} by keyset (web "previous": before=)`,
    auth: national,
    query: `${web}&before=${beforeCursor}&size=${PAGE_SIZE}`,
  },
  {
    name: `national support, deep page ${deepPage} by offset (page=, what the web asked before)`,
    auth: national,
    query: `page=${deepPage}&size=${PAGE_SIZE}`,
  },
  { name: 'national support, search "bennani 004"', auth: national, query: `page=0&size=${PAGE_SIZE}&search=bennani%20004` },
  { name: 'regional support (Casablanca-Settat), first page', auth: regional, query: `page=0&size=${PAGE_SIZE}` },
];
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const lines = [];
for (const s of scenarios) {
  const url = `${server.base}/back-office/advisors?${s.query}`;
  let answer;
  for (let i = 0; i < 3; i++) answer = await fetch(url, { headers: s.auth });
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    answer = await fetch(url, { headers: s.auth });
    await answer.arrayBuffer();
    times.push(performance.now() - t0);
  }
  if (!answer.ok) throw new Error(`${s.name}: ${answer.status}`);
  const body = await (await fetch(url, { headers: s.auth })).json();
  times.sort((a, b) => a - b);
  lines.push(
    `| ${s.name} | ${body.total} | ${body.start ?? ''} | ${body.items.length} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} |`,
  );
}

// 5. The statements the list sends (modules/back-office/service.ts listRecords + the advisors store), explained.
const columns = `users.id, users.username, users.first_name, users.last_name, users.mobile_phone, users.desk_phone,
  advisors.region_id, advisors.active`;
const from = 'users inner join advisors on advisors.user_id = users.id';
const search = `(lower(coalesce(users.username, '')) like '%bennani 004%' or lower(coalesce(users.first_name, '')) like '%bennani 004%'
  or lower(coalesce(users.last_name, '')) like '%bennani 004%')`;
const statements = [
  ['first page', `select ${columns} from ${from} order by users.last_name asc, users.id asc limit 21 offset 0`],
  [
    `deep page ${deepPage} by keyset`,
    `select ${columns} from ${from} where (users.last_name, users.id) > ('${before[0].last_name.replace(/'/g, "''")}', ${before[0].id})
     order by users.last_name asc, users.id asc limit 21`,
  ],
  [
    `deep page ${deepPage} by keyset backwards (before=)`,
    `select ${columns} from ${from} where (users.last_name, users.id) < ('${afterPage[0].last_name.replace(/'/g, "''")}', ${afterPage[0].id})
     order by users.last_name desc, users.id desc limit 21`,
  ],
  [
    `total: rows before deep page ${deepPage} (its position, "9 001-9 020 of 10 003")`,
    `select count(*) from ${from} where (users.last_name, users.id) < ('${afterPage[0].last_name.replace(/'/g, "''")}', ${afterPage[0].id})`,
  ],
  [
    `offset: deep page ${deepPage} by offset`,
    `select ${columns} from ${from} order by users.last_name asc, users.id asc limit 21 offset ${deepPage * PAGE_SIZE}`,
  ],
  ['search page', `select ${columns} from ${from} where ${search} order by users.last_name asc, users.id asc limit 21 offset 0`],
  ['search total', `select count(*) from ${from} where ${search}`],
  [
    'Casablanca-Settat page',
    `select ${columns} from ${from} where advisors.region_id = 2 order by users.last_name asc, users.id asc limit 21 offset 0`,
  ],
  ['total (every region)', `select count(*) from ${from}`],
  ['total (Casablanca-Settat)', `select count(*) from ${from} where advisors.region_id = 2`],
];
const plans = [];
let seqScanOnPage = false;
for (const [name, sql] of statements) {
  const plan = (await db.query(`explain (analyze, costs off, timing on, summary on) ${sql}`)).rows.map((r) => r['QUERY PLAN']);
  // The totals count every matching account, and a page jumped to by offset reads the rows before it (the
  // planner rightly prefers a sequential read past ~30 %): both are shown, only the pages are held to the rule.
  if (!/^(total|offset)/.test(name) && plan.some((l) => /Seq Scan on users/.test(l))) seqScanOnPage = true;
  plans.push(`-- ${name}\n${plan.join('\n')}`);
}

console.log(
  `\n${total} advisor accounts (${casa} in Casablanca-Settat), ${REQUESTS} sequential requests per scenario, ${new Date().toISOString()}`,
);
console.log('| scenario | total | start | rows | p50 ms | p95 ms |\n|---|---|---|---|---|---|');
console.log(lines.join('\n'));
console.log(`\n${plans.join('\n\n')}`);
console.log(seqScanOnPage ? '\nFAIL: a page reads users sequentially' : '\nno sequential scan of users for a page');
await db.end();
await server.stop();
process.exit(seqScanOnPage ? 1 : 0);

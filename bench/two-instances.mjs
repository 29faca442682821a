#!/usr/bin/env node
// Benchmark (run by hand, never in `npm test`; after `npm run build`): two app instances on one PostgreSQL
// database, sharing no memory (issue 8, "Load and failure"). Checks, and exits 1 when one fails:
//   1. sessions: a token signed in on A works on B, is refreshed on B, the spent refresh token is refused
//      on A (rotation is seen by both), a staff sign-in on A passes its security code on B, logout on B
//      ends the session on A (its access token refused there within the 5 s cache window, decision 026);
//   2. daily limits count across both: the questionnaire's daily maximum (5) with requests fired at both
//      at once, and the sign-in throttle with wrong passwords alternating between A and B;
//   3. files: a document uploaded on A is downloaded from B (both on one DATA_DIR, see bench/README.md);
//   4. scheduled jobs run once: both run the 60-day archive job every second on the same stale drafts,
//      each draft is archived once and its investor told once;
//   5. the outbox sends each mail once with both dispatchers running (counted at an SMTP test server by
//      Message-ID).
//
//   BENCH_PG_URL   admin URL of the PostgreSQL server (default postgresql://postgres@127.0.0.1:5432/postgres)
//   BENCH_DRAFTS   stale drafts for the archive job (default 400)
//   BENCH_MAILS    mails written to the outbox at once for both dispatchers (default 300)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import {
  CAPTCHA,
  client,
  createBenchAccounts,
  createDraft,
  deliveriesById,
  dropDatabase,
  fillInfos,
  fillProjectForm,
  freshDatabase,
  PASSWORD,
  signIn,
  sleep,
  startServer,
  startSmtp,
  submit,
  totpCode,
  uploadRequired,
} from './lib.mjs';

const DB = 'cri_bench_two';
const DRAFTS = Number(process.env.BENCH_DRAFTS ?? 400);
const MAILS = Number(process.env.BENCH_MAILS ?? 300);
const results = [];
const check = (name, ok, detail = '') => {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
};

const dbUrl = await freshDatabase(DB);
const dataDir = await mkdtemp(join(tmpdir(), 'cri-bench-two-'));
const smtp = await startSmtp();
const env = {
  DATABASE_URL: dbUrl,
  DATA_DIR: dataDir,
  SMTP_URL: smtp.url,
  JOBS_INTERVAL_SECONDS: '1',
  LOG_LEVEL: 'info',
};
// A first, then B (B waits for A's start-up lock: migrations and seeds run once).
const jobLines = { A: [], B: [] };
const skipped = { A: 0, B: 0 };
const follow = (name, server) => {
  createInterface({ input: server.child.stdout }).on('line', (line) => {
    if (line.includes('inactive files in deposit archived')) jobLines[name].push(JSON.parse(line).count);
    if (line.includes('scheduled job skipped')) skipped[name]++;
  });
};
// A different sender per instance, so the SMTP server can tell which one sent a mail (Message-ID domain).
const A = await startServer({ port: 8486, env: { ...env, MAIL_FROM: 'Portail CRI <no-reply@a.bench>' }, stdout: 'pipe' });
follow('A', A);
const B = await startServer({ port: 8487, env: { ...env, MAIL_FROM: 'Portail CRI <no-reply@b.bench>' }, stdout: 'pipe' });
follow('B', B);
console.log(`A healthy after ${A.startedInMs} ms, B after ${B.startedInMs} ms, one database, DATA_DIR ${dataDir}`);
const a = client(A.base);
const b = client(B.base);
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const accounts = await createBenchAccounts(dbUrl, { investors: 4, advisors: 2, prefix: 'two' });

// 1. Sessions.
{
  const s = await signIn(a, accounts.investors[0]);
  const onB = await b.get('/projects?page=0', { headers: s.headers, expect: [200, 401] });
  check('an access token signed on A is accepted by B', onB.status === 200);
  const refreshed = await b.post('/refresh-token', { refreshToken: s.refreshToken }, { expect: [200, 401] });
  check('its refresh token is rotated on B', refreshed.status === 200);
  const fresh = refreshed.data;
  const backOnA = await a.get('/projects?page=0', {
    headers: { authorization: `Bearer ${fresh.accessToken}` },
    expect: [200, 401],
  });
  check('the access token refreshed on B is accepted by A', backOnA.status === 200);
  const replay = await a.post('/refresh-token', { refreshToken: s.refreshToken }, { expect: [200, 401] });
  check('the spent refresh token is refused on A (rotation seen by both)', replay.status === 401, `answered ${replay.status}`);
  const afterReplay = await b.post('/refresh-token', { refreshToken: fresh.refreshToken }, { expect: [200, 401] });
  check('the replay on A revoked the family for B too', afterReplay.status === 401, `answered ${afterReplay.status}`);

  const { data: captcha } = await a.get('/captcha');
  const { data: login } = await b.post('/login', {
    username: accounts.advisors[0],
    password: PASSWORD,
    captchaId: captcha.captchaId,
    captchaAnswer: CAPTCHA,
  });
  check('a captcha served by A is accepted by B', !!login.accessToken);
  const otp = await a.get(`/validateOtp?secureCode=${totpCode()}`, {
    headers: { authorization: `Bearer ${login.accessToken}` },
    expect: [200, 401, 422],
  });
  check('a staff member signed in on B passes the security code on A', otp.status === 200, `answered ${otp.status}`);
  const replayOtp = await b.get(`/validateOtp?secureCode=${totpCode()}`, {
    headers: { authorization: `Bearer ${login.accessToken}` },
    expect: [200, 400, 401, 403, 422],
  });
  check('the same security code is refused on B (a code is used once)', replayOtp.status !== 200, `answered ${replayOtp.status}`);
  const staff = { authorization: `Bearer ${otp.data.accessToken}` };
  // A has just checked this token's session and keeps the answer for up to 5 s (decision 026).
  await a.get('/notifications/current-user', { headers: staff });
  await b.post('/users/logout', { refreshToken: otp.data.refreshToken }, { headers: staff, expect: [204] });
  const loggedOutAt = performance.now();
  const afterLogout = await a.post('/refresh-token', { refreshToken: otp.data.refreshToken }, { expect: [200, 401] });
  check('logout on B ends the session on A (refresh refused)', afterLogout.status === 401, `answered ${afterLogout.status}`);
  const sameInstance = await b.get('/notifications/current-user', { headers: staff, expect: [200, 401] });
  check(
    'after logout on B, its access token is refused on B at once',
    sameInstance.status === 401,
    `answered ${sameInstance.status}`,
  );
  let onA = 200;
  while (onA === 200 && performance.now() - loggedOutAt < 10_000) {
    onA = (await a.get('/notifications/current-user', { headers: staff, expect: [200, 401] })).status;
    if (onA === 200) await sleep(200);
  }
  const waited = Math.round(performance.now() - loggedOutAt);
  check('and on A within the 5-second cache window', onA === 401 && waited <= 6_000, `answered ${onA} after ${waited} ms`);
}

// 2. Daily limits counted across both instances.
{
  const s = await signIn(a, accounts.investors[1]);
  const attempt = async (api, i) => {
    const { data: captcha } = await api.get('/captcha');
    const res = await api.post(
      '/framing-forms/create-first-step',
      {
        framingForm: (await import('./lib.mjs')).framingForm(`Limite ${i}`),
        captcha: { captchaId: captcha.captchaId, captchaAnswer: CAPTCHA },
      },
      { headers: s.headers, expect: [201, 429] },
    );
    return res.status;
  };
  const statuses = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(i % 2 ? a : b, i)));
  const created = statuses.filter((x) => x === 201).length;
  check(
    'questionnaire daily maximum (5) counted across A and B, 8 requests at once',
    created === 5 && statuses.filter((x) => x === 429).length === 3,
    `${created} created, ${statuses.filter((x) => x === 429).length} refused with 429`,
  );

  const wrong = async (api) => {
    const { data: captcha } = await api.get('/captcha');
    return (
      await api.post(
        '/login',
        { username: accounts.investors[2], password: 'Wrong@Pass1', captchaId: captcha.captchaId, captchaAnswer: CAPTCHA },
        { expect: [401, 429] },
      )
    ).status;
  };
  const streak = [];
  for (let i = 0; i < 6; i++) streak.push(await wrong(i % 2 ? b : a));
  check(
    'sign-in throttle: 5 wrong passwords alternating A/B, the 6th attempt is throttled',
    streak.slice(0, 5).every((x) => x === 401) && streak[5] === 429,
    `answers ${streak.join(', ')}`,
  );
}

// 3 and 5. A deposit per investor, alternating instances step by step: files and mails.
const { data: communes } = await a.get('/communes?regionId=2');
const submittedIds = [];
for (const [i, username] of [accounts.investors[3], accounts.investors[0]].entries()) {
  const s = await signIn(i ? b : a, username);
  const projectId = await createDraft(a, s.headers, `Deux instances ${i}`);
  await fillInfos(b, s.headers, projectId);
  await fillProjectForm(a, s.headers, projectId, `Deux instances ${i}`, communes[0].id);
  const docs = await uploadRequired(i ? a : b, s.headers, projectId);
  let same = 0;
  for (const d of docs) {
    const res = await fetch(`${(i ? B : A).base}/provided-document/${d.id}/file`, { headers: s.headers });
    if (res.ok && Buffer.from(await res.arrayBuffer()).equals(d.content)) same++;
  }
  check(
    `documents uploaded on ${i ? 'A' : 'B'} are downloaded from ${i ? 'B' : 'A'} (shared DATA_DIR)`,
    same === docs.length,
    `${same}/${docs.length}`,
  );
  await submit(i ? b : a, s.headers, projectId);
  submittedIds.push(projectId);
}

// 4. The archive job on both instances at once: DRAFTS stale drafts, written in SQL.
await db.query(
  `with p as (
     insert into projects (name, user_id, region_id, province_id, reference, created_at, updated_at, latest_phase,
       latest_phase_at, latest_investor_phase)
     select 'Brouillon ancien ' || i, (select id from users where username = $1), 2,
       (select id from provinces where region_id = 2 order by id limit 1), 'TWO-' || lpad(i::text, 5, '0'),
       now() - interval '70 days', now() - interval '61 days', 'DRAFT', now() - interval '61 days', 'DRAFT'
     from generate_series(1, $2::int) i returning id, updated_at)
   insert into project_phases (project_id, title, created_at) select id, 'DRAFT', updated_at from p`,
  [accounts.investors[0], DRAFTS],
);
const staleIds = (await db.query(`select id from projects where reference like 'TWO-%'`)).rows.map((r) => r.id);
const t0 = performance.now();
for (;;) {
  const { rows } = await db.query(
    `select count(*)::int as n from projects p where p.reference like 'TWO-%'
       and (select title from project_phases pp where pp.project_id = p.id order by pp.id desc limit 1) = 'ARCHIVED'`,
  );
  if (rows[0].n === staleIds.length || performance.now() - t0 > 60_000) break;
  await sleep(500);
}
await sleep(3000); // a few more passes of both schedulers: nothing more may happen
{
  const { rows } = await db.query(
    `select (select count(*) from project_phases pp where pp.project_id = p.id and pp.title = 'ARCHIVED')::int as archived,
       (select count(*) from notifications n where n.project_id = p.id and n.title_key = 'projects.archive.auto.title')::int as told
     from projects p where p.reference like 'TWO-%'`,
  );
  const once = rows.filter((r) => r.archived === 1 && r.told === 1).length;
  const byA = jobLines.A.reduce((x, y) => x + y, 0);
  const byB = jobLines.B.reduce((x, y) => x + y, 0);
  check(
    `archive job run every second on both: each of ${DRAFTS} stale drafts archived once and its investor told once`,
    once === rows.length && rows.length === DRAFTS && byA + byB === DRAFTS,
    `${once}/${rows.length} once; archived by A ${byA} in ${jobLines.A.length} pass(es), by B ${byB} in ${jobLines.B.length}; passes skipped while the other held the lock: A ${skipped.A}, B ${skipped.B}`,
  );
}

// 5. Every mail sent once with both dispatchers (they claim rows with FOR UPDATE SKIP LOCKED): the
// submissions' mails, and MAILS more written at once, which both dispatchers find at their next poll.
await db.query(
  `insert into outbox_mails ("to", template, params, subject, text, html)
   select 'two.mail.' || i || '@bench.cri.ma', 'passwordChanged', '{}'::jsonb, 'Bench ' || i, 'Bench', '<p>Bench</p>'
   from generate_series(1, $1::int) i`,
  [MAILS],
);
const t1 = performance.now();
for (;;) {
  const { rows } = await db.query(`select count(*)::int as n from outbox_mails where status in ('PENDING', 'SENDING')`);
  if (rows[0].n === 0 || performance.now() - t1 > 60_000) break;
  await sleep(500);
}
{
  const { rows } = await db.query('select id, status from outbox_mails order by id');
  const sent = rows.filter((r) => r.status === 'SENT');
  const { duplicates } = deliveriesById(smtp.received);
  const perRow = sent.filter((r) => smtp.received.filter((m) => m.messageId?.startsWith(`<outbox-${r.id}-`)).length === 1);
  check(
    `outbox: each of ${rows.length} mails delivered once with two dispatchers`,
    sent.length === rows.length &&
      perRow.length === rows.length &&
      duplicates.length === 0 &&
      smtp.received.length === rows.length,
    `${sent.length} SENT, ${smtp.received.length} received at the SMTP server (${smtp.received.filter((m) => m.messageId?.endsWith('@a.bench>')).length} sent by A, ${smtp.received.filter((m) => m.messageId?.endsWith('@b.bench>')).length} by B), ${duplicates.length} Message-ID(s) twice`,
  );
}

await db.end();
await Promise.all([A.stop(), B.stop()]);
await smtp.close();
await dropDatabase(DB);
await rm(dataDir, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok);
console.log(`\n${results.length - failed.length}/${results.length} checks passed, ${new Date().toISOString()}`);
process.exit(failed.length === 0 ? 0 : 1);

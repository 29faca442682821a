#!/usr/bin/env node
// Benchmark (run by hand, never in `npm test`; after `npm run build`): a mixed workload of BENCH_USERS
// (default 200) concurrent users for BENCH_SECONDS (default 300) against PostgreSQL (issue 8, "Load and
// failure"): investors filing (questionnaire, project, infos, form, documents, submit) and reading their
// lists, advisors reviewing (dashboard, lists, open a file, check a document), CRUI members reading
// (dashboard, calendar, commission, files). Issue 14: each advisor also follows a decided file of his own,
// launching follow-up actions on it, listing them and marking them done; once per advisor, it attaches the
// delivery act (a PDF, ACT_DELIVERY) and asks the director for an advisor change. One member is the region's
// director: he validates the acts awaiting him and refuses the advisor-change requests (the advisor keeps his
// file). Each user thinks between two clicks (BENCH_THINK_MS, mean,
// exponentially distributed). Issue 22: every investor also holds a file decided unfavourably (made in SQL) and
// files, once, a gracious recourse on it; the region's governor representative answers the recourses filed; the
// regional support edits the region's parameters (back-office) and the monitoring manager edits the milestones of
// the region's monitored projects; each of these writes is read back at once and again at the end. Decision 110:
// every investor also holds a payment request whose fees are due (made in SQL) and pays it once, by card at the
// payment provider's sandbox (/sandbox/payment/*), whose signed callback reaches the portal; read back paid.
// Reports count / p50 / p95 / p99 / errors per endpoint, then reads back
// every write (each project with its phase, each document with its bytes, each advisor check) and exits 1
// on any error or any lost write.
//
//   BENCH_PG_URL     admin URL of the PostgreSQL server (default postgresql://postgres@127.0.0.1:5432/postgres)
//   BENCH_USERS      virtual users (default 200: half investors, a quarter advisors, a quarter members)
//   BENCH_SECONDS    length of the load (default 300)
//   BENCH_THINK_MS   mean think time between two clicks (default 2000)
//   BENCH_KEEP_DB=1  keep the database afterwards (dropped otherwise)
//   BENCH_DB         database name (default cri_bench_mixed); BENCH_PORT the server's port (default 8485)
//   BENCH_POOL       the server's DATABASE_POOL_SIZE (default: the server's, 10)
//   BENCH_SERVER     another build of the server to start (default apps/server/dist/server.js)
//   BENCH_CPU_PROF   a folder: the server runs with --cpu-prof and writes its profile there when it stops
//
// During the load, the server's connections are sampled in pg_stat_activity every 100 ms: how many are running a
// statement, idle in a transaction (waiting for Node between two statements), waiting for a lock, or idle; and
// how often all of them were taken at once (requests then wait for a pooled connection inside the server).
// The CPU the load took is read from /proc over the load alone: the server's process, the PostgreSQL backends of
// the bench database, and this load generator's own process, which shares the machine.
import { availableParallelism } from 'node:os';
import pg from 'pg';
import {
  BENCH_TOTP_SECRET,
  client,
  cpuTicks,
  createBenchAccounts,
  createDraft,
  dropDatabase,
  fillInfos,
  fillProjectForm,
  freshDatabase,
  PDF,
  percentile,
  pool,
  signIn,
  sleep,
  startServer,
  submit,
  uploadRequired,
} from './lib.mjs';

const DB = process.env.BENCH_DB ?? 'cri_bench_mixed';
const PORT = Number(process.env.BENCH_PORT ?? 8485);
const USERS = Number(process.env.BENCH_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 300);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 2000);
/** The questionnaire's daily maximum per account (FRAMING_FORM_DAILY_LIMIT): an investor files at most this many. */
const DEPOSITS_PER_INVESTOR = 5;
const nInvestors = Math.round(USERS / 2);
const nAdvisors = Math.round(USERS / 4);
const nMembers = USERS - nInvestors - nAdvisors;

// 1. A fresh database, the server (migrations, reference data, demo accounts and demo projects), accounts.
const dbUrl = await freshDatabase(DB);
const POOL = process.env.BENCH_POOL;
const server = await startServer({
  port: PORT,
  env: { DATABASE_URL: dbUrl, ...(POOL ? { DATABASE_POOL_SIZE: POOL } : {}) },
  ...(process.env.BENCH_SERVER ? { script: process.env.BENCH_SERVER } : {}),
  ...(process.env.BENCH_CPU_PROF
    ? { execArgv: ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, '--cpu-prof-name=mixed-load.cpuprofile'] }
    : {}),
});
console.log(`server healthy after ${server.startedInMs} ms (fresh database)`);
const accounts = await createBenchAccounts(dbUrl, { investors: nInvestors, advisors: nAdvisors, members: nMembers });
// The first member is the region's director (act validation, advisor-change decisions; issue 14).
const directorName = accounts.members[0];
{
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  await c.query('update users set is_director = true where username = $1', [directorName]);
  await c.end();
}
const setupApi = client(server.base);
const { data: communes } = await setupApi.get('/communes?regionId=2');
const commune = communes[0].id;

// 2. Everyone signs in before the load (scrypt per sign-in; not part of the figures).
const s0 = performance.now();
const sessions = await pool(
  [
    ...accounts.investors.map((u) => ({ kind: 'investor', username: u })),
    ...accounts.advisors.map((u) => ({ kind: 'advisor', username: u })),
    ...accounts.members.map((u) => ({ kind: 'member', username: u })),
  ],
  4,
  async (a) => ({ ...a, ...(await signIn(setupApi, a.username, { staff: a.kind !== 'investor' })) }),
);
console.log(`${sessions.length} users signed in in ${Math.round(performance.now() - s0)} ms`);

// 2b. One decided file per advisor (issue 14), so the load launches follow-up actions: filed through the API
// by investors of their own (not the load's, whose daily questionnaire allowance stays whole), then its
// commission recorded as favourable and the advisor assigned in SQL (the commission's flow is not what this
// bench measures). Not part of the figures.
const d0 = performance.now();
const decidedOwners = (await createBenchAccounts(dbUrl, { investors: nAdvisors, prefix: 'benchdecided' })).investors;
const advisorSessions = sessions.filter((s) => s.kind === 'advisor');
const setupDb = new pg.Client({ connectionString: dbUrl });
await setupDb.connect();
const decidedFiles = new Map();
await pool(
  advisorSessions.map((a, i) => ({ a, owner: decidedOwners[i] })),
  4,
  async ({ a, owner }) => {
    const { headers } = await signIn(setupApi, owner);
    const name = `Suivi bench ${a.username}`;
    const projectId = await createDraft(setupApi, headers, name);
    await fillInfos(setupApi, headers, projectId);
    await fillProjectForm(setupApi, headers, projectId, name, commune);
    await uploadRequired(setupApi, headers, projectId);
    await submit(setupApi, headers, projectId);
    await setupDb.query(
      `update projects set advisor_id = (select a.id from advisors a join users u on u.id = a.user_id where u.username = $2),
         crui_date = current_date where id = $1`,
      [projectId, a.username],
    );
    await setupDb.query(
      `insert into commissions (project_id, kind, commission_date, choice, decided_at)
       values ($1, 'INITIAL_DECISION', current_date, 'FAVORABLE', now())`,
      [projectId],
    );
    const { rows } = await setupDb.query(
      'select procedure_id from project_procedures where project_id = $1 and active order by procedure_id limit 1',
      [projectId],
    );
    decidedFiles.set(a.username, { projectId, procedureId: rows[0].procedure_id });
  },
);
await setupDb.end();
console.log(`${decidedFiles.size} decided files for the advisors in ${Math.round(performance.now() - d0)} ms`);

// 2c. Issue 22: a file decided unfavourably per investor (in SQL: the project and its REVIEWED_IN_CRUI phase with
// the commission's choice, as the commission writes it), for a gracious recourse; the governor's representative,
// the regional support and the monitoring manager of Casablanca-Settat (demo accounts given the bench's security
// code secret); the region's parameters record and the milestones of its monitored projects.
const OTHER_STAFF = {
  wali: 'representant.wali.casa@demo.cri.ma',
  support: 'support.casa@demo.cri.ma',
  monitoring: 'suivi.casa@demo.cri.ma',
};
const refusedFiles = new Map();
/** Decision 110: each investor's payment request ready to be paid: username → { detailId, amountCentimes }. */
const dueFees = new Map();
let milestones = [];
{
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  await c.query(
    `with f as (
       insert into projects (name, user_id, region_id, reference, created_at, updated_at, latest_phase, latest_phase_at,
         latest_investor_phase, deposited_at)
       select 'Recours bench ' || u.username, u.id, 2, 'BENCH-RECOURSE-' || u.id, now() - interval '20 days', now(),
         'REVIEWED_IN_CRUI', now() - interval '2 days', 'REVIEWED_IN_CRUI', now() - interval '20 days'
       from users u where u.username = any($1::text[])
       returning id)
     insert into project_phases (project_id, title, metadata, created_at)
     select id, 'REVIEWED_IN_CRUI', '[{"name":"COMMISSION_CHOICE","value":"UNFAVORABLE"}]'::jsonb, now() - interval '2 days' from f`,
    [accounts.investors],
  );
  // Decision 110: a file decided favourably per investor whose fees are due (payment request of procedure 3 sent, the
  // technical sheet validated by every administration of Casablanca-Settat's parameters, each line's amount fixed),
  // written in SQL as the advisor, the investor's sheet and the members' evaluations leave it; the load pays it.
  await c.query(
    `with f as (
       insert into projects (name, user_id, region_id, reference, created_at, updated_at, latest_phase, latest_phase_at,
         latest_investor_phase, deposited_at)
       select 'Paiement bench ' || u.username, u.id, 2, 'BENCH-PAYMENT-' || u.id, now() - interval '40 days', now(),
         'REVIEWED_IN_CRUI', now() - interval '10 days', 'REVIEWED_IN_CRUI', now() - interval '40 days'
       from users u where u.username = any($1::text[])
       returning id),
     ph as (
       insert into project_phases (project_id, title, metadata, created_at)
       select id, 'REVIEWED_IN_CRUI', '[{"name":"COMMISSION_CHOICE","value":"FAVORABLE"}]'::jsonb, now() - interval '10 days' from f),
     pp as (insert into project_procedures (project_id, procedure_id, active) select id, 3, true from f),
     d as (
       insert into payment_details (project_id, procedure_id, status, created_at, enrolled_at)
       select id, 3, 'ENROLLED', now() - interval '5 days', now() - interval '5 days' from f
       returning id),
     s as (
       insert into payment_technical_sheets (payment_detail_id, status, parcels, totals, investor_validated_at, created_at, updated_at)
       select id, 'VALIDATED', '[]'::jsonb, '{}'::jsonb, now() - interval '4 days', now() - interval '4 days', now() - interval '2 days'
       from d)
     insert into payment_lines (payment_detail_id, administration_id, accepts_online_payment, status, evaluated_at, amount_centimes)
     select d.id, p.administration_id, true, 'VALIDATED', now() - interval '2 days', 150000 + 100 * d.id
     from d cross join procedure_payment_parameters p where p.region_id = 2 and p.procedure_id = 3`,
    [accounts.investors],
  );
  {
    const { rows } = await c.query(
      `select d.id, u.username, (select sum(l.amount_centimes)::int from payment_lines l where l.payment_detail_id = d.id) as amount
       from payment_details d join projects p on p.id = d.project_id join users u on u.id = p.user_id
       where p.name like 'Paiement bench %'`,
    );
    for (const r of rows) dueFees.set(r.username, { detailId: r.id, amountCentimes: r.amount });
    if (dueFees.size !== accounts.investors.length || rows.some((r) => !r.amount))
      throw new Error(`${dueFees.size} payable requests for ${accounts.investors.length} investors`);
  }
  const { rows } = await c.query(
    `select p.id, u.username from projects p join users u on u.id = p.user_id where p.name like 'Recours bench %'`,
  );
  for (const r of rows) refusedFiles.set(r.username, r.id);
  if (refusedFiles.size !== accounts.investors.length)
    throw new Error(`${refusedFiles.size} refused files for ${accounts.investors.length} investors`);
  await c.query(
    `update users set totp_secret = $1, active_mfa = true, first_connection = false, password_expiration_date = current_date + 365
     where username = any($2::text[])`,
    [BENCH_TOTP_SECRET, Object.values(OTHER_STAFF)],
  );
  ({ rows: milestones } = await c.query(
    `select m.id, m.monitoring_project_id as "monitoringProjectId", m.name_fr as "nameFr", m.name_ar as "nameAr"
     from monitoring_milestones m join monitoring_projects p on p.id = m.monitoring_project_id
     where p.region_id = 2 and not m.disabled and not m.action_completed order by m.id`,
  ));
  await c.end();
}
const otherSessions = {};
for (const [kind, username] of Object.entries(OTHER_STAFF))
  otherSessions[kind] = { kind, username, ...(await signIn(setupApi, username, { staff: true })) };
const { data: regionParameters } = await setupApi.get('/back-office/region-parameters', {
  headers: otherSessions.support.headers,
});
const regionRecord = (regionParameters.items ?? regionParameters.rows ?? regionParameters).find((r) => r.regionId === 2);
if (!regionRecord) throw new Error(`no region parameters for region 2: ${JSON.stringify(regionParameters).slice(0, 200)}`);
console.log(
  `${refusedFiles.size} files decided unfavourably, ${milestones.length} milestones of monitored projects of the region`,
);

// 3. The load.
const stats = new Map();
const record = (label, ms, ok) => {
  let s = stats.get(label);
  if (!s) {
    s = { times: [], errors: 0 };
    stats.set(label, s);
  }
  s.times.push(ms);
  if (!ok) s.errors++;
};
const api = client(server.base, record);
const failures = [];
const writes = {
  projects: [],
  checks: [],
  actions: [],
  acts: [],
  approvals: new Set(),
  changes: [],
  refusals: new Set(),
  recourses: [],
  recourseDecisions: new Set(),
  regionParameters: [],
  milestoneEdits: new Map(),
  payments: [],
};
/** Read back at once: a write answered 2xx whose next read disagrees is a lost write. */
const readBackNow = [];
/** Gracious recourses filed and not yet answered (the governor's representative's queue). */
const pendingRecourses = [];
const end = performance.now() + SECONDS * 1000;
const think = () => sleep(Math.min(-Math.log(1 - Math.random()) * THINK_MS, THINK_MS * 5));
const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
const live = () => performance.now() < end;

async function investor(s, index) {
  const h = s.headers;
  const mine = [];
  let deposits = 0;
  while (live()) {
    await think();
    if (deposits < DEPOSITS_PER_INVESTOR && Math.random() < 0.5) {
      // A whole deposit, a click (and a think) per step.
      deposits++;
      const name = `Bench ${index}-${deposits} Hôtel`;
      const projectId = await createDraft(api, h, name);
      const project = { projectId, name, owner: s, documents: [], submitted: false };
      writes.projects.push(project);
      mine.push(project);
      await think();
      await fillInfos(api, h, projectId);
      await think();
      await fillProjectForm(api, h, projectId, name, commune);
      await think();
      project.documents = await uploadRequired(api, h, projectId);
      await think();
      await api.get(`/projects/${projectId}/recap`, { headers: h, label: 'GET /projects/:id/recap' });
      await think();
      await submit(api, h, projectId);
      project.submitted = true;
      continue;
    }
    if (dueFees.has(s.username) && Math.random() < 0.1) {
      await payFees(s, dueFees.get(s.username));
      dueFees.delete(s.username);
      continue;
    }
    if (refusedFiles.has(s.username) && Math.random() < 0.1) {
      await fileRecourse(s, refusedFiles.get(s.username));
      refusedFiles.delete(s.username);
      continue;
    }
    const category = pick(['DRAFT', 'SUBMITED', 'ARCHIVED']);
    await api.get(`/projects?projectCategory=${category}&page=0`, { headers: h, label: 'GET /projects?projectCategory=…' });
    await think();
    await api.get('/notifications/current-user', { headers: h, label: 'GET /notifications/current-user' });
    if (mine.length > 0) {
      await think();
      const p = pick(mine);
      await api.get(`/projects/${p.projectId}/phases`, { headers: h, label: 'GET /projects/:id/phases' });
      await api.get(`/projects/${p.projectId}/provided-documents`, { headers: h, label: 'GET /projects/:id/provided-documents' });
    }
  }
}

/**
 * Decision 110: the investor pays his fees by card at the payment provider's sandbox, as the browser does: the
 * portal opens the transaction (GET /epayment/init-payment), the provider's page, the card posted to the provider,
 * which settles it and calls the portal back (its signed callback, server to server) before redirecting to the
 * confirmation page; the request is read back at once (paid, its transaction succeeded).
 */
async function payFees(s, due) {
  const { data: init } = await api.get(`/epayment/init-payment?paymentDetailId=${due.detailId}`, {
    headers: s.headers,
    label: 'GET /epayment/init-payment',
  });
  if (init.amountCentimes !== due.amountCentimes)
    readBackNow.push(`payment ${due.detailId}: ${init.amountCentimes} centimes asked, ${due.amountCentimes} due`);
  const origin = new URL(server.base).origin;
  const page = await fetchTimed('GET /sandbox/payment/checkout', `${origin}${init.redirectUrl}`);
  if (!page.ok) throw new Error(`sandbox checkout page answered ${page.status}`);
  const q = new URL(init.redirectUrl, origin).searchParams;
  const form = new URLSearchParams({
    ref: q.get('ref') ?? '',
    amount: q.get('amount') ?? '',
    return: q.get('return') ?? '',
    lang: q.get('lang') ?? 'fr',
    sig: q.get('sig') ?? '',
    card: '4242 4242 4242 4242',
  });
  const paid = await fetchTimed('POST /sandbox/payment/checkout/pay (+ callback)', `${origin}/sandbox/payment/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  const location = paid.headers.get('location');
  if (paid.status !== 303 || location !== `/payment/${due.detailId}/confirmation/success`)
    throw new Error(`sandbox payment answered ${paid.status} ${location}`);
  writes.payments.push({ ...due, owner: s, transactionId: init.transactionId });
  const { data } = await api.get(`/payment-detail/${due.detailId}`, { headers: s.headers, label: 'GET /payment-detail/:id' });
  if (data.status !== 'PAID' || !data.transactions.some((t) => t.id === init.transactionId && t.state === 'SUCCEEDED'))
    readBackNow.push(`payment ${due.detailId}: paid at the provider, reads ${data.status}`);
}

/** A request outside the API client (the provider's pages), timed under `label`; an answer >= 400 is an error. */
async function fetchTimed(label, url, init) {
  const t = performance.now();
  try {
    const res = await fetch(url, init);
    await res.arrayBuffer();
    record(label, performance.now() - t, res.status < 400);
    return res;
  } catch (error) {
    record(label, performance.now() - t, false);
    throw error;
  }
}

/** Issue 22: the investor files a gracious recourse on his file decided unfavourably (multipart, the signed request). */
async function fileRecourse(s, projectId) {
  const form = new FormData();
  const recourse = {
    projectId,
    reason: `Refus contesté (${s.username})`,
    explanation: 'Le terrain est classé en zone industrielle ; la note de l’agence urbaine est jointe.',
    honourDeclaration: true,
  };
  form.append('recourse', JSON.stringify(recourse));
  form.append(
    'file',
    new Blob([Buffer.concat([PDF, Buffer.from(`%recourse ${projectId}\n`)])], { type: 'application/pdf' }),
    'demande.pdf',
  );
  const { data } = await api.raw('POST', '/recourse/new', { headers: s.headers, body: form, label: 'POST /recourse/new' });
  const written = { id: data.id, projectId, owner: s, reason: recourse.reason };
  writes.recourses.push(written);
  const { data: back } = await api.get(`/projects/${projectId}/recourses`, {
    headers: s.headers,
    label: 'GET /projects/:id/recourses',
  });
  if (back.gracious?.recourse?.id !== data.id) readBackNow.push(`recourse ${data.id}: not in its file's recourses at once`);
  pendingRecourses.push(written);
}

/** Issue 22: the governor's representative answers the gracious recourses filed (multipart, with the decision file). */
async function wali(s) {
  while (live()) {
    await think();
    const r = pendingRecourses.shift();
    if (!r) continue;
    const form = new FormData();
    form.append(
      'decision',
      JSON.stringify({
        decision: 'UNFAVORABLE',
        commissionRecommendation: 'Maintenir le refus.',
        commentsForInvestor: `Le plan ne permet pas cette activité (${r.id}).`,
      }),
    );
    form.append(
      'file',
      new Blob([Buffer.concat([PDF, Buffer.from(`%decision ${r.id}\n`)])], { type: 'application/pdf' }),
      'decision.pdf',
    );
    const { data } = await api.raw('POST', `/projects/${r.projectId}/gracious-commission`, {
      headers: s.headers,
      body: form,
      label: 'POST /projects/:id/gracious-commission',
    });
    if (data.decision !== 'UNFAVORABLE') readBackNow.push(`recourse ${r.id}: answered ${JSON.stringify(data).slice(0, 120)}`);
    writes.recourseDecisions.add(r.id);
  }
}

/** Issue 22: the regional support edits the region's parameters (back-office), read back at once. */
async function support(s) {
  let k = 0;
  while (live()) {
    await think();
    await think();
    const minutesPerFile = 20 + (k++ % 40);
    const body = {
      commissionDay: regionRecord.commissionDay,
      slotStartTime: regionRecord.slotStartTime,
      slotEndTime: regionRecord.slotEndTime,
      minutesPerFile,
    };
    await api.put(`/back-office/region-parameters/${regionRecord.id}`, body, {
      headers: s.headers,
      label: 'PUT /back-office/region-parameters/:id',
    });
    writes.regionParameters.push(minutesPerFile);
    const { data } = await api.get(`/back-office/region-parameters/${regionRecord.id}`, {
      headers: s.headers,
      label: 'GET /back-office/region-parameters/:id',
    });
    if (data.minutesPerFile !== minutesPerFile)
      readBackNow.push(`region parameters: ${data.minutesPerFile} read, ${minutesPerFile} written`);
    // The public reference list (a cache the back-office write clears) tells the same at once.
    const { data: pub } = await api.get('/region-parameters', { label: 'GET /region-parameters' });
    const mine = pub.find((r) => r.regionId === 2);
    if (mine && mine.minutesPerFile !== minutesPerFile)
      readBackNow.push(`public region parameters: ${mine.minutesPerFile} read, ${minutesPerFile} written`);
  }
}

/** Issue 22: the monitoring manager edits milestones of the region's monitored projects (multipart), read back at once. */
async function monitoringManager(s) {
  let k = 0;
  while (live() && milestones.length > 0) {
    await think();
    const m = milestones[k % milestones.length];
    k++;
    await api.get(`/monitoring-projects/${m.monitoringProjectId}`, { headers: s.headers, label: 'GET /monitoring-projects/:id' });
    await think();
    const nameFr = `${m.nameFr.replace(/ \(bench \d+\)$/, '')} (bench ${k})`;
    const form = new FormData();
    form.append('milestone', JSON.stringify({ action: 'EDIT', nameFr, nameAr: m.nameAr }));
    await api.raw('PUT', `/monitoring-project-procedure-milestones/${m.monitoringProjectId}/update/${m.id}`, {
      headers: s.headers,
      body: form,
      label: 'PUT /monitoring-project-procedure-milestones/…/update/:id',
    });
    writes.milestoneEdits.set(m.id, nameFr);
    const { data } = await api.get(`/monitoring-project-procedure-milestones/${m.id}`, {
      headers: s.headers,
      label: 'GET /monitoring-project-procedure-milestones/:id',
    });
    if (data.nameFr !== nameFr) readBackNow.push(`milestone ${m.id}: ${JSON.stringify(data.nameFr)} read, ${nameFr} written`);
  }
}

/** An advisor's follow-up action on his decided file: launched, listed, then (one time in two) marked done. */
async function followUp(s) {
  const h = s.headers;
  const file = decidedFiles.get(s.username);
  const action = {
    projectId: file.projectId,
    procedureId: file.procedureId,
    type: 'NORMAL_ACTION',
    recipient: 'ADVISOR',
    stepTitle: `Relance ${writes.actions.length + 1}`,
    message: `Relancer l'administration (${s.username})`,
    delayDays: 3,
  };
  const form = new FormData();
  form.append('followUpAction', JSON.stringify(action));
  const { data: created } = await api.raw('POST', '/follow-up-action/new', {
    headers: h,
    body: form,
    label: 'POST /follow-up-action/new',
  });
  const written = { id: created.id, owner: s, stepTitle: action.stepTitle, done: false };
  writes.actions.push(written);
  await think();
  await api.get(`/follow-up-action?projectId=${file.projectId}`, { headers: h, label: 'GET /follow-up-action?projectId' });
  if (Math.random() < 0.5) {
    await think();
    await api.post(`/follow-up-action/${created.id}/done`, undefined, { headers: h, label: 'POST /follow-up-action/:id/done' });
    written.done = true;
  }
}

/** Once per advisor: the delivery act attached to his decided file (the director validates it later). */
async function attachAct(s) {
  const file = decidedFiles.get(s.username);
  const action = {
    projectId: file.projectId,
    procedureId: file.procedureId,
    type: 'ACT_DELIVERY',
    recipient: 'INVESTOR',
    stepTitle: `Acte ${s.username}`,
    message: "Délivrance de l'autorisation",
    delayDays: 5,
  };
  const form = new FormData();
  form.append('followUpAction', JSON.stringify(action));
  form.append(
    'file',
    new Blob([Buffer.concat([PDF, Buffer.from(`%act ${s.username}\n`)])], { type: 'application/pdf' }),
    'acte.pdf',
  );
  const { data: created } = await api.raw('POST', '/follow-up-action/new', {
    headers: s.headers,
    body: form,
    label: 'POST /follow-up-action/new (act)',
  });
  writes.acts.push({ id: created.id, owner: s, projectId: file.projectId });
  writes.actions.push({ id: created.id, owner: s, stepTitle: action.stepTitle, done: false });
}

/** Once per advisor: he asks the director to give his decided file to a colleague. */
async function askAdvisorChange(s) {
  const file = decidedFiles.get(s.username);
  const { data } = await api.post(
    '/advisor-change-requests',
    { projectId: file.projectId, reason: `Surcharge de ${s.username}` },
    { headers: s.headers, label: 'POST /advisor-change-requests' },
  );
  writes.changes.push({ id: data.request.id, owner: s, projectId: file.projectId });
}

/** The director: validates the acts awaiting him, refuses the pending advisor-change requests. */
async function director(s) {
  const h = s.headers;
  while (live()) {
    await think();
    const { data: files } = await api.get('/projects?projectCategory=ACT_TO_VALIDATE_FOR_WALI_SIGN&page=0', {
      headers: h,
      label: 'GET /projects?projectCategory=…',
    });
    const rows = Array.isArray(files) ? files : (files.content ?? files.projects ?? []);
    if (rows.length > 0) {
      const p = pick(rows);
      const { data: list } = await api.get(`/follow-up-action?projectId=${p.id}`, {
        headers: h,
        label: 'GET /follow-up-action?projectId',
      });
      const act = (list.actions ?? []).find((a) => a.act?.status === 'AWAITING_VALIDATION');
      if (act) {
        await think();
        await api.post(`/follow-up-action/${act.id}/approve`, undefined, {
          headers: h,
          label: 'POST /follow-up-action/:id/approve',
        });
        writes.approvals.add(act.id);
      }
    }
    await think();
    const { data: pending } = await api.get('/advisor-change-requests?status=PENDING', {
      headers: h,
      label: 'GET /advisor-change-requests',
    });
    if (pending.length > 0) {
      const r = pick(pending);
      await api.put(
        `/advisor-change-requests/${r.id}/decision`,
        { decision: 'REFUSED', reason: 'Charge répartie autrement' },
        { headers: h, label: 'PUT /advisor-change-requests/:id/decision' },
      );
      writes.refusals.add(r.id);
    }
  }
}

/** The advisor's own id (advisors.id), a claim of the access token. */
const advisorIdOf = (s) => JSON.parse(Buffer.from(s.accessToken.split('.')[1], 'base64url').toString()).advisorId;

async function advisor(s) {
  const h = s.headers;
  const me = advisorIdOf(s);
  let acted = false;
  let asked = false;
  while (live()) {
    await think();
    if (!acted && Math.random() < 0.1) {
      acted = true;
      await attachAct(s);
      continue;
    }
    if (!asked && Math.random() < 0.05) {
      asked = true;
      await askAdvisorChange(s);
      continue;
    }
    if (Math.random() < 0.25) {
      await followUp(s);
      continue;
    }
    await api.get('/projects/dashboard-indicators', { headers: h, label: 'GET /projects/dashboard-indicators' });
    const { data: submitted } = await api.get('/projects?projectCategory=SUBMITED&page=0&isDashboard=true', {
      headers: h,
      label: 'GET /projects?projectCategory=…',
    });
    await think();
    await api.get(`/projects?projectCategory=${pick(['OTHER', 'DRAFT', 'TO_BE_PROGRAMMED'])}&page=0`, {
      headers: h,
      label: 'GET /projects?projectCategory=…',
    });
    // Only the assigned advisor acts on a file (decision 029): he checks documents of the files assigned to him.
    const all = Array.isArray(submitted) ? submitted : (submitted.content ?? submitted.projects ?? []);
    const rows = all.filter((r) => r.advisorId === me);
    if (rows.length === 0) continue;
    // Open a file under review and check one of its documents.
    await think();
    const projectId = pick(rows).id;
    await api.get(`/projects/${projectId}`, { headers: h, label: 'GET /projects/:id' });
    await api.get(`/projects/${projectId}/review`, { headers: h, label: 'GET /projects/:id/review' });
    const { data: docs } = await api.get(`/projects/${projectId}/provided-documents`, {
      headers: h,
      label: 'GET /projects/:id/provided-documents',
    });
    const uploaded = docs.documents.filter((d) => d.uploadedFile !== null && d.id !== null);
    if (uploaded.length === 0) continue;
    await think();
    const doc = pick(uploaded);
    await api.put(
      '/provided-document/feedback',
      { providedDocumentId: doc.id, advisorValidation: true, advisorFeedback: '' },
      { headers: h, label: 'PUT /provided-document/feedback' },
    );
    writes.checks.push({ projectId, providedDocumentId: doc.id });
  }
}

async function member(s) {
  const h = s.headers;
  let seen = [];
  while (live()) {
    await think();
    const { data: list } = await api.get('/projects?page=0', { headers: h, label: 'GET /projects?page=0' });
    const rows = Array.isArray(list) ? list : (list.content ?? list.projects ?? []);
    if (rows.length > 0) seen = rows;
    await think();
    await api.get('/projects/calendar/dates-of-programmed-projects', {
      headers: h,
      label: 'GET /projects/calendar/dates-of-programmed-projects',
    });
    await api.get('/notifications/current-user', { headers: h, label: 'GET /notifications/current-user' });
    if (seen.length > 0) {
      await think();
      const p = pick(seen);
      await api.get(`/projects/${p.id}`, { headers: h, label: 'GET /projects/:id' });
      await api.get(`/projects/${p.id}/provided-documents`, { headers: h, label: 'GET /projects/:id/provided-documents' });
    }
  }
}

/**
 * Where the server's database connections are during the load: pg_stat_activity of the bench database every
 * 100 ms (the sampler's own connection excluded).
 */
function sampleActivity() {
  const tally = { samples: 0, states: new Map(), saturated: 0, maxBusy: 0, lockWaits: new Map() };
  const c = new pg.Client({ connectionString: dbUrl });
  let stopped = false;
  const done = (async () => {
    await c.connect();
    while (!stopped) {
      const { rows } = await c.query(
        `select state, wait_event_type, wait_event, left(regexp_replace(query, '\\s+', ' ', 'g'), 70) as query
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      tally.samples++;
      let busy = 0;
      for (const r of rows) {
        const key =
          r.state === 'active' && r.wait_event_type ? `active, waiting on ${r.wait_event_type}:${r.wait_event}` : r.state;
        tally.states.set(key, (tally.states.get(key) ?? 0) + 1);
        if (r.state !== 'idle') busy++;
        if (r.wait_event_type === 'Lock') tally.lockWaits.set(r.query, (tally.lockWaits.get(r.query) ?? 0) + 1);
      }
      tally.maxBusy = Math.max(tally.maxBusy, busy);
      if (busy >= Number(POOL ?? 10)) tally.saturated++;
      await sleep(100);
    }
    await c.end();
  })();
  return {
    stop: async () => {
      stopped = true;
      await done;
      return tally;
    },
  };
}

/** CPU time used so far (ms) by the server, by the bench database's backends (per pid) and by this process. */
async function cpuNow() {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const { rows } = await c.query(
    `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  await c.end();
  const { user, system } = process.cpuUsage();
  return {
    server: cpuTicks(server.child.pid) * 10,
    backends: new Map(rows.map((r) => [r.pid, cpuTicks(r.pid) * 10])),
    bench: (user + system) / 1000,
  };
}

/**
 * Access tokens live 15 minutes: every session is refreshed (POST /refresh-token, the rotated refresh token kept)
 * when the load starts, every 5 minutes and before the read-back, its bearer header changed in place (the users hold that object).
 * Not in the figures.
 */
const everyone = () => [...sessions, ...Object.values(otherSessions)];
async function refreshAll() {
  await pool(everyone(), 4, async (s) => {
    const { data } = await setupApi.post('/refresh-token', { refreshToken: s.refreshToken });
    s.refreshToken = data.refreshToken;
    s.accessToken = data.accessToken;
    s.headers.authorization = `Bearer ${data.accessToken}`;
  });
}
// Fresh tokens at the start of the load (the set-up can take minutes on a loaded machine), then every 5 minutes.
await refreshAll();
const refresher = setInterval(() => {
  refreshAll().catch((error) => failures.push(`token refresh: ${error.message}`));
}, 5 * 60_000);

const role = { investor, advisor, member, wali, support, monitoring: monitoringManager };
const sampler = sampleActivity();
const cpu0 = await cpuNow();
const l0 = performance.now();
await Promise.all(
  everyone().map(async (s, i) => {
    await sleep(Math.random() * THINK_MS); // users arrive spread over the first think time
    try {
      await (s.username === directorName ? director(s) : role[s.kind](s, i));
    } catch (error) {
      failures.push(`${s.kind} ${s.username}: ${error.message}`);
    }
  }),
);
const elapsed = (performance.now() - l0) / 1000;
const cpu1 = await cpuNow();
const activity = await sampler.stop();
clearInterval(refresher);
await refreshAll();

// 4. Read back every write, as its owner, after the load.
const lost = [];
const rb = client(server.base);
await pool(writes.projects, 8, async (p) => {
  const h = p.owner.headers;
  try {
    const { data: project } = await rb.get(`/projects/${p.projectId}`, { headers: h });
    const name = project.name ?? project.project?.name;
    if (name !== p.name) lost.push(`project ${p.projectId}: name ${JSON.stringify(name)} instead of ${p.name}`);
    const { data: phases } = await rb.get(`/projects/${p.projectId}/phases`, { headers: h });
    const titles = (Array.isArray(phases) ? phases : (phases.phases ?? [])).map((x) => x.title);
    if (p.submitted && !titles.includes('IN_REVIEW')) lost.push(`project ${p.projectId}: submitted but phases ${titles}`);
    const { data: docs } = await rb.get(`/projects/${p.projectId}/provided-documents`, { headers: h });
    for (const d of p.documents) {
      const row = docs.documents.find((x) => x.id === d.id);
      if (!row) {
        lost.push(`project ${p.projectId}: document ${d.id} missing from the list`);
        continue;
      }
      const res = await fetch(`${server.base}/provided-document/${d.id}/file`, { headers: h });
      const bytes = Buffer.from(await res.arrayBuffer());
      if (!res.ok || !bytes.equals(d.content))
        lost.push(`document ${d.id}: ${res.status}, ${bytes.length} bytes, content differs`);
    }
  } catch (error) {
    lost.push(`project ${p.projectId}: ${error.message}`);
  }
});
// Each advisor check reads back as "valid" (every check of the run said valid).
const checkedIds = [...new Set(writes.checks.map((c) => c.providedDocumentId))];
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const { rows: checked } = await db.query('select id, advisor_validation from provided_documents where id = any($1::int[])', [
  checkedIds,
]);
for (const id of checkedIds) {
  if (checked.find((r) => r.id === id)?.advisor_validation !== true) lost.push(`advisor check of document ${id} lost`);
}
// Each follow-up action reads back with its title and, when marked done, done.
await pool(writes.actions, 8, async (w) => {
  try {
    const { data } = await rb.get(`/follow-up-action/${w.id}`, { headers: w.owner.headers });
    if (data.stepTitle !== w.stepTitle) lost.push(`follow-up action ${w.id}: title ${JSON.stringify(data.stepTitle)}`);
    if (w.done && data.status !== 'DONE') lost.push(`follow-up action ${w.id}: marked done, reads ${data.status}`);
  } catch (error) {
    lost.push(`follow-up action ${w.id}: ${error.message}`);
  }
});
// Each act reads back as a PDF act; each one the director approved reads APPROVED.
await pool(writes.acts, 8, async (w) => {
  try {
    const { data } = await rb.get(`/follow-up-action/${w.id}`, { headers: w.owner.headers });
    const status = data.act?.status;
    if (writes.approvals.has(w.id) ? status !== 'APPROVED' : !['AWAITING_VALIDATION', 'APPROVED'].includes(status))
      lost.push(`act ${w.id}: reads ${status}${writes.approvals.has(w.id) ? ' after approval' : ''}`);
  } catch (error) {
    lost.push(`act ${w.id}: ${error.message}`);
  }
});
// Each advisor-change request reads back, refused when the director refused it; its file kept its advisor.
await pool(writes.changes, 8, async (w) => {
  try {
    const { data } = await rb.get(`/advisor-change-requests/${w.id}`, { headers: w.owner.headers });
    const expected = writes.refusals.has(w.id) ? 'REFUSED' : 'PENDING';
    if (data.request.status !== expected) lost.push(`advisor change ${w.id}: reads ${data.request.status}, ${expected} expected`);
  } catch (error) {
    lost.push(`advisor change ${w.id}: ${error.message}`);
  }
});
// Issue 22: each recourse reads back as its investor (its reason; answered when the governor answered it); the
// region's parameters hold the last value written; each milestone edited holds its last name.
await pool(writes.recourses, 8, async (w) => {
  try {
    const { data } = await rb.get(`/recourse/${w.id}/details`, { headers: w.owner.headers });
    if (data.reason !== w.reason) lost.push(`recourse ${w.id}: reason ${JSON.stringify(data.reason)}`);
    if (writes.recourseDecisions.has(w.id) && data.decision !== 'UNFAVORABLE')
      lost.push(`recourse ${w.id}: answered, reads ${data.decision}`);
  } catch (error) {
    lost.push(`recourse ${w.id}: ${error.message}`);
  }
});
// Decision 110: each payment reads back paid as its investor (its transaction succeeded, its amount the one due),
// and the database holds one succeeded transaction per payment made (never paid twice).
await pool(writes.payments, 8, async (w) => {
  try {
    const { data } = await rb.get(`/payment-detail/${w.detailId}`, { headers: w.owner.headers });
    const tx = data.transactions.find((t) => t.id === w.transactionId);
    if (data.status !== 'PAID' || tx?.state !== 'SUCCEEDED' || tx?.amountCentimes !== w.amountCentimes)
      lost.push(`payment ${w.detailId}: reads ${data.status}, transaction ${JSON.stringify(tx)}`);
  } catch (error) {
    lost.push(`payment ${w.detailId}: ${error.message}`);
  }
});
if (writes.regionParameters.length > 0) {
  const { data } = await rb.get(`/back-office/region-parameters/${regionRecord.id}`, { headers: otherSessions.support.headers });
  const last = writes.regionParameters.at(-1);
  if (data.minutesPerFile !== last) lost.push(`region parameters: ${data.minutesPerFile} read, ${last} written last`);
}
for (const [id, nameFr] of writes.milestoneEdits) {
  const { data } = await rb.get(`/monitoring-project-procedure-milestones/${id}`, { headers: otherSessions.monitoring.headers });
  if (data.nameFr !== nameFr) lost.push(`milestone ${id}: ${JSON.stringify(data.nameFr)} read, ${nameFr} written last`);
}
lost.push(...readBackNow);
// Nothing more than what was written either (no double insert behind a retried request).
const { rows: dbProjects } = await db.query(`select count(*)::int as n from projects where name like 'Bench %'`);
if (dbProjects[0].n !== writes.projects.length)
  lost.push(`${dbProjects[0].n} bench projects in the database, ${writes.projects.length} created through the API`);
const { rows: dbActions } = await db.query(
  `select count(*)::int as n from follow_up_actions a join projects p on p.id = a.project_id where p.name like 'Suivi bench %'`,
);
if (dbActions[0].n !== writes.actions.length)
  lost.push(`${dbActions[0].n} follow-up actions in the database, ${writes.actions.length} created through the API`);
const { rows: dbChanges } = await db.query('select count(*)::int as n from advisor_change_requests where reason like $1', [
  'Surcharge de %',
]);
if (dbChanges[0].n !== writes.changes.length)
  lost.push(`${dbChanges[0].n} advisor-change requests in the database, ${writes.changes.length} made through the API`);
const { rows: dbRecourses } = await db.query(
  `select count(*)::int as n from recourses r join projects p on p.id = r.project_id where p.name like 'Recours bench %'`,
);
if (dbRecourses[0].n !== writes.recourses.length)
  lost.push(`${dbRecourses[0].n} recourses in the database, ${writes.recourses.length} filed through the API`);
const { rows: dbPaid } = await db.query(
  `select count(*)::int as n from payment_transactions t join payment_details d on d.id = t.payment_detail_id
   join projects p on p.id = d.project_id where p.name like 'Paiement bench %' and t.state = 'SUCCEEDED'`,
);
if (dbPaid[0].n !== writes.payments.length)
  lost.push(`${dbPaid[0].n} succeeded payments in the database, ${writes.payments.length} made through the provider`);
await db.end();
await server.stop();
if (process.env.BENCH_KEEP_DB !== '1') await dropDatabase(DB);

// 5. Figures.
const all = [...stats.values()];
const total = all.reduce((n, s) => n + s.times.length, 0);
const errors = all.reduce((n, s) => n + s.errors, 0);
const docs = writes.projects.reduce((n, p) => n + p.documents.length, 0);
console.log(
  `\n${USERS} users (${nInvestors} investors, ${nAdvisors} advisors, ${nMembers} members), think time ${THINK_MS} ms on average, ${Math.round(elapsed)} s, ${new Date().toISOString()}`,
);
console.log(`${total} requests (${Math.round(total / elapsed)} req/s), ${errors} errors`);
console.log('| endpoint | count | p50 ms | p95 ms | p99 ms | errors |');
console.log('|---|---|---|---|---|---|');
const ms = (x) => x.toFixed(1);
for (const [label, s] of [...stats.entries()].sort((a, b) => b[1].times.length - a[1].times.length)) {
  console.log(
    `| ${label} | ${s.times.length} | ${ms(percentile(s.times, 50))} | ${ms(percentile(s.times, 95))} | ${ms(percentile(s.times, 99))} | ${s.errors} |`,
  );
}
const submitted = writes.projects.filter((p) => p.submitted).length;
console.log(
  `\nwrites: ${writes.projects.length} projects (${submitted} submitted), ${docs} documents, ${writes.checks.length} advisor checks (${checkedIds.length} documents), ${writes.actions.length} follow-up actions (${writes.actions.filter((a) => a.done).length} done), ${writes.acts.length} acts (${writes.acts.filter((a) => writes.approvals.has(a.id)).length} approved), ${writes.changes.length} advisor-change requests (${writes.changes.filter((c) => writes.refusals.has(c.id)).length} refused)`,
);
{
  const n = activity.samples;
  const per = (x) => (x / n).toFixed(2);
  console.log(
    `\nserver connections (pg_stat_activity, ${n} samples every 100 ms): ${[...activity.states.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${per(v)}`)
      .join(
        ', ',
      )} (mean count per sample); all connections taken at once in ${Math.round((activity.saturated / n) * 100)} % of samples; at most ${activity.maxBusy} busy`,
  );
  for (const [q, v] of [...activity.lockWaits.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5))
    console.log(`  waiting for a lock in ${v} samples: ${q}`);
}
{
  // A backend that was not there at the start counts from 0; one gone by the end is missed (the pool keeps its own).
  let database = 0;
  for (const [pid, ms] of cpu1.backends) database += ms - (cpu0.backends.get(pid) ?? 0);
  const share = (ms) => `${((ms / (elapsed * 1000)) * 100).toFixed(0)} %`;
  console.log(
    `CPU over the load (share of one core; the machine has ${availableParallelism()}): server ${share(cpu1.server - cpu0.server)}, PostgreSQL backends ${share(database)}, this load generator ${share(cpu1.bench - cpu0.bench)}`,
  );
}
console.log(
  `writes (issue 22): ${writes.recourses.length} gracious recourses (${writes.recourseDecisions.size} answered), ${writes.regionParameters.length} region-parameter edits, ${[...writes.milestoneEdits.keys()].length} milestones edited, ${writes.payments.length} fees paid by card at the provider's sandbox`,
);
console.log(lost.length === 0 ? 'read back: every write found, with its content' : `read back: ${lost.length} LOST`);
for (const l of lost.slice(0, 20)) console.log(`  ${l}`);
for (const f of failures.slice(0, 20)) console.log(`  user stopped: ${f}`);
process.exit(errors === 0 && lost.length === 0 && failures.length === 0 ? 0 : 1);

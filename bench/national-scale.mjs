#!/usr/bin/env node
// Benchmark (run by hand, never in `npm test`; after `npm run build`), issue 22 "Scale": 1 000 000 files over the 12
// regions with their documents, phases, commissions and seats, appeals, payment requests, monitoring milestones,
// follow-up actions and parcels, and 50 000 accounts; then every role's lists and dashboards and the four searches
// played by 32 users at four clicks a second (250 ms of thinking on average), p50/p95 per endpoint; then each
// endpoint is called once more on a server that logs its statements, every SELECT it ran is explained
// (EXPLAIN (ANALYZE, FORMAT JSON)), and the bench FAILS (exit 1, with the list) when a plan reads a table of more
// than 10 000 rows sequentially. Figures go to bench/README.md.
//
//   BENCH_PG_URL   admin URL of the PostgreSQL server (default postgresql://postgres@127.0.0.1:5432/postgres)
//   BENCH_DB       the database (default cri_bench_scale); made by bench/projects-100k.mjs when short of files
//   BENCH_PORT     (default 8233), BENCH_SECONDS (the mixed load, default 90), BENCH_USERS (32), BENCH_THINK_MS (250)
//   BENCH_ONLY     a word: only the endpoints whose label holds it (e.g. search)
//   BENCH_KEEP_LOG set: keep the statements' log (one JSON line per statement, with its parameters) to explain by hand
//   BENCH_SERVER   another build's server.js for the load and the plans (e.g. apps/server/dist/before/server.js, a
//                  copy of an earlier build): its figures side by side with the current build's on the same database
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { TOTP } from 'otpauth';
import pg from 'pg';
import {
  ADMIN_URL,
  BENCH_TOTP_SECRET,
  CAPTCHA,
  dbUrlOf,
  PASSWORD,
  percentile,
  sleep,
  startServer,
  withCountersRebuiltAfter,
} from './lib.mjs';

const DB = process.env.BENCH_DB ?? 'cri_bench_scale';
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 1_000_000);
const PORT = Number(process.env.BENCH_PORT ?? 8233);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 90);
const USERS = Number(process.env.BENCH_USERS ?? 32);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 250);
const ACCOUNTS = 50_000;
/** A plan may read a table sequentially only when it holds at most this many rows (issue 22). */
const SEQ_SCAN_LIMIT = 10_000;
const dbUrl = dbUrlOf(DB);
const ms = (t0) => Math.round(performance.now() - t0);

// 1. The files, phases, reviews, indicators and parcels: bench/projects-100k.mjs's generator (no load).
{
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [DB])).rowCount > 0;
  await admin.end();
  let short = !exists;
  if (exists) {
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    const n = (
      await c.query(`select count(*)::int as n from projects where reference like 'BENCH-%'`).catch(() => ({ rows: [{ n: 0 }] }))
    ).rows[0].n;
    await c.end();
    short = n < PROJECTS;
  }
  if (short) {
    console.log(`generating ${PROJECTS} files with bench/projects-100k.mjs (BENCH_ONLY=none: no load)`);
    const child = spawn(process.execPath, ['bench/projects-100k.mjs'], {
      env: { ...process.env, BENCH_DB: DB, BENCH_PROJECTS: String(PROJECTS), BENCH_PORT: String(PORT), BENCH_ONLY: '__none__' },
      stdio: 'inherit',
    });
    await new Promise((r) => child.once('exit', r));
  }
}

// 2. What the 1M files carry besides (set-based SQL, timed), once per database: the marker is the accounts.
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const step = async (title, sql) => {
  const t0 = performance.now();
  const r = await db.query(sql);
  console.log(`  ${title}: ${r.rowCount ?? ''} rows in ${ms(t0)} ms`);
};
const generated = (await db.query(`select count(*)::int as n from users where username like 'scale.%'`)).rows[0].n;
if (generated === 0) {
  const g0 = performance.now();
  console.log('generating the rest of the national database (one transaction: all or nothing):');
  await db.query('begin');
  await withCountersRebuiltAfter(db, async () => {
    // Staff per region (x 12): 150 advisors, 250 CRUI members (spread over the region's administrations), 10 regional
    // consultation, 40 land members, 10 monitoring managers, 5 regional support = 465 x 12 = 5 580; the rest of the
    // 50 000 accounts are investors. Cloned from the demo accounts (same password hash; staff get the bench TOTP secret).
    const staff = [
      ['advisor', 'conseiller.casa@demo.cri.ma', 150],
      ['member', 'membre.casa@demo.cri.ma', 250],
      ['consultation', 'consultation.casa@demo.cri.ma', 10],
      ['land', 'foncier.casa@demo.cri.ma', 40],
      ['monitoring', 'suivi.casa@demo.cri.ma', 10],
      ['support', 'support.casa@demo.cri.ma', 5],
    ];
    const lastNames = `array['Alaoui','Bennani','Tazi','Idrissi','Berrada','Chraibi','Fassi','Benjelloun','Lahlou','Sqalli',
    'Kettani','Bensouda','Amrani','Naciri','Ouazzani','Zniber','Skalli','Hajji','Sefrioui','Benkirane']`;
    const firstNames = `array['Youssef','Fatima','Mohamed','Khadija','Omar','Salma','Hamza','Imane','Karim','Nadia','Adil','Laila']`;
    for (const [kind, template, n] of staff)
      await step(
        `${kind} accounts`,
        `insert into users (username, password_hash, roles, title, first_name, last_name, password_expiration_date, region_id,
         habilitations, first_connection, active_mfa, totp_secret, is_director, is_wali, is_focal_member, is_crui_member,
         mobile_phone, enabled)
       select 'scale.${kind}.' || r || '.' || i || '@bench.cri.ma', password_hash, roles, title,
         (${firstNames})[1 + abs(hashint4(r * 1000 + i)) % 12], (${lastNames})[1 + abs(hashint4(r * 1000 + i + 7)) % 20] || ' ' || i,
         current_date + 365, r, habilitations, false, true, '${BENCH_TOTP_SECRET}', false, false, false, is_crui_member,
         mobile_phone, true
       from users t, generate_series(1, 12) r, generate_series(1, ${n}) i where t.username = '${template}'`,
      );
    await step(
      'advisor records',
      `insert into advisors (user_id, region_id) select id, region_id from users where username like 'scale.advisor.%' order by id`,
    );
    await step(
      'CRUI member records',
      `insert into crui_members (user_id, region_id, administration_id, job_title, is_focal_member, permanent)
     select u.id, u.region_id, a.ids[1 + u.id % array_length(a.ids, 1)], 'Représentant', u.id % 10 = 0, u.id % 7 = 0
     from users u join (select region_id, array_agg(id order by id) ids from administrations where region_id is not null group by 1) a
       on a.region_id = u.region_id
     where u.username like 'scale.member.%'`,
    );
    const investors = ACCOUNTS - staff.reduce((s, [, , n]) => s + 12 * n, 0);
    await step(
      `${investors} investor accounts`,
      `insert into users (username, password_hash, roles, title, first_name, last_name, enabled, created_at)
     select 'scale.investor.' || i || '@bench.cri.ma', password_hash, roles, title,
       (${firstNames})[1 + abs(hashint4(i + 3)) % 12], (${lastNames})[1 + abs(hashint4(i + 5)) % 20] || ' ' || i, true,
       now() - make_interval(days => i % 1500)
     from users t, generate_series(1, ${investors}) i where t.username = 'investisseur@demo.cri.ma'`,
    );
    // Each file to one of the investors (about 22 each), a submitted file to one of its region's advisors; one company in
    // three named, one representative identity number in two (the investor search reads both).
    await step(
      'files given to investors and advisors',
      `update projects p set
       user_id = inv.ids[1 + abs(hashint4(p.id + 30)) % array_length(inv.ids, 1)],
       advisor_id = case when p.latest_phase = 'DRAFT' then null else adv.ids[1 + abs(hashint4(p.id + 31)) % array_length(adv.ids, 1)] end,
       company_corporate_name = case when p.id % 3 = 0 then
         (array['Atlas','Sahara','Maghreb','Anfa','Oasis','Argan','Cèdre','Médina'])[1 + p.id % 8] || ' ' ||
         (array['Invest','Industries','Holding','Développement','Logistique','Agro'])[1 + p.id % 6] || ' SARL ' || p.id else p.company_corporate_name end,
       representative_identity_document_number = case when p.id % 2 = 0 then
         chr(65 + p.id % 26) || chr(65 + (p.id / 26) % 26) || (100000 + p.id % 900000)::text
         else p.representative_identity_document_number end
     from (select array_agg(id order by id) ids from users where username like 'scale.investor.%') inv,
       (select a.region_id, array_agg(a.id order by a.id) ids from advisors a join users u on u.id = a.user_id
        where u.username like 'scale.advisor.%' group by 1) adv
     where adv.region_id = p.region_id and p.reference like 'BENCH-%'`,
    );
    // Documents: 4 per submitted file (types of the catalogue), one in 10 rejected by the advisor.
    await step(
      'provided documents',
      `insert into provided_documents (project_id, document_type_id, procedure_id, storage_key, original_name, mime_type, size,
       uploaded_by, uploaded_at, advisor_validation, sent_validation)
     select p.id, dt.ids[1 + (p.id + k) % array_length(dt.ids, 1)], 1 + p.id % 9, 'bench/' || p.id || '/' || k,
       'piece-' || k || '.pdf', 'application/pdf', 50000 + abs(hashint4(p.id + k)) % 5000000, p.user_id,
       p.deposited_at - make_interval(days => k), case when (p.id + k) % 10 = 0 then false when p.id % 3 = 0 then true end,
       case when (p.id + k) % 10 = 0 then false end
     from projects p cross join generate_series(1, 4) k
       cross join (select array_agg(id order by id) ids from document_types) dt
     where p.reference like 'BENCH-%' and p.latest_phase <> 'DRAFT'`,
    );
    // The files shared with the administrations of the region: those of the reviews (3 per shared file).
    await step(
      'shared administrations',
      `insert into project_shared_administrations (project_id, administration_id, shared_at)
     select project_id, administration_id, min(shared_at) from administration_reviews group by 1, 2
     on conflict do nothing`,
    );
    // Commissions: one session per file scheduled, decided or unscheduled, decided for the decided ones; 3 seats each
    // (CRUI members of the region), who attended and gave their opinion.
    await step(
      'commissions',
      `insert into commissions (project_id, kind, commission_date, choice, decided_at, is_signatures_finalized, created_at)
     select p.id, 'INITIAL_DECISION', coalesce(p.crui_date, p.latest_phase_at::date),
       case when p.latest_phase = 'REVIEWED_IN_CRUI' then case when p.id % 5 = 0 then 'UNFAVORABLE' else 'FAVORABLE' end end,
       case when p.latest_phase = 'REVIEWED_IN_CRUI' then p.latest_phase_at end, p.latest_phase = 'REVIEWED_IN_CRUI' and p.id % 4 <> 0,
       p.latest_phase_at - interval '7 days'
     from projects p where p.reference like 'BENCH-%' and p.latest_phase in ('SCHEDULED','REVIEWED_IN_CRUI','UNSCHEDULED')`,
    );
    await step(
      'commission seats',
      `insert into commission_members (commission_id, user_id, administration_id, source, attended, is_voting, opinion, opinion_at,
       has_pv_signed)
     select c.id, m.user_id, m.administration_id, 'SHARED', true, true, case when c.choice is not null then 'FAVORABLE' end,
       c.decided_at, c.is_signatures_finalized
     from commissions c join projects p on p.id = c.project_id
       join (select m.region_id, array_agg(m.user_id order by m.user_id) ids from crui_members m join users u on u.id = m.user_id
             where u.username like 'scale.member.%' group by 1) r on r.region_id = p.region_id
       cross join generate_series(0, 2) k
       join crui_members m on m.user_id = r.ids[1 + (abs(hashint4(c.id)) + k * 7) % array_length(r.ids, 1)]`,
    );
    // Appeals: a gracious appeal for one unfavourable decision in two, half of them decided; a ministerial appeal for one
    // decided-unfavourable gracious appeal in three.
    await step(
      'recourses',
      `insert into recourses (project_id, type, reason, explanation, honour_declaration, request_storage_key, request_file_name,
       request_mime_type, request_size, appealed_decision, filed_by, filed_at, file_deadline, decision_deadline, decision, decided_at)
     select p.id, t.type, 'Motif du recours', 'Explication', true, 'bench/recourse/' || p.id || '/' || t.type, 'demande.pdf',
       'application/pdf', 120000, 'UNFAVORABLE', p.user_id, p.latest_phase_at + t.after,
       (p.latest_phase_at + t.after)::date + 30, (p.latest_phase_at + t.after)::date + 60,
       case when t.type = 'GRACIOUS' and p.id % 4 = 0 then 'UNFAVORABLE' end,
       case when t.type = 'GRACIOUS' and p.id % 4 = 0 then p.latest_phase_at + t.after + interval '20 days' end
     from projects p cross join (values ('GRACIOUS', interval '10 days'), ('MINISTERIAL', interval '40 days')) t(type, after)
     where p.reference like 'BENCH-%' and p.latest_phase = 'REVIEWED_IN_CRUI' and p.id % 5 = 0 and p.id % 2 = 0
       and (t.type = 'GRACIOUS' or p.id % 12 = 0)`,
    );
    // Payment requests: one for a favourable file in four (its procedure), with a line per paid administration (2).
    await step(
      'payment requests',
      `insert into payment_details (project_id, procedure_id, status, created_at, enrolled_at, paid_at)
     select p.id, 1 + p.id % 9, (array['REQUESTED','ENROLLED','PAID'])[1 + p.id % 3], p.latest_phase_at + interval '3 days',
       case when p.id % 3 > 0 then p.latest_phase_at + interval '6 days' end,
       case when p.id % 3 = 2 then p.latest_phase_at + interval '9 days' end
     from projects p where p.reference like 'BENCH-%' and p.latest_phase = 'REVIEWED_IN_CRUI' and p.id % 5 <> 0 and p.id % 4 = 0`,
    );
    await step(
      'payment lines',
      `insert into payment_lines (payment_detail_id, administration_id, accepts_online_payment, status, amount_centimes)
     select d.id, a.ids[1 + (d.id + k) % array_length(a.ids, 1)], true,
       case d.status when 'PAID' then 'PAID' when 'ENROLLED' then 'VALIDATED' else 'AWAITING_SHEET' end, 100000 + d.id % 5000000
     from payment_details d join projects p on p.id = d.project_id
       join (select region_id, array_agg(id order by id) ids from administrations where region_id is not null group by 1) a
         on a.region_id = p.region_id
       cross join generate_series(0, 1) k`,
    );
    // Monitoring: one favourable file in two followed, with its procedure, 4 milestones (the first ones done) and a
    // follow-up action for one file in four.
    await step(
      'monitored files',
      `insert into monitoring_projects (project_id, region_id, origin, decision_date, reached_step, planned_investment, planned_jobs,
       validated_at, created_at, updated_at)
     select p.id, p.region_id, 'INITIAL_DECISION', p.latest_phase_at::date, p.id % 4, 1000000 + p.id % 90000000, 5 + p.id % 200,
       case when p.id % 3 > 0 then p.latest_phase_at + interval '5 days' end, p.latest_phase_at, p.latest_phase_at
     from projects p where p.reference like 'BENCH-%' and p.latest_phase = 'REVIEWED_IN_CRUI' and p.id % 5 <> 0 and p.id % 2 = 0`,
    );
    await step(
      'monitored procedures',
      `insert into monitoring_project_procedures (monitoring_project_id, procedure_id)
     select id, 1 + project_id % 9 from monitoring_projects`,
    );
    await step(
      'monitoring milestones',
      `insert into monitoring_milestones (monitoring_project_id, monitoring_project_procedure_id, order_number, name_fr, name_ar,
       day_number, absolute_day_number, milestone_type, verification_expected_date, progress_rate, action_completed, completed_at,
       created_at, updated_at)
     select m.id, pp.id, k, 'Jalon ' || k, 'مرحلة ' || k, 90 * k, 90 * k,
       case when k % 2 = 0 then 'REGULATORY_MILESTONE' else 'PROCEDURAL_MILESTONE' end, m.decision_date + 90 * k,
       case when m.decision_date + 90 * k < current_date then 100 end, m.decision_date + 90 * k < current_date - 30,
       case when m.decision_date + 90 * k < current_date - 30 then (m.decision_date + 90 * k)::timestamptz end,
       m.created_at, m.created_at
     from monitoring_projects m join monitoring_project_procedures pp on pp.monitoring_project_id = m.id
       cross join generate_series(1, 4) k`,
    );
    await step(
      'monitoring follow-up actions',
      `insert into monitoring_follow_up_actions (monitoring_project_id, title, description, due_date, created_at)
     select id, 'Visite de contrôle', '', decision_date + 200, created_at + interval '30 days'
     from monitoring_projects where id % 4 = 0`,
    );
    // Follow-up actions on files under review or decided: one in two such files (documents asked of the investor,
    // an administration's step, a payment), two in three answered.
    await step(
      'follow-up actions',
      `insert into follow_up_actions (project_id, procedure_id, type, recipient, administration_id, visible_to_investor, step_title,
       delay_days, deadline, status, done_at, created_at, updated_at)
     select p.id, 1 + p.id % 9, (array['UPLOAD_FILE','NORMAL_ACTION','PAYMENT'])[1 + p.id % 3],
       (array['INVESTOR','ADMINISTRATION','ADVISOR'])[1 + (p.id / 2) % 3],
       case when (p.id / 2) % 3 = 1 then a.ids[1 + p.id % array_length(a.ids, 1)] end, (p.id / 2) % 3 = 0, 'Étape ' || (p.id % 5),
       15, (p.latest_phase_at + interval '15 days')::date, case when p.id % 3 = 0 then 'OPEN' else 'DONE' end,
       case when p.id % 3 > 0 then p.latest_phase_at + interval '5 days' end, p.latest_phase_at, p.latest_phase_at
     from projects p
       join (select region_id, array_agg(id order by id) ids from administrations where region_id is not null group by 1) a
         on a.region_id = p.region_id
     where p.reference like 'BENCH-%' and p.id % 2 = 0 and p.latest_phase in ('IN_REVIEW','COMPLEMENTS_IN_REVIEW',
       'WAITING_FOR_ADMINISTRATION_DOCUMENTS','INVESTOR_EDITING','FILLED','SHARED_TO_CRUI_MEMBERS','SCHEDULED','REVIEWED_IN_CRUI')`,
    );
  });
  await db.query('commit');
  const t0 = performance.now();
  await db.query('vacuum analyze');
  console.log(`  vacuum analyze (the whole database) in ${ms(t0)} ms`);
  console.log(`generated the rest in ${ms(g0)} ms`);
}
const counts = (
  await db.query(`select (select count(*) from projects) projects, (select count(*) from users) accounts,
    (select count(*) from provided_documents) documents, (select count(*) from project_phases) phases,
    (select count(*) from commissions) commissions, (select count(*) from commission_members) seats,
    (select count(*) from recourses) recourses, (select count(*) from payment_details) payments,
    (select count(*) from monitoring_milestones) milestones, (select count(*) from follow_up_actions) actions,
    (select count(*) from project_lands) parcels, (select count(*) from administration_reviews) reviews`)
).rows[0];
console.log(
  Object.entries(counts)
    .map(([k, v]) => `${k} ${Number(v).toLocaleString('en')}`)
    .join(', '),
);

// 3. Who plays: generated accounts where the role's lists depend on the account (an advisor's own files, a member's
// administration, an investor's files), the demo accounts of Casablanca-Settat and the national ones otherwise.
const sample = async (sql, fallback) => (await db.query(sql)).rows[0]?.v ?? fallback;
const advisorUser = await sample(
  `select u.username v from users u join advisors a on a.user_id = u.id where u.username like 'scale.advisor.2.%' order by u.id limit 1`,
);
const memberUser = await sample(`select username v from users where username like 'scale.member.2.%' order by id limit 1`);
const investorUser = await sample(
  `select u.username v from users u join projects p on p.user_id = u.id where u.username like 'scale.investor.%'
   group by u.username order by count(*) desc limit 1`,
);
const ACCOUNT = {
  advisor: advisorUser,
  member: memberUser,
  director: 'directeur.casa@demo.cri.ma',
  regionalConsultation: 'consultation.casa@demo.cri.ma',
  nationalConsultation: 'consultation.nationale@demo.cri.ma',
  nationalCommission: 'commission.nationale@demo.cri.ma',
  land: 'foncier.casa@demo.cri.ma',
  monitoring: 'suivi.casa@demo.cri.ma',
  piafe: 'conseiller.piafe@demo.cri.ma',
  investor: investorUser,
  nationalSupport: 'support.national@demo.cri.ma',
  regionalSupport: 'support.casa@demo.cri.ma',
};
const casaTitle = await sample(
  `select title_number::text v from project_lands where region_id = 2 and title_number is not null order by id limit 1 offset 1000`,
  '100001',
);
const casaReference = await sample(`select reference v from projects where region_id = 2 order by id desc limit 1 offset 500`);
const someReference = await sample(`select reference v from projects where region_id = 7 order by id limit 1 offset 500`);
const someInvestorName = await sample(
  `select u.last_name v from users u join projects p on p.user_id = u.id and p.region_id = 2
   where u.username like 'scale.investor.%' order by p.id limit 1 offset 300`,
);
const calendarDay = await sample(
  `select crui_date::text v from projects where region_id = 2 and crui_date is not null group by 1 order by count(*) desc limit 1`,
  new Date().toISOString().slice(0, 10),
);
const isoDay = (t) => new Date(t).toISOString().slice(0, 10);
const year = { startDate: isoDay(Date.now() - 365 * 86_400_000), endDate: isoDay(Date.now()) };

// 4. Every role's lists and dashboards, as their pages call them (apps/web/src/features/*/api; the dashboards'
// categories are DASHBOARD_CATEGORIES and the /projects tabs STAFF_LIST_CATEGORIES of shared/rules/project-categories.ts).
const DASHBOARD = {
  advisor: ['DRAFT', 'SUBMITED', 'ACTIONS', 'RECOURSE_ASKED', 'PROJECT_COMMISSION_PV_TO_SIGN'],
  cruiMember: [
    'SUBMITED',
    'PROJECT_COMMISSION_PV_TO_SIGN',
    'PROGRAMMED',
    'OTHER',
    'DOCUMENTS_TO_DELIVER',
    'ACT_TO_VALIDATE_FOR_WALI_SIGN',
    'ACT_TO_SIGNED_BY_WALI',
  ],
  consultation: [
    'SUBMITED',
    'DOCUMENTS_TO_DELIVER',
    'TO_BE_PROGRAMMED',
    'PROGRAMMED',
    'ARCHIVED',
    'RECOURSE_ASKED',
    'MINISTERIAL_RECOURSE_ASKED',
    'UNFAVORABLE',
  ],
};
const ADVISOR_TABS = [
  'SUBMITED',
  'ACTIONS',
  'DOCUMENTS_TO_DELIVER',
  'TO_BE_PROGRAMMED',
  'PROGRAMMED',
  'PROJECT_COMMISSION_PV_TO_SIGN',
  'DELIVER_ACTE',
  'RECOURSE_ASKED',
  'MINISTERIAL_RECOURSE_ASKED',
  'UNFAVORABLE',
  'PROJECT_MONITORING_POST_CRUI',
  'MONITORING_ACTION_TO_BE_REALISED',
  'DRAFT',
  'OTHER',
];
const get = (path, kind = 'list') => ({ method: 'GET', path, kind });
const post = (path, body, kind = 'list') => ({ method: 'POST', path, body: JSON.stringify(body), kind });
const search = (criteria) => post('/projects/search', { ...criteria, page: 0, size: 10 }, 'search');
const dashboard = (categories, list = '/projects') => [
  get('/projects/dashboard-indicators'),
  ...categories.map((c) => get(`${list}?projectCategory=${c}&page=0&size=5&isDashboard=true`)),
];
const indicators = [
  get(`/global-indicators/registered-investors?startDate=${year.startDate}&endDate=${year.endDate}`, 'indicators'),
  ...['connected-visitors', 'projects-status', 'statistical-crui', 'bottlenecks'].map((c) =>
    post(`/global-indicators/${c}`, year, 'indicators'),
  ),
  post('/global-indicators/bottleneck-files', { ...year, phase: 'IN_REVIEW', page: 0 }, 'indicators'),
];
const searches = (region) => [
  search({ name: 'Clinique Souss' }),
  search({ reference: region === 2 ? casaReference : someReference }),
  search({ landNumber: casaTitle }),
  search({ investor: someInvestorName }),
];
const recourseTabs = ['NON_INSTRUCTED', 'INSTRUCTED', 'GRACIOUS', 'MINISTERIAL_COMMISSION', 'ARCHIVED'].map((c) =>
  get(`/recourse?recourseProjectCategory=${c}&page=0&size=10`),
);
const common = [get('/notifications/current-user')];
const ROLES = {
  advisor: [
    ...common,
    ...dashboard(DASHBOARD.advisor),
    ...ADVISOR_TABS.map((c) => get(`/projects?projectCategory=${c}&page=0&size=10`)),
    ...recourseTabs,
    get('/appointments/advisor/future-appointments'),
    get('/appointments/advisor/to-programm-appointments'),
    get('/framing-forms?page=0&size=10'),
    get('/projects/projects-to-program'),
    get('/projects/calendar/dates-of-programmed-projects'),
    get(`/projects/calendar/${calendarDay}`),
    get('/advisor-change-requests'),
    ...searches(2),
  ],
  member: [...common, ...dashboard(DASHBOARD.cruiMember), get('/projects?page=0&size=10'), ...recourseTabs.slice(0, 3)],
  director: [
    ...common,
    ...dashboard(DASHBOARD.cruiMember),
    get('/advisor-change-requests?status=PENDING'),
    get('/advisors/region'),
  ],
  regionalConsultation: [
    ...common,
    ...dashboard(DASHBOARD.consultation, '/projects/region-projects'),
    get('/appointments/region/future-appointments'),
    get('/framing-forms?page=0&size=10'),
    ...indicators,
    ...searches(2),
  ],
  nationalConsultation: [
    ...common,
    ...dashboard(DASHBOARD.consultation, '/projects/region-projects'),
    ...indicators,
    ...searches(7),
  ],
  nationalCommission: [...common, get('/national-commission/projects'), ...recourseTabs],
  land: [
    get('/foncier/dashboard'),
    get('/foncier/parcels?page=0&size=10'),
    get(`/foncier/search?titleNumber=${casaTitle}`, 'search'),
    get('/investor-request/foncier?page=0&size=10'),
    get('/appointments/foncier?page=0&size=10'),
  ],
  monitoring: [get('/monitoring-projects/dashboard'), get('/monitoring-projects/monitoring-manager?page=0&size=10&filter=ALL')],
  piafe: [get('/piafe/projects?page=0&size=10'), get('/piafe/statistics/indicators')],
  investor: [
    ...common,
    get('/projects?projectCategory=DRAFT&page=0&size=5&isDashboard=true'),
    get('/projects?projectCategory=SUBMITED&page=0&size=5&isDashboard=true'),
    get('/projects?page=0&size=10'),
    get('/framing-forms'),
    get('/appointments/future-appointments'),
  ],
  nationalSupport: [
    get('/back-office/advisors?page=0&size=20'),
    get('/back-office/crui-members?page=0&size=20'),
    get('/projects?page=0&size=20'),
    get('/reset-otp-history?page=0&size=20'),
    get('/audit?page=0&size=20'),
  ],
  regionalSupport: [
    get('/back-office/advisors?page=0&size=20'),
    get('/back-office/crui-members?page=0&size=20'),
    get('/projects?page=0&size=20'),
    get('/reset-otp-history?page=0&size=20'),
  ],
};
const endpoints = Object.entries(ROLES)
  .flatMap(([role, list]) =>
    list.map((e) => ({
      ...e,
      role,
      label: `${role}: ${e.method} ${e.path.replace(/\?.*$/, '')}${e.body ? ` ${e.body}` : e.path.includes('?') ? `?${e.path.split('?')[1]}` : ''}`,
    })),
  )
  .filter((e) => !process.env.BENCH_ONLY || e.label.includes(process.env.BENCH_ONLY));
const TARGET = { search: 25, list: 50, indicators: 200 };

/** Captcha, password, then the security code (staff): bearer headers. */
async function signIn(base, username) {
  const call = async (path, init) => {
    const res = await fetch(`${base}${path}`, init);
    const text = await res.text();
    if (!res.ok) throw new Error(`${path} for ${username}: ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text);
  };
  const { captchaId } = await call('/captcha');
  const login = await call('/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD, captchaId, captchaAnswer: CAPTCHA }),
  });
  const { rows } = await db.query('select roles, totp_secret, first_connection from users where username = $1', [username]);
  if (rows[0].roles.includes('ROLE_INVESTOR')) return { authorization: `Bearer ${login.accessToken}` };
  const headers = { authorization: `Bearer ${login.accessToken}` };
  const secret = rows[0].first_connection
    ? (await call(`/users/secureKey?username=${encodeURIComponent(username)}`, { headers })).secureKey
    : rows[0].totp_secret;
  // A code of the next time step; the step last used is forgotten first (a bench database), so the sign-ins of the
  // plans, or of a run started right after another, are not refused as a replay.
  await db.query('update users set last_otp_counter = null where username = $1', [username]);
  const code = new TOTP({ secret }).generate({ timestamp: Date.now() + 30_000 });
  const otp = await call(`/validateOtp?secureCode=${code}`, { headers });
  return { authorization: `Bearer ${otp.accessToken}` };
}
async function signInAll(base) {
  const headers = {};
  for (const [role, username] of Object.entries(ACCOUNT)) headers[role] = await signIn(base, username);
  return headers;
}
const send = (base, headers, e) =>
  fetch(`${base}${e.path}`, {
    method: e.method,
    headers: { ...headers[e.role], ...(e.body ? { 'content-type': 'application/json' } : {}) },
    body: e.body,
  });

// 5. The load: USERS users, each playing one role (round robin), clicking one of its role's endpoints, reading the
// answer, thinking (exponential, mean THINK_MS), again, for SECONDS seconds.
// A first start on a database of an older build migrates it (an index on 1 000 000 rows takes minutes): no timeout.
const SERVER = process.env.BENCH_SERVER ?? 'apps/server/dist/server.js';
let server = await startServer({
  port: PORT,
  script: SERVER,
  env: { DATABASE_URL: dbUrl, NODE_ENV: 'test' },
  timeoutMs: 3_600_000,
});
console.log(`server ready in ${server.startedInMs} ms`);
let headers = await signInAll(server.base);
const failures = [];
for (const e of endpoints) {
  const res = await send(server.base, headers, e);
  const text = await res.text();
  if (!res.ok) failures.push(`${e.label}: ${res.status} ${text.slice(0, 200)}`);
}
if (failures.length) {
  console.log(`FAIL: endpoints that did not answer 2xx:\n${failures.join('\n')}`);
  await server.stop();
  process.exit(1);
}
const byRole = {};
for (const e of endpoints) byRole[e.role] = [...(byRole[e.role] ?? []), e];
const roles = Object.keys(byRole);
const times = new Map(endpoints.map((e) => [e.label, []]));
let errors = 0;
const l0 = performance.now();
const end = l0 + SECONDS * 1000;
const loadAvg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const loadBefore = loadAvg();
await Promise.all(
  Array.from({ length: USERS }, async (_, u) => {
    const mine = byRole[roles[u % roles.length]];
    await sleep(Math.random() * THINK_MS);
    while (performance.now() < end) {
      const e = mine[Math.floor(Math.random() * mine.length)];
      const t = performance.now();
      const res = await send(server.base, headers, e);
      await res.arrayBuffer();
      times.get(e.label).push(performance.now() - t);
      if (!res.ok) errors++;
      await sleep(Math.min(-Math.log(1 - Math.random()) * THINK_MS, THINK_MS * 5));
    }
  }),
);
const loadAfter = loadAvg();
const requests = [...times.values()].reduce((s, xs) => s + xs.length, 0);
await server.stop();

// 6. The plans: each endpoint once on a server logging its statements; every SELECT explained with its parameters.
const logFile = `/tmp/national-scale-statements-${process.pid}.jsonl`;
writeFileSync(logFile, '');
server = await startServer({
  port: PORT,
  script: SERVER,
  env: {
    DATABASE_URL: dbUrl,
    NODE_ENV: 'test',
    BENCH_STATEMENT_LOG: logFile,
    NODE_OPTIONS: '--import ./bench/statement-log.mjs',
  },
});
headers = await signInAll(server.base);
const statementsOf = new Map();
for (const e of endpoints) {
  const from = statSync(logFile).size;
  const res = await send(server.base, headers, e);
  await res.arrayBuffer();
  await sleep(20);
  const lines = readFileSync(logFile).subarray(from).toString('utf8').split('\n').filter(Boolean);
  statementsOf.set(
    e.label,
    lines.map((l) => JSON.parse(l)).filter((s) => /^\s*(\(\s*)?(select|with)\b/i.test(s.text)),
  );
}
await server.stop();
if (process.env.BENCH_KEEP_LOG) console.log(`statements kept in ${logFile}`);
else rmSync(logFile, { force: true });
const rowsOf = new Map(
  (
    await db.query(
      `select relname, reltuples::bigint n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
    )
  ).rows.map((r) => [r.relname, Number(r.n)]),
);
const seqScans = [];
const slowest = [];
const explained = new Map();
for (const [label, statements] of statementsOf) {
  for (const s of statements) {
    const key = `${s.text}\u0000${JSON.stringify(s.values)}`;
    if (!explained.has(key)) {
      await db.query('begin');
      try {
        await db.query(`set local statement_timeout = '60s'`);
        const r = await db.query(`explain (analyze, format json) ${s.text}`, s.values);
        explained.set(key, r.rows[0]['QUERY PLAN'][0]);
      } catch (error) {
        explained.set(key, { error: error.message });
      } finally {
        await db.query('rollback');
      }
    }
    const plan = explained.get(key);
    if (plan.error) {
      seqScans.push(`${label}: could not explain (${plan.error}): ${s.text.slice(0, 160)}`);
      continue;
    }
    slowest.push({ label, time: plan['Execution Time'], text: s.text });
    const walk = (node) => {
      if (node['Node Type'] === 'Seq Scan' && (rowsOf.get(node['Relation Name']) ?? 0) > SEQ_SCAN_LIMIT)
        seqScans.push(
          `${label}: Seq Scan on ${node['Relation Name']} (${rowsOf.get(node['Relation Name']).toLocaleString('en')} rows), ${plan['Execution Time'].toFixed(1)} ms: ${s.text.replace(/\s+/g, ' ').slice(0, 220)}`,
        );
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(plan.Plan);
  }
}
await db.end();

// 7. The report.
console.log(
  `\n${Number(counts.projects).toLocaleString('en')} files, ${Number(counts.accounts).toLocaleString('en')} accounts; ${USERS} users ` +
    `thinking ${THINK_MS} ms on average, ${SECONDS} s, ${requests} requests (${Math.round(requests / SECONDS)} req/s), ${errors} errors; ` +
    `${new Date().toISOString()}, load average ${loadBefore} before, ${loadAfter} after`,
);
console.log('| endpoint | n | p50 ms | p95 ms | target ms |\n|---|---|---|---|---|');
const missed = [];
for (const e of endpoints) {
  const xs = times.get(e.label);
  const p95 = percentile(xs, 95);
  const target = TARGET[e.kind];
  if (xs.length > 0 && !(p95 < target)) missed.push(`${e.label} (${p95.toFixed(1)} ms)`);
  const fmt = (x) => (xs.length ? x.toFixed(1) : 'no answer');
  console.log(`| ${e.label} | ${xs.length} | ${fmt(percentile(xs, 50))} | ${fmt(p95)} | ${target} |`);
}
console.log(`\n${explained.size} distinct statements explained; the 10 slowest (execution time in the plan):`);
for (const s of slowest.sort((a, b) => b.time - a.time).slice(0, 10))
  console.log(`- ${s.time.toFixed(1)} ms ${s.label}: ${s.text.replace(/\s+/g, ' ').slice(0, 160)}`);
if (missed.length) console.log(`\nabove target p95: ${missed.length}\n- ${missed.join('\n- ')}`);
if (seqScans.length) {
  console.log(
    `\nFAIL: ${seqScans.length} plans read a table of more than ${SEQ_SCAN_LIMIT} rows sequentially:\n- ${[...new Set(seqScans)].join('\n- ')}`,
  );
  process.exit(1);
}
console.log(`\nno plan reads a table of more than ${SEQ_SCAN_LIMIT} rows sequentially`);
process.exit(0);

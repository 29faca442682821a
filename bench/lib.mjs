// Shared by the load and failure benchmarks of issue 8 (mixed-load, two-instances, kill-9): a PostgreSQL
// database per run, the built server as a child process, bench accounts created in SQL, and an
// investor's deposit made through the API exactly as the pages make it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { TOTP } from 'otpauth';
import pg from 'pg';
import { completeInfosBody, projectForm } from '../packages/shared/src/fixtures/project.mjs';
import { questionnaire } from '../packages/shared/src/fixtures/questionnaire.mjs';

export const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
export const CAPTCHA = 'bench-captcha';
export const PASSWORD = 'Demo@CRI2026';
/** The TOTP secret given to every bench staff account (base32). */
export const BENCH_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The URL of database `name` on the admin URL's server. */
export const dbUrlOf = (name) => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Drops and creates a database (same as `dropdb`/`createdb -h 127.0.0.1 -U postgres name`). */
export async function freshDatabase(name) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return dbUrlOf(name);
}

export async function dropDatabase(name) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/**
 * Starts the built server (apps/server/dist/server.js, or `script`: another build) and resolves once /health
 * answers. `env` is added to the bench defaults (NODE_ENV=development so the demo projects are seeded,
 * LOG_LEVEL=warn); `execArgv` goes to node (e.g. --cpu-prof).
 */
export async function startServer({
  port,
  env = {},
  stdio = 'inherit',
  stdout = 'ignore',
  timeoutMs = 120_000,
  script = 'apps/server/dist/server.js',
  execArgv = [],
}) {
  const child = spawn(process.execPath, [...execArgv, script], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      CAPTCHA_TEST_ANSWER: CAPTCHA,
      ...env,
    },
    stdio: ['ignore', stdout, stdio],
  });
  const stop = () =>
    new Promise((r) => {
      if (child.exitCode !== null || child.signalCode !== null) return r();
      child.once('exit', r);
      child.kill('SIGTERM');
    });
  process.on('exit', () => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
  const t0 = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on port ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/backend/api/health`)).ok) break;
    } catch {}
    if (performance.now() - t0 > timeoutMs) throw new Error(`server on port ${port} not healthy after ${timeoutMs} ms`);
    await sleep(100);
  }
  return { child, port, base: `http://127.0.0.1:${port}/backend/api`, stop, startedInMs: Math.round(performance.now() - t0) };
}

/**
 * Bench accounts cloned in SQL from the demo accounts (same password hash, so no scrypt per account):
 * `count` investors, advisors of Casablanca-Settat and CRUI members of its urban agency. Staff get a known
 * TOTP secret and have passed their first connection. Returns the usernames by kind.
 */
export async function createBenchAccounts(dbUrl, { investors = 0, advisors = 0, members = 0, prefix = 'bench' }) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const clone = async (kind, template, n, staff) => {
    if (n === 0) return [];
    const { rows } = await db.query(
      `insert into users (username, password_hash, roles, title, first_name, last_name, password_expiration_date,
         region_id, habilitations, first_connection, active_mfa, totp_secret, is_director, is_wali, is_focal_member,
         is_crui_member, mobile_phone, enabled)
       select $2 || '.' || i || '@bench.cri.ma', password_hash, roles, title, first_name, last_name || ' ' || i,
         current_date + 365, region_id, habilitations, false, $4, case when $4 then $5 else null end, is_director,
         is_wali, is_focal_member, is_crui_member, mobile_phone, true
       from users t, generate_series(1, $3::int) i where t.username = $1
       on conflict (username) do nothing
       returning id, username`,
      [template, `${prefix}.${kind}`, n, staff, BENCH_TOTP_SECRET],
    );
    return rows;
  };
  const inv = await clone('investor', 'investisseur@demo.cri.ma', investors, false);
  const adv = await clone('advisor', 'conseiller.casa@demo.cri.ma', advisors, true);
  if (adv.length) await db.query(`insert into advisors (user_id, region_id) select unnest($1::int[]), 2`, [adv.map((r) => r.id)]);
  const mem = await clone('member', 'membre.casa@demo.cri.ma', members, true);
  if (mem.length)
    await db.query(
      `insert into crui_members (user_id, region_id, administration_id, job_title, is_focal_member, permanent)
       select u, m.region_id, m.administration_id, m.job_title, m.is_focal_member, m.permanent
       from crui_members m join users t on t.id = m.user_id and t.username = 'membre.casa@demo.cri.ma',
         unnest($1::int[]) u`,
      [mem.map((r) => r.id)],
    );
  await db.end();
  return { investors: inv.map((r) => r.username), advisors: adv.map((r) => r.username), members: mem.map((r) => r.username) };
}

/** A small HTTP client bound to one API base, timing every call under its endpoint label. */
export function client(base, recorder) {
  const call = async (method, path, { label, headers = {}, json, body, expect = [200, 201, 204] } = {}) => {
    const t = performance.now();
    let res;
    let text;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: json !== undefined ? { 'content-type': 'application/json', ...headers } : headers,
        body: json !== undefined ? JSON.stringify(json) : body,
      });
      text = await res.text();
    } catch (error) {
      recorder?.(label ?? `${method} ${path}`, performance.now() - t, false);
      throw error;
    }
    const ok = expect.includes(res.status);
    recorder?.(label ?? `${method} ${path}`, performance.now() - t, ok);
    if (!ok) {
      const err = new Error(`${method} ${path} answered ${res.status} ${text.slice(0, 300)}`);
      err.status = res.status;
      throw err;
    }
    return {
      status: res.status,
      headers: res.headers,
      data: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    };
  };
  return {
    base,
    get: (path, o) => call('GET', path, o),
    post: (path, json, o) => call('POST', path, { ...o, json }),
    put: (path, json, o) => call('PUT', path, { ...o, json }),
    raw: call,
  };
}

/** A code of the next time step, so a code already accepted in this step is not replayed. */
export const totpCode = (secret = BENCH_TOTP_SECRET, offsetMs = 30_000) =>
  new TOTP({ secret }).generate({ timestamp: Date.now() + offsetMs });

/**
 * Signs in (captcha with the test answer; staff also pass the security code). Returns the tokens and
 * the bearer headers.
 */
export async function signIn(api, username, { staff = false, password = PASSWORD } = {}) {
  const { data: captcha } = await api.get('/captcha', { label: 'GET /captcha' });
  const { data: login } = await api.post(
    '/login',
    { username, password, captchaId: captcha.captchaId, captchaAnswer: CAPTCHA },
    { label: 'POST /login' },
  );
  let tokens = login;
  if (staff) {
    const { data: otp } = await api.get(`/validateOtp?secureCode=${totpCode()}`, {
      label: 'GET /validateOtp',
      headers: { authorization: `Bearer ${login.accessToken}` },
    });
    tokens = otp;
  }
  return { ...tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } };
}

/** The shared questionnaire (a hotel in Casablanca-Settat) under the given project name. */
export const framingForm = (name) => questionnaire({ projectName: name });

export { projectForm };

/** Questionnaire (captcha), then the project with procedure 1: returns the new project's id. */
export async function createDraft(api, headers, name) {
  const { data: captcha } = await api.get('/captcha', { label: 'GET /captcha' });
  const { data: form } = await api.post(
    '/framing-forms/create-first-step',
    { framingForm: framingForm(name), captcha: { captchaId: captcha.captchaId, captchaAnswer: CAPTCHA } },
    { headers, label: 'POST /framing-forms/create-first-step' },
  );
  const { data: created } = await api.post(
    `/framing-forms/${form.id}/create-project`,
    { procedureIds: [1] },
    { headers, label: 'POST /framing-forms/:id/create-project' },
  );
  return created.projectId;
}

/** The infos step, complete. */
export async function fillInfos(api, headers, projectId) {
  const { data: infos } = await api.get(`/projects/${projectId}/infos`, { headers, label: 'GET /projects/:id/infos' });
  await api.put(`/projects/${projectId}/submit-details`, completeInfosBody(infos), {
    headers,
    label: 'PUT /projects/:id/submit-details',
  });
}

export async function fillProjectForm(api, headers, projectId, name, commune) {
  await api.get(`/projects/${projectId}`, { headers, label: 'GET /projects/:id' });
  await api.put(
    `/projects/${projectId}`,
    { complete: true, project: projectForm(name, commune) },
    { headers, label: 'PUT /projects/:id' },
  );
}

/** One multipart upload of `content` as a PDF for a document type; returns the provided document. */
export async function uploadPdf(api, headers, projectId, documentTypeId, content, label = 'POST /provided-document') {
  const form = new FormData();
  form.append('projectId', String(projectId));
  form.append('documentTypeId', String(documentTypeId));
  form.append('file', new Blob([content], { type: 'application/pdf' }), 'piece.pdf');
  const { data } = await api.raw('POST', '/provided-document', { headers, body: form, label });
  return data;
}

/** The documents still missing, each uploaded with a content unique to (project, type). */
export async function uploadRequired(api, headers, projectId) {
  const { data: docs } = await api.get(`/projects/${projectId}/provided-documents`, {
    headers,
    label: 'GET /projects/:id/provided-documents',
  });
  const uploaded = [];
  for (const d of docs.documents.filter((x) => x.required && x.uploadedFile === null)) {
    const content = Buffer.concat([PDF, Buffer.from(`%bench project ${projectId} type ${d.documentTypeId}\n`)]);
    const doc = await uploadPdf(api, headers, projectId, d.documentTypeId, content);
    uploaded.push({ id: doc.id, documentTypeId: d.documentTypeId, content });
  }
  return uploaded;
}

export const submit = (api, headers, projectId) =>
  api.post(`/projects/${projectId}/submit`, { declaration: true }, { headers, label: 'POST /projects/:id/submit' });

/**
 * A bulk load with the deferred counter triggers off (migrations 0034-0036 queue one refresh per row until commit:
 * hours at 1 000 000 files), then the counters and indicators rebuilt from their sources in one pass each (decision
 * 116). The other triggers (search columns, region copies) still run. `db` is a pg client; run with no other writer.
 */
export async function withCountersRebuiltAfter(db, load) {
  const { rows } = await db.query(
    `select tgrelid::regclass::text as "table", tgname as "name" from pg_trigger where tgdeferrable and not tgisinternal`,
  );
  for (const t of rows) await db.query(`alter table ${t.table} disable trigger "${t.name}"`);
  try {
    await load();
  } finally {
    for (const t of rows) await db.query(`alter table ${t.table} enable trigger "${t.name}"`);
  }
  await db.query('select counters_rebuild()');
  await db.query('select indicators_rebuild()');
}

export const percentile = (xs, p) => {
  if (xs.length === 0) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Runs `fn` over `items` with at most `n` at a time. */
export async function pool(items, n, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/**
 * A real SMTP server (the `smtp-server` package) on a random loopback port, keeping every message it
 * accepts with its Message-ID: the benches count deliveries per Message-ID there.
 */
export async function startSmtp() {
  const { SMTPServer } = await import('smtp-server');
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: /^Message-ID:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? null,
          raw,
        });
        callback();
      });
    },
  });
  // A client killed mid-conversation (the kill -9 bench) resets its connection: not an error of the bench.
  server.on('error', () => {});
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.server.address();
  return { port, url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(r)) };
}

/** Deliveries per Message-ID: the ids received more than once, and the count of distinct ids. */
export function deliveriesById(received) {
  const count = new Map();
  for (const m of received) count.set(m.messageId, (count.get(m.messageId) ?? 0) + 1);
  return { distinct: count.size, duplicates: [...count.entries()].filter(([, n]) => n > 1) };
}

/** CPU ticks (10 ms) used so far by a process, all its threads, from /proc (0 once it has exited). */
export function cpuTicks(pid) {
  if (!existsSync(`/proc/${pid}/stat`)) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

#!/usr/bin/env node
// Benchmark (run by hand, never in `npm test`; after `npm run build`): `kill -9` of the server during a
// burst of submissions, uploads and new drafts on PostgreSQL, with an SMTP test server (issue 8, "Load and
// failure"). After a restart on the same database and data directory it checks, and exits 1 when one fails:
//   - every write the server acknowledged (2xx) is there: submitted projects in review, uploaded documents
//     with their bytes, created drafts;
//   - no half-written project: every project has its phase history (its latest phase is the one of the
//     project row), its procedures, and is in review exactly when its submission mails exist;
//   - no document row without its file; files without a row only as the start-up purges allow (staging and
//     served files older than an hour), checked by ageing the files and restarting once more;
//   - no mail without its cause (each "project submitted" mail names a project in review);
//   - the outbox drains, counted at the SMTP server by Message-ID: each mail pending (or already sent) at
//     the kill delivered exactly once; each mail the killed process had claimed (SENDING) delivered at
//     least once, any copy under the same Message-ID (the SMTP server accepted it just before the kill,
//     before it was marked SENT; it is sent again after the claim timeout of 5 minutes).
//
//   BENCH_PG_URL        admin URL of the PostgreSQL server (default postgresql://postgres@127.0.0.1:5432/postgres)
//   BENCH_KILL_AFTER    fraction of the burst's requests answered when the kill comes (default 0.4)
//   BENCH_UPLOAD_KB     size of each uploaded PDF (default 256)
import { mkdtemp, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  client,
  createBenchAccounts,
  createDraft,
  deliveriesById,
  dropDatabase,
  fillInfos,
  fillProjectForm,
  freshDatabase,
  PDF,
  pool,
  signIn,
  sleep,
  startServer,
  startSmtp,
  submit,
  uploadPdf,
  uploadRequired,
} from './lib.mjs';

const DB = 'cri_bench_kill';
const PORT = 8488;
const KILL_AFTER = Number(process.env.BENCH_KILL_AFTER ?? 0.4);
const UPLOAD_BYTES = Number(process.env.BENCH_UPLOAD_KB ?? 256) * 1024;
const TO_SUBMIT = 40;
const TO_UPLOAD = 20;
const NEW_DRAFTS = 20;
const results = [];
const check = (name, ok, detail = '') => {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
};

const dbUrl = await freshDatabase(DB);
const dataDir = await mkdtemp(join(tmpdir(), 'cri-bench-kill-'));
const smtp = await startSmtp();
const env = { DATABASE_URL: dbUrl, DATA_DIR: dataDir, SMTP_URL: smtp.url, JOBS_INTERVAL_SECONDS: '0' };
let server = await startServer({ port: PORT, env });
console.log(`server healthy after ${server.startedInMs} ms`);
const accounts = await createBenchAccounts(dbUrl, { investors: 40, prefix: 'kill' });
const api = client(server.base);
const { data: communes } = await api.get('/communes?regionId=2');
const sessions = await pool(accounts.investors, 4, async (u) => ({ username: u, ...(await signIn(api, u)) }));

// 1. Preparation: projects ready to submit, projects waiting for their documents (2 per investor).
const ready = [];
const waiting = [];
await pool(
  Array.from({ length: TO_SUBMIT + TO_UPLOAD }, (_, i) => i),
  4,
  async (i) => {
    const s = sessions[i % sessions.length];
    const name = `Kill ${i}`;
    const projectId = await createDraft(api, s.headers, name);
    await fillInfos(api, s.headers, projectId);
    await fillProjectForm(api, s.headers, projectId, name, communes[0].id);
    if (i < TO_SUBMIT) {
      await uploadRequired(api, s.headers, projectId);
      ready.push({ projectId, name, s });
    } else {
      const { data: docs } = await api.get(`/projects/${projectId}/provided-documents`, { headers: s.headers });
      const types = docs.documents.filter((d) => d.required).map((d) => d.documentTypeId);
      waiting.push({ projectId, name, s, types });
    }
  },
);
console.log(`prepared ${ready.length} projects to submit, ${waiting.length} waiting for documents`);

// 2. The burst, and kill -9 once KILL_AFTER of its requests have answered.
const padding = Buffer.alloc(UPLOAD_BYTES - PDF.length, 0x20);
const ops = [
  ...ready.map((p) => ({ kind: 'submit', p })),
  ...waiting.flatMap((p) => p.types.map((documentTypeId) => ({ kind: 'upload', p, documentTypeId }))),
  ...Array.from({ length: NEW_DRAFTS }, (_, i) => ({
    kind: 'draft',
    s: sessions[(i * 7) % sessions.length],
    name: `Kill new ${i}`,
  })),
].sort(() => Math.random() - 0.5);
let answered = 0;
let killedAt = null;
const killAt = Math.ceil(ops.length * KILL_AFTER);
const burst = client(server.base);
const b0 = performance.now();
const outcomes = await Promise.all(
  ops.map(async (op, i) => {
    await sleep(i * 3); // a burst, not one instant: requests keep arriving until the kill
    try {
      if (op.kind === 'submit') await submit(burst, op.p.s.headers, op.p.projectId);
      else if (op.kind === 'upload') {
        op.content = Buffer.concat([PDF, Buffer.from(`%kill ${op.p.projectId} ${op.documentTypeId}\n`), padding]);
        op.doc = await uploadPdf(burst, op.p.s.headers, op.p.projectId, op.documentTypeId, op.content);
      } else op.projectId = await createDraft(burst, op.s.headers, op.name);
      op.ok = true;
    } catch (error) {
      op.ok = false;
      op.error = error.message;
    }
    answered++;
    if (answered >= killAt && killedAt === null) {
      killedAt = Math.round(performance.now() - b0);
      server.child.kill('SIGKILL');
    }
    return op;
  }),
);
await new Promise((r) =>
  server.child.exitCode !== null || server.child.signalCode !== null ? r() : server.child.once('exit', r),
);
const acked = outcomes.filter((o) => o.ok);
const byKind = (k) => `${acked.filter((o) => o.kind === k).length}/${outcomes.filter((o) => o.kind === k).length}`;
console.log(
  `burst of ${ops.length} requests, kill -9 after ${killedAt} ms: acknowledged submits ${byKind('submit')}, uploads ${byKind('upload')}, drafts ${byKind('draft')}`,
);

// 3. What the disk holds before the restart (the staging folder).
const filesIn = async (prefix) => (await readdir(join(dataDir, 'files', prefix)).catch(() => [])).map((n) => `${prefix}/${n}`);
const stagingAtKill = (await filesIn('incoming')).length;
// The outbox as the killed process left it, and what the SMTP server had received by then.
const atKill = await (async () => {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const { rows } = await c.query('select id, status from outbox_mails');
  await c.end();
  return new Map(rows.map((r) => [r.id, r.status]));
})();
const receivedAtKill = smtp.received.length;
server = await startServer({ port: PORT, env });
console.log(`restarted in ${server.startedInMs} ms; ${stagingAtKill} staging file(s) left by the kill`);
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();

// 4. Acknowledged writes.
{
  const submitted = acked.filter((o) => o.kind === 'submit');
  const { rows } = await db.query('select id, latest_phase from projects where id = any($1::int[])', [
    submitted.map((o) => o.p.projectId),
  ]);
  const inReview = rows.filter((r) => r.latest_phase === 'IN_REVIEW').length;
  check('every acknowledged submission is in review', inReview === submitted.length, `${inReview}/${submitted.length}`);
  const uploads = acked.filter((o) => o.kind === 'upload');
  let intact = 0;
  for (const o of uploads) {
    const { rows: d } = await db.query('select storage_key from provided_documents where id = $1 and deleted_at is null', [
      o.doc.id,
    ]);
    const bytes = d[0] ? await readFile(join(dataDir, 'files', d[0].storage_key)).catch(() => null) : null;
    if (bytes?.equals(o.content)) intact++;
  }
  check('every acknowledged upload has its row and its bytes', intact === uploads.length, `${intact}/${uploads.length}`);
  const drafts = acked.filter((o) => o.kind === 'draft');
  const { rows: dr } = await db.query('select count(*)::int as n from projects where id = any($1::int[])', [
    drafts.map((o) => o.projectId),
  ]);
  check('every acknowledged new draft exists', dr[0].n === drafts.length, `${dr[0].n}/${drafts.length}`);
}

// 5. No half-written project, document or mail.
{
  const { rows } = await db.query(`
    select p.id, p.name, p.latest_phase, u.username,
      (select title from project_phases pp where pp.project_id = p.id order by pp.id desc limit 1) as last_phase,
      (select count(*) from project_procedures pr where pr.project_id = p.id)::int as procedures,
      (select count(*) from outbox_mails m where m.template = 'projectSubmitted' and m.to = u.username
         and m.params->>'projectName' = p.name)::int as submit_mails
    from projects p join users u on u.id = p.user_id where p.name like 'Kill %'`);
  const broken = rows.filter(
    (r) =>
      r.last_phase === null ||
      r.last_phase !== r.latest_phase ||
      r.procedures === 0 ||
      (r.latest_phase === 'IN_REVIEW') !== (r.submit_mails === 1),
  );
  check(
    `no half-written project (${rows.length}: phase history, procedures, in review exactly when its mail exists)`,
    broken.length === 0,
    broken
      .slice(0, 3)
      .map((r) => JSON.stringify(r))
      .join('; '),
  );
  const { rows: orphanMails } = await db.query(`
    select m.id from outbox_mails m where m.template = 'projectSubmitted' and not exists (
      select 1 from projects p join users u on u.id = p.user_id
      where u.username = m.to and p.name = m.params->>'projectName' and p.latest_phase <> 'DRAFT')`);
  check('no mail without its cause', orphanMails.length === 0, `${orphanMails.length} orphan mail(s)`);

  const { rows: docs } = await db.query('select id, storage_key, thumbnail_key from provided_documents where deleted_at is null');
  let missing = 0;
  for (const d of docs) {
    for (const key of [d.storage_key, d.thumbnail_key].filter(Boolean)) {
      if (!(await stat(join(dataDir, 'files', key)).catch(() => null))) missing++;
    }
  }
  check('no document row without its file', missing === 0, `${docs.length} live documents, ${missing} file(s) missing`);
  const live = new Set(docs.flatMap((d) => [d.storage_key, d.thumbnail_key].filter(Boolean)));
  const served = [...(await filesIn('provided-documents')), ...(await filesIn('provided-document-thumbnails'))];
  const orphanFiles = served.filter((k) => !live.has(k));
  const staging = await filesIn('incoming');
  console.log(
    `after the restart: ${orphanFiles.length} served file(s) without a row, ${staging.length} staging file(s) (both kept for an hour: an upload of another instance may still be running)`,
  );
  // An hour later: every file aged by two hours, then a restart: the start-up purges remove the orphans
  // and nothing a row points at.
  await server.stop();
  const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
  for (const k of [...served, ...staging]) await utimes(join(dataDir, 'files', k), twoHoursAgo, twoHoursAgo);
  server = await startServer({ port: PORT, env });
  const left = [...(await filesIn('provided-documents')), ...(await filesIn('provided-document-thumbnails'))];
  const stagingLeft = (await filesIn('incoming')).length;
  const orphansLeft = left.filter((k) => !live.has(k)).length;
  const liveKept = [...live].filter((k) => left.includes(k)).length;
  check(
    'an hour later, a restart leaves no file without its row, and every file a row points at',
    orphansLeft === 0 && stagingLeft === 0 && liveKept === live.size,
    `${orphanFiles.length} orphan and ${staging.length} staging file(s) removed; ${liveKept}/${live.size} live files kept`,
  );
}

// 6. The outbox drains; every mail delivered, counted by Message-ID.
{
  const { rows: stuck } = await db.query(`select count(*)::int as n from outbox_mails where status = 'SENDING'`);
  console.log(`${stuck[0].n} mail(s) claimed (SENDING) by the killed process: taken over after the 5-minute claim timeout`);
  const t0 = performance.now();
  for (;;) {
    const { rows } = await db.query(`select count(*)::int as n from outbox_mails where status in ('PENDING', 'SENDING')`);
    if (rows[0].n === 0) break;
    if (performance.now() - t0 > 7 * 60_000) break;
    await sleep(2000);
  }
  const { rows } = await db.query('select id, status from outbox_mails order by id');
  const count = (id) => smtp.received.filter((m) => m.messageId?.startsWith(`<outbox-${id}-`)).length;
  // Pending (or not yet written) at the kill, or already SENT: delivered exactly once. Claimed (SENDING)
  // by the killed process: at least once, under one Message-ID (a copy when the SMTP server had accepted
  // it just before the kill, before the row was marked SENT).
  const claimed = rows.filter((r) => atKill.get(r.id) === 'SENDING');
  const others = rows.filter((r) => atKill.get(r.id) !== 'SENDING');
  const othersOnce = others.filter((r) => count(r.id) === 1).length;
  const claimedDelivered = claimed.filter((r) => count(r.id) >= 1).length;
  const claimedTwice = claimed.filter((r) => count(r.id) > 1).length;
  const { duplicates } = deliveriesById(smtp.received);
  check(
    `outbox drained: each of ${others.length} mails pending or sent at the kill delivered exactly once`,
    rows.every((r) => r.status === 'SENT') && othersOnce === others.length,
    `${othersOnce}/${others.length}; drained in ${Math.round((performance.now() - t0) / 1000)} s`,
  );
  check(
    `each of ${claimed.length} mails claimed by the killed process delivered, a copy only under the same Message-ID`,
    claimedDelivered === claimed.length && duplicates.length === claimedTwice,
    `${claimedTwice} delivered twice (accepted by the SMTP server just before the kill); ${receivedAtKill} messages received before the kill, ${smtp.received.length} in all`,
  );
}

await db.end();
await server.stop();
await smtp.close();
await dropDatabase(DB);
await rm(dataDir, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok);
console.log(`\n${results.length - failed.length}/${results.length} checks passed, ${new Date().toISOString()}`);
process.exit(failed.length === 0 ? 0 : 1);

#!/usr/bin/env node
// Benchmark (run by hand, never in `npm test`; after `npm run build -w @cri/server`): what uploads cost the
// server's memory, and whether they stall reads (issue 22). Through the real upload route
// (POST /provided-document, multipart, virus check, type by content, staging then move):
//   1. one 70 MiB PDF: the server's resident memory (VmRSS of /proc/<pid>/status, sampled every 20 ms)
//      before, at its peak during the upload, and after; target: peak - before < 32 MB;
//   2. ten 70 MiB PDFs at once (ten investors) while a reader calls an authenticated list in a loop: the
//      reads' p50/p95/max against a baseline measured just before in the same run, and the memory peak.
// Exits 1 when the one-upload target is missed or a read fails.
//
//   BENCH_STORAGE  `disk` (default) or `s3`: files in an S3-compatible server (s3rver, started here as a
//                  child process on a free port, its objects in a temporary folder)
//   BENCH_PG_URL   admin URL of the PostgreSQL server (default postgresql://postgres@127.0.0.1:5432/postgres)
//   BENCH_PORT     port of the server (default 8196)
//   BENCH_READERS  concurrent read loops (default 4)
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
  client,
  createBenchAccounts,
  createDraft,
  dropDatabase,
  freshDatabase,
  PDF,
  percentile,
  signIn,
  sleep,
  startServer,
} from './lib.mjs';

/** One multipart upload of `content` as a PDF through POST /provided-document; resolves to its duration. */
async function send(base, slot, content) {
  const form = new FormData();
  form.append('projectId', String(slot.projectId));
  form.append('documentTypeId', String(slot.documentTypeId));
  form.append('file', new Blob([content], { type: 'application/pdf' }), 'dossier.pdf');
  const t = performance.now();
  const res = await fetch(`${base}/provided-document`, { method: 'POST', headers: slot.headers, body: form });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`upload answered ${res.status} ${text.slice(0, 200)}`);
  return performance.now() - t;
}

const pdfOf = (size) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);

// The ten uploads run in a worker thread: the bench's own event loop, which times the reads, stays free.
if (!isMainThread) {
  const { base, slots, size } = workerData;
  const big = pdfOf(size);
  parentPort.postMessage(await Promise.all(slots.map((slot) => send(base, slot, big))));
  process.exit(0);
}

const DB = 'cri_bench_upload';
const STORAGE = process.env.BENCH_STORAGE ?? 'disk';
const PORT = Number(process.env.BENCH_PORT ?? 8196);
const READERS = Number(process.env.BENCH_READERS ?? 4);
const MiB = 1024 * 1024;
const SIZE = 70 * MiB - 4096; // just under the 70 MiB limit of every upload route
const TARGET_BYTES = 32 * 1000 * 1000;

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** s3rver as a child process (its own CPU, not the bench's event loop), one bucket. */
async function startS3rver() {
  const dir = await mkdtemp(join(tmpdir(), 'cri-bench-s3-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      'node_modules/s3rver/bin/s3rver.js',
      '-d',
      dir,
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '-s',
      '--configure-bucket',
      'cri-files',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  process.on('exit', () => child.exitCode === null && child.kill('SIGKILL'));
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      break;
    } catch {
      await sleep(100);
    }
  }
  return {
    env: {
      S3_BUCKET: 'cri-files',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      child.kill('SIGTERM');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** VmRSS of the server process, in bytes. */
async function rss(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Samples the server's RSS every 20 ms until stop() is called; returns the highest seen. */
function sampleRss(pid) {
  let peak = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      peak = Math.max(peak, await rss(pid));
      await sleep(20);
    }
    peak = Math.max(peak, await rss(pid));
  })();
  return {
    async stop() {
      running = false;
      await done;
      return peak;
    },
  };
}

const mb = (bytes) => (bytes / 1e6).toFixed(1);
const settle = async (pid) => {
  // Let the server's collector run and the memory settle (no --expose-gc: the server runs as deployed).
  await sleep(1500);
  return rss(pid);
};

const s3 = STORAGE === 's3' ? await startS3rver() : null;
const dbUrl = await freshDatabase(DB);
const dataDir = await mkdtemp(join(tmpdir(), 'cri-bench-upload-'));
const server = await startServer({ port: PORT, env: { DATABASE_URL: dbUrl, DATA_DIR: dataDir, ...(s3?.env ?? {}) } });
const pid = server.child.pid;
const api = client(server.base);
let failed = false;
try {
  console.log(`storage ${STORAGE}, server pid ${pid} healthy after ${server.startedInMs} ms, upload ${SIZE} bytes`);
  const { investors } = await createBenchAccounts(dbUrl, { investors: 12, prefix: 'upload' });
  // One project per investor (the questionnaire's daily limit is per account), and the first document type.
  const slots = [];
  for (const username of investors) {
    const { headers } = await signIn(api, username);
    const projectId = await createDraft(api, headers, `Upload bench ${username}`);
    const { data } = await api.get(`/projects/${projectId}/provided-documents`, { headers });
    slots.push({ headers, projectId, documentTypeId: data.documents[0].documentTypeId });
  }
  const reader = slots.pop();
  const warm = slots.pop();
  // Warm-up: a 12 MiB upload takes the route's code paths (for S3, the multipart ones), then the memory at rest.
  await send(server.base, warm, pdfOf(12 * MiB));
  const before = await settle(pid);
  const one = sampleRss(pid);
  const oneMs = await send(server.base, slots[0], pdfOf(SIZE));
  const onePeak = await one.stop();
  const after = await settle(pid);
  const raised = onePeak - before;
  console.log(
    `one upload: ${Math.round(oneMs)} ms; RSS before ${mb(before)} MB, peak ${mb(onePeak)} MB (+${mb(raised)} MB), after ${mb(after)} MB` +
      ` -> ${raised < TARGET_BYTES ? 'ok' : 'FAIL'} (target +32 MB)`,
  );
  if (raised >= TARGET_BYTES) failed = true;

  // Reads: an authenticated list of the reader's documents, in READERS loops, for a duration.
  const readLoop = async (ms) => {
    const times = [];
    let errors = 0;
    const end = performance.now() + ms;
    await Promise.all(
      Array.from({ length: READERS }, async () => {
        while (performance.now() < end) {
          const t = performance.now();
          const res = await fetch(`${server.base}/projects/${reader.projectId}/provided-documents`, { headers: reader.headers });
          await res.arrayBuffer();
          if (res.status === 200) times.push(performance.now() - t);
          else errors++;
        }
      }),
    );
    return { times, errors };
  };
  const line = (label, { times, errors }) =>
    `| ${label} | ${times.length} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${Math.max(...times).toFixed(1)} | ${errors} |`;

  const baseline = await readLoop(5000);
  const restBefore = await settle(pid);
  const ten = sampleRss(pid);
  let uploading = true;
  const duringPromise = (async () => {
    const times = [];
    let errors = 0;
    while (uploading) {
      const r = await readLoop(250);
      times.push(...r.times);
      errors += r.errors;
    }
    return { times, errors };
  })();
  const t0 = performance.now();
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { base: server.base, slots: slots.slice(1, 11), size: SIZE },
  });
  const tenMs = await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const wall = performance.now() - t0;
  uploading = false;
  const during = await duringPromise;
  const tenPeak = await ten.stop();
  const tenAfter = await settle(pid);
  console.log(
    `ten uploads at once: all done in ${Math.round(wall)} ms (each ${Math.round(Math.min(...tenMs))}-${Math.round(Math.max(...tenMs))} ms);` +
      ` RSS before ${mb(restBefore)} MB, peak ${mb(tenPeak)} MB (+${mb(tenPeak - restBefore)} MB), after ${mb(tenAfter)} MB`,
  );
  console.log(`\nreads: GET /projects/:id/provided-documents, ${READERS} loops\n`);
  console.log('| while | reads | p50 ms | p95 ms | max ms | errors |\n|---|---|---|---|---|---|');
  console.log(line('nothing else (baseline)', baseline));
  console.log(line('ten 70 MiB uploads', during));
  if (baseline.errors + during.errors > 0) failed = true;
} finally {
  await server.stop();
  await s3?.stop();
  await dropDatabase(DB);
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// What checking the session of every authenticated request costs (issue 12, decision 026). Run by hand after
// `npm run build -w @cri/server`: `node bench/session-check.mjs` (BENCH_PG_URL admin URL; BENCH_SECONDS per
// load, default 10; BENCH_CONNECTIONS, default 64; BENCH_ROUNDS, default 2; BENCH_DB, BENCH_PORT and the next port).
//
// Two servers from the same build on one PostgreSQL database, one of them started with
// BENCH_SKIP_SESSION_CHECK=true (tokens believed until they expire, as before the fix), are loaded in turn,
// A B A B, with the same authenticated 20-row list. Each connection is a different advisor with its own
// token, so each session's answer is cached on its own as with real users. Figures go to bench/README.md.
import autocannon from 'autocannon';
import pg from 'pg';
import { client, createBenchAccounts, dropDatabase, freshDatabase, signIn, startServer } from './lib.mjs';

const DB = process.env.BENCH_DB ?? 'cri_bench_session';
/** The two servers' ports: BENCH_PORT and the next one (default 8391, 8392). */
const PORT = Number(process.env.BENCH_PORT ?? 8391);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LIST = '/projects?projectCategory=SUBMITED&page=0&size=20';

const dbUrl = await freshDatabase(DB);
const checked = await startServer({ port: PORT, env: { DATABASE_URL: dbUrl } });
const unchecked = await startServer({ port: PORT + 1, env: { DATABASE_URL: dbUrl, BENCH_SKIP_SESSION_CHECK: 'true' } });
try {
  // 500 submitted files of Casablanca-Settat, so the list has its 20 rows.
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  await db.query(`
    insert into projects (name, user_id, region_id, reference, created_at, updated_at, latest_phase, latest_phase_at,
      latest_investor_phase, deposited_at)
    select 'Bench ' || i, (select id from users where username = 'investisseur@demo.cri.ma'), 2,
      'BENCH-SESSION-' || i, now() - interval '30 days', now(), 'IN_REVIEW', now() - make_interval(hours => i),
      'IN_REVIEW', now() - make_interval(hours => i)
    from generate_series(1, 500) i`);
  await db.end();
  const { advisors } = await createBenchAccounts(dbUrl, { advisors: CONNECTIONS, prefix: 'session' });
  const api = client(checked.base);
  const tokens = [];
  for (const username of advisors) tokens.push((await signIn(api, username, { staff: true })).headers.authorization);
  const rows = (await api.get(LIST, { headers: { authorization: tokens[0] } })).data;
  if (!Array.isArray(rows) || rows.length !== 20) throw new Error(`the list answered ${JSON.stringify(rows).slice(0, 200)}`);

  const load = async (server) => {
    let next = 0;
    const r = await autocannon({
      url: `${server.base}${LIST}`,
      connections: CONNECTIONS,
      duration: DURATION,
      setupClient: (c) => c.setHeaders({ authorization: tokens[next++ % tokens.length] }),
    });
    return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
  };
  const results = { checked: [], unchecked: [] };
  for (let i = 0; i < ROUNDS; i++) {
    results.checked.push(await load(checked));
    results.unchecked.push(await load(unchecked));
  }
  console.log(`\nGET ${LIST}, ${CONNECTIONS} advisors (one token each), ${DURATION} s per load, ${new Date().toISOString()}`);
  console.log('| round | session check | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|');
  for (let i = 0; i < ROUNDS; i++) {
    for (const kind of ['unchecked', 'checked']) {
      const r = results[kind][i];
      console.log(`| ${i + 1} | ${kind === 'checked' ? 'on' : 'off'} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
    }
  }
  const sum = (kind) => results[kind].reduce((s, r) => s + r.rps, 0);
  console.log(`throughput with the check: ${Math.round((sum('checked') / sum('unchecked')) * 1000) / 10} % of without`);
  const failed = [...results.checked, ...results.unchecked].some((r) => r.errors > 0);
  if (failed) process.exitCode = 1;
} finally {
  await checked.stop();
  await unchecked.stop();
  await dropDatabase(DB);
}

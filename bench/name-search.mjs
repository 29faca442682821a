#!/usr/bin/env node
// Benchmark (run by hand, never in `npm test`), decision 125: the search by name's statement in its former form (ILIKE
// on the name, every trigram asked) and in its current one (LIKE on the lower-case name, the words' ends asked), side by
// side on the 1 000 000-file database of bench/national-scale.mjs, the forms interleaved round by round. The former
// index (`projects_region_name_trgm_idx`, migration 0044) is created for the run when missing and dropped after. Run
// with tsx, which loads the server's pattern functions from their TypeScript: `npx tsx bench/name-search.mjs`.
//
//   BENCH_PG_URL  admin URL (default postgresql://postgres@127.0.0.1:5432/postgres)
//   BENCH_DB      the database (default cri_bench_scale)
//   BENCH_ROUNDS  rounds (default 15)
//   BENCH_TEXT    the searched name (default "Clinique Souss")
import pg from 'pg';
import { dbUrlOf } from './lib.mjs';

const DB = process.env.BENCH_DB ?? 'cri_bench_scale';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const TEXT = process.env.BENCH_TEXT ?? 'Clinique Souss';

const { escapeLike, indexedPart, wordEndsPattern } = await import('../apps/server/src/lib/like-pattern.ts');
const whole = `%${escapeLike(TEXT)}%`;
const digits = indexedPart(TEXT);
const asked = digits === null ? wordEndsPattern(TEXT) : `%${digits}%`;
const FORMS = {
  'name ilike (before)': { where: 'name ilike $1', params: [whole] },
  'name_lower like, the ends asked (after)':
    asked === null
      ? { where: 'name_lower like lower($1)', params: [whole] }
      : { where: `name_lower like $1 and (name_lower || '') like lower($2)`, params: [asked, whole] },
};

const db = new pg.Client({ connectionString: dbUrlOf(DB) });
await db.connect();
const created = (await db.query(`select 1 from pg_indexes where indexname = 'projects_region_name_trgm_idx'`)).rowCount === 0;
if (created) {
  console.log('creating the former index projects_region_name_trgm_idx for the run');
  await db.query('create index projects_region_name_trgm_idx on projects using gin (region_id, name gin_trgm_ops)');
  await db.query('analyze projects');
}
try {
  const times = {};
  const matches = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [form, { where, params }] of Object.entries(FORMS)) {
      for (const [scope, region] of [
        ['the country', ''],
        ['Casablanca-Settat', 'region_id = 2 and '],
      ]) {
        const t0 = performance.now();
        const { rows } = await db.query(
          `select id, count(*) over () as n from projects where ${region}${where} order by updated_at desc, id desc limit 10`,
          params,
        );
        const key = `${form} | ${scope}`;
        times[key] = [...(times[key] ?? []), performance.now() - t0];
        matches[key] = rows[0]?.n ?? '0';
      }
    }
  }
  const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  console.log(`\n"${TEXT}", ${ROUNDS} rounds, the index asked for ${asked ?? 'the whole text'}\n`);
  console.log('| form | scope | matches | median | min |\n|---|---|---|---|---|');
  for (const [key, t] of Object.entries(times)) {
    const [form, scope] = key.split(' | ');
    console.log(`| ${form} | ${scope} | ${matches[key]} | ${median(t).toFixed(1)} ms | ${Math.min(...t).toFixed(1)} ms |`);
  }
} finally {
  if (created) await db.query('drop index projects_region_name_trgm_idx');
  await db.end();
}

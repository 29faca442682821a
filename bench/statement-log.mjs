// Loaded by bench/national-scale.mjs into the bench server (`node --import ./bench/statement-log.mjs`), never
// by the application: appends every statement the server sends to PostgreSQL (its text and parameters) to the
// file BENCH_STATEMENT_LOG, one JSON line each, so the bench can EXPLAIN (ANALYZE) exactly what each endpoint ran.
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_STATEMENT_LOG;
if (file) {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function logged(config, values, callback) {
    try {
      const text = typeof config === 'string' ? config : config?.text;
      const params = Array.isArray(values) ? values : config?.values;
      if (text) appendFileSync(file, `${JSON.stringify({ text, values: params ?? [] })}\n`);
    } catch {}
    return original.call(this, config, values, callback);
  };
}

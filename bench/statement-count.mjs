// Loaded by bench/write-cost.mjs into the bench server (`node --import ./bench/statement-count.mjs`), never by the
// application: counts the statements the server sends to PostgreSQL (each one a round trip: node-postgres does not
// pipeline) and keeps the text of the last ones. On SIGUSR2 it writes {count, texts} to BENCH_STATEMENT_COUNT
// (JSON) and forgets the texts, so the bench reads the count before and after a batch of requests and the
// statements of one request. Cheaper than statement-log.mjs (no file write per statement): CPU figures taken
// with it loaded are comparable between builds.
import { writeFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_STATEMENT_COUNT;
if (file) {
  let count = 0;
  let texts = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function counted(config, values, callback) {
    count++;
    if (texts.length < 500) {
      const text = typeof config === 'string' ? config : config?.text;
      if (text) texts.push(text.replace(/\s+/g, ' ').slice(0, 160));
    }
    return original.call(this, config, values, callback);
  };
  process.on('SIGUSR2', () => {
    writeFileSync(file, JSON.stringify({ count, texts }));
    texts = [];
  });
}

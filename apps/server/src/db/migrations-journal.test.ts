import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';

/**
 * Drizzle's migrator applies to an existing database only the migrations whose journal `when` is later than the last
 * one it applied: a migration dated before its predecessor would run on a fresh database (every test) and never on
 * one already migrated (production). Decision 117 found one such date, written by hand.
 */
describe('the migrations journal', () => {
  const { entries } = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; when: number; tag: string }[];
  };

  it('dates each migration after the one before it', () => {
    const late = entries.filter((e, i) => i > 0 && e.when <= (entries[i - 1]?.when ?? 0)).map((e) => e.tag);
    expect(late).toEqual([]);
  });

  it('lists every migration file once, in order', () => {
    const files = readdirSync(migrationsFolder)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(entries.map((e) => `${e.tag}.sql`)).toEqual(files);
    expect(entries.map((e) => e.idx)).toEqual(entries.map((_, i) => i));
  });
});

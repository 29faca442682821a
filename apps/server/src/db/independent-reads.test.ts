import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileDatabase, openFileDatabase } from '../test/test-database.ts';
import { independentReads } from './independent-reads.ts';

describe('independent reads', () => {
  let file: FileDatabase;
  beforeAll(async () => {
    file = await openFileDatabase();
  });
  afterAll(() => file?.drop());

  /** Two reads that note when they start and end; the first takes a few milliseconds. */
  const reads = () => {
    const events: string[] = [];
    const read = (name: string, ms: number) => async () => {
      events.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`${name} ends`);
      return name;
    };
    return { events, first: read('first', 20), second: read('second', 1) };
  };

  it('runs them at once on the pool, their results in order', async () => {
    const { events, first, second } = reads();
    expect(await independentReads(file.database.db, first, second)).toEqual(['first', 'second']);
    expect(events).toEqual(['first starts', 'second starts', 'second ends', 'first ends']);
  });

  it('runs them one after the other inside a transaction (its one connection)', async () => {
    const { events, first, second } = reads();
    const out = await file.database.db.transaction((tx) => independentReads(tx, first, second));
    expect(out).toEqual(['first', 'second']);
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });
});

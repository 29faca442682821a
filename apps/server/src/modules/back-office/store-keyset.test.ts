import type { ResourceDecl, TBackOfficeListQuery } from '@cri/shared/back-office/resource';
import { PGlite } from '@electric-sql/pglite';
import { and, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorOf, keysetCondition, listOrder, type ResourceStore } from './store.ts';

/**
 * Keyset paging over a sort column that may be empty (decision 099): PostgreSQL puts empty values last going up
 * and first going down; walking forward by `after` and back by `before` must meet every row once, in that order.
 */
const things = pgTable('keyset_things', { id: serial('id').primaryKey(), rank: integer('rank'), label: text('label').notNull() });
const client = new PGlite();
const db = drizzle(client);
const decl = { name: 'things', fields: [], sort: ['rank', 'label'] } as unknown as ResourceDecl;
const store = {
  decl,
  idColumn: things.id,
  columns: { rank: things.rank, label: things.label },
  select: (d: typeof db, selection: Record<string, unknown>) =>
    d
      .select(selection as never)
      .from(things)
      .$dynamic(),
} as unknown as ResourceStore;

beforeAll(async () => {
  await client.exec('create table keyset_things (id serial primary key, rank integer, label text not null)');
  // 11 rows: ranks with ties and four empty ones among them.
  const ranks = [3, null, 1, 3, null, 2, 1, null, 5, 3, null];
  for (const [i, rank] of ranks.entries()) await db.insert(things).values({ rank, label: `t${i % 4}` });
});
afterAll(() => client.close());

async function page(query: TBackOfficeListQuery) {
  const keyset = keysetCondition(store, query);
  const rows = (await store
    .select(db as never, { id: things.id, rank: things.rank, label: things.label })
    .where(and(sql`true`, keyset?.condition))
    .orderBy(...listOrder(store, query, keyset?.backward))
    .limit(query.size)) as { id: number; rank: number | null }[];
  return keyset?.backward ? rows.reverse() : rows;
}

describe('keyset paging over a column with empty values', () => {
  for (const sort of ['rank', 'label'])
    for (const direction of ['asc', 'desc'] as const)
      it(`${sort} ${direction}: forward by after, back by before, the same rows as the whole ordered list`, async () => {
        const base = { page: 0, size: 3, sort, direction } as TBackOfficeListQuery;
        const all = await page({ ...base, size: 100 });
        expect(all).toHaveLength(11);
        const forward: { id: number }[][] = [];
        let current = await page(base);
        forward.push(current);
        while (forward.flat().length < all.length) {
          const after = cursorOf(store, base, current.at(-1) as never) as string;
          current = await page({ ...base, after });
          expect(current.length).toBeGreaterThan(0);
          forward.push(current);
        }
        expect(forward.flat().map((r) => r.id)).toEqual(all.map((r) => r.id));
        // Back from the last page: each `before` page is the one walked forward.
        for (let i = forward.length - 1; i > 0; i--) {
          const before = cursorOf(store, base, (forward[i] as { id: number }[])[0] as never) as string;
          expect((await page({ ...base, before })).map((r) => r.id)).toEqual(forward[i - 1]?.map((r) => r.id));
        }
      });
});

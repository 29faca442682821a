import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/** A statement's rows as `a|b|c` lines, to compare kept counters with the tables they count (decisions 116, 124). */
export const sqlLines = async (db: DbOrTx, query: SQL): Promise<string[]> =>
  ((await db.execute(query)).rows as Record<string, unknown>[]).map((r) => Object.values(r).join('|'));

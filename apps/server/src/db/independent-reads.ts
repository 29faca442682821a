import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * Reads that do not depend on each other: at once on the pool (each on a connection of its own), one after the other
 * inside a transaction, whose one connection would otherwise receive a statement while it runs another (node-postgres
 * queues it and deprecates doing so; pg 9 refuses it).
 */
export async function independentReads<T extends unknown[]>(
  db: DbOrTx,
  ...reads: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}

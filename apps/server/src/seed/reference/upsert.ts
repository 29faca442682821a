import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';

/** Rows per INSERT: well under PostgreSQL's 65 535 bind parameters for the widest table. */
const CHUNK_SIZE = 500;

/**
 * Inserts rows in chunks, updating every non-key column the rows name of a row whose key already exists, so
 * loading the same seed again converges to the same rows and a changed seed updates them in place. For the
 * rows the seed alone owns (regions, provinces, communes, choice lists): nobody edits them in the portal.
 */
export async function upsertRows<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: PgInsertValue<T>[],
  target: PgColumn | PgColumn[],
): Promise<void> {
  if (rows.length === 0) return;
  const keys = new Set((Array.isArray(target) ? target : [target]).map((c) => c.name));
  // A column no seed row names keeps its value (set in the back-office: a centre's director).
  const named = new Set(rows.flatMap((r) => Object.keys(r)));
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table) as Record<string, PgColumn>)) {
    // An identity column (generated always) keeps its value: it may not be written.
    if (keys.has(column.name) || column.generatedIdentity || !named.has(property)) continue;
    set[property] = sql.raw(`excluded."${column.name}"`);
  }
  for (let i = 0; i < rows.length; i += CHUNK_SIZE) {
    await tx
      .insert(table)
      .values(rows.slice(i, i + CHUNK_SIZE))
      .onConflictDoUpdate({ target, set });
  }
}

/**
 * Inserts the rows whose key is not there yet and leaves the others as they are: for the rows the back-office
 * owns once they exist (procedures, document types, administrations, region parameters…), so a new release
 * whose seed changed adds its new rows without undoing what the content manager or regional support edited
 * (decision 095).
 */
export async function insertMissingRows<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: PgInsertValue<T>[],
  target: PgColumn | PgColumn[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_SIZE) {
    await tx
      .insert(table)
      .values(rows.slice(i, i + CHUNK_SIZE))
      .onConflictDoNothing({ target });
  }
}

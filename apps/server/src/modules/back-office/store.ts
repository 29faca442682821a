import type { ResourceDecl, TBackOfficeListQuery } from '@cri/shared/back-office/resource';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { regionCondition } from '../../lib/region-scope.ts';

export type Row = Record<string, unknown> & { id: number };
export type Body = Record<string, unknown>;

/**
 * The storage of one declared resource: its columns by field name, its base query, and what creating,
 * changing and deleting a record writes. The generic service (service.ts) does paging, sorting, filters,
 * search, region scope, audit and the delete mode from the declaration.
 */
export interface ResourceStore {
  decl: ResourceDecl;
  /** The record's id column and, for region-scoped resources, its region column. */
  idColumn: PgColumn;
  regionColumn?: PgColumn;
  /** Field name -> column or SQL expression (every field of the declaration). */
  columns: Record<string, PgColumn | SQL>;
  /** Restricts the base query to this resource's rows (national accounts among users). */
  baseCondition?: SQL;
  select(db: DbOrTx, selection: Record<string, PgColumn | SQL>): SelectBuilder;
  insert(ctx: RequestContext, tx: DbOrTx, body: Body): Promise<number>;
  update(ctx: RequestContext, tx: DbOrTx, id: number, body: Body, before: Row): Promise<void>;
  /** Hard delete; throws a foreign-key error when something points at it (archived then). */
  hardDelete?(tx: DbOrTx, id: number): Promise<void>;
  archive?(tx: DbOrTx, id: number): Promise<void>;
  deactivate?(ctx: RequestContext, tx: DbOrTx, id: number): Promise<void>;
  /** Called after a committed change (caches of reference data). */
  afterChange?(): void;
  /** Checks the record once written (its file attached), before the transaction commits: throws to refuse. */
  verify?(tx: DbOrTx, id: number): Promise<void>;
  /**
   * The record's file (decl.upload, decision 087): its storage key, and writing a new one (returns the old); null
   * removes it (a removable upload only).
   */
  file?: {
    keyOf(db: DbOrTx, id: number): Promise<string | null>;
    set(tx: DbOrTx, id: number, key: string | null): Promise<string | null>;
  };
}

// Drizzle's dynamic select builder, as far as the generic code uses it.
export interface SelectBuilder {
  where(where: SQL | undefined): SelectBuilder;
  orderBy(...columns: SQL[]): SelectBuilder;
  limit(n: number): SelectBuilder;
  offset(n: number): SelectBuilder;
  then: Promise<Record<string, unknown>[]>['then'];
}

/** The region condition of a caller on a resource (undefined: every region). */
export function scopeCondition(store: ResourceStore, user: TAccessClaims): SQL | undefined {
  if (!store.decl.regionScoped || !store.regionColumn) return undefined;
  return regionCondition(user, store.regionColumn);
}

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Column values of the declared filters present in the query (`filter.<field>`), typed as the field. */
export function filterConditions(store: ResourceStore, raw: Record<string, unknown>): SQL[] {
  const out: SQL[] = [];
  for (const name of store.decl.filters) {
    const value = raw[`filter.${name}`];
    if (typeof value !== 'string' || value === '') continue;
    const field = store.decl.fields.find((f) => f.name === name);
    const column = store.columns[name];
    if (!field || !column) continue;
    if (field.kind === 'boolean') {
      if (value !== 'true' && value !== 'false') continue;
      out.push(sql`${column} = ${value === 'true'}`);
    } else if (field.kind === 'int' || field.kind === 'region') {
      if (!/^\d{1,9}$/.test(value)) continue;
      out.push(sql`${column} = ${Number(value)}`);
    } else if (field.kind === 'enum') {
      if (!(field.options ?? []).includes(value)) continue;
      out.push(sql`${column} = ${value}`);
    } else {
      out.push(sql`${column} = ${value.slice(0, 200)}`);
    }
  }
  return out;
}

export function searchCondition(store: ResourceStore, search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  const parts = store.decl.search.map((name) => store.columns[name]).filter((c): c is PgColumn | SQL => c !== undefined);
  if (parts.length === 0) return undefined;
  return sql`(${sql.join(
    parts.map((c) => sql`lower(coalesce(${c}, '')) like ${pattern}`),
    sql` or `,
  )})`;
}

export function listWhere(store: ResourceStore, user: TAccessClaims, query: TBackOfficeListQuery, raw: Record<string, unknown>) {
  const ids = query.ids ? query.ids.split(',').map(Number) : undefined;
  return and(
    store.baseCondition,
    scopeCondition(store, user),
    ...filterConditions(store, raw),
    searchCondition(store, query.search),
    ids ? inArray(store.idColumn, ids) : undefined,
  );
}

/** The field a list is sorted on (the asked one when declared sortable, else the declaration's first). */
export const sortFieldOf = (store: ResourceStore, query: TBackOfficeListQuery): string | undefined =>
  query.sort && store.decl.sort.includes(query.sort) ? query.sort : store.decl.sort[0];

export function listOrder(store: ResourceStore, query: TBackOfficeListQuery, reversed = false): SQL[] {
  const name = sortFieldOf(store, query);
  const column = (name && store.columns[name]) || store.idColumn;
  const descending = (query.direction === 'desc') !== reversed;
  const dir = descending ? desc : asc;
  // The id breaks ties, so pages never overlap or skip a record. PostgreSQL puts empty values last going up and
  // first going down, so the reversed order (a page read backwards, `before`) is exactly the list's order reversed.
  return [dir(column as PgColumn), dir(store.idColumn)];
}

type CursorValue = string | number | boolean | null;

/**
 * The keyset cursor of a row (decision 089, 099): its sort value (null when empty) and id, base64url JSON;
 * none when the sort value is not a plain value (a date object, a list).
 */
export function cursorOf(store: ResourceStore, query: TBackOfficeListQuery, row: Record<string, unknown>): string | null {
  const name = sortFieldOf(store, query);
  const value = name ? (row[name] ?? null) : row.id;
  if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) return null;
  return encodeCursor([value, row.id]);
}

/** A keyset cursor's text: the JSON of its sort key and id, base64url (the lists and the audit, decision 099). */
export const encodeCursor = (key: readonly unknown[]): string => Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

/** A cursor read back: `[value, id]` when `valueOk` accepts its value and its id is an integer; 422 on the field otherwise. */
export function decodeCursor<V>(text: string, field: 'after' | 'before', valueOk: (value: unknown) => value is V): [V, number] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const ok = Array.isArray(parsed) && parsed.length === 2 && valueOk(parsed[0]) && Number.isSafeInteger(parsed[1]);
  if (!ok) throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field, messageKey: 'errors.field.invalid' }] });
  return parsed as [V, number];
}

const isCursorValue = (v: unknown): v is CursorValue => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const parseCursor = (text: string, field: 'after' | 'before') => decodeCursor(text, field, isCursorValue);

/**
 * The rows past a cursor walking the list one way (`forward`: the list's order; else its reverse). A row
 * comparison on (sort column, id), so the (last name, id) index starts the scan at the cursor; a column that may
 * be empty also takes its empty values where the order puts them (last going up, first going down).
 */
function pastCursor(store: ResourceStore, query: TBackOfficeListQuery, cursor: [CursorValue, number], forward: boolean): SQL {
  const [value, id] = cursor;
  const name = sortFieldOf(store, query);
  const column = (name && store.columns[name]) || store.idColumn;
  const up = (query.direction !== 'desc') === forward;
  const nullable = !(column as PgColumn).notNull;
  if (value === null) {
    // Empty values sit last going up: past them going up, only empty ones with a greater id; going down, every
    // non-empty value, and the empty ones with a smaller id.
    return up
      ? sql`(${column} is null and ${store.idColumn} > ${id})`
      : sql`((${column} is null and ${store.idColumn} < ${id}) or ${column} is not null)`;
  }
  if (up) {
    return nullable
      ? sql`((${column}, ${store.idColumn}) > (${value}, ${id}) or ${column} is null)`
      : sql`(${column}, ${store.idColumn}) > (${value}, ${id})`;
  }
  return sql`(${column}, ${store.idColumn}) < (${value}, ${id})`;
}

/**
 * The keyset condition of a list query: after the `after` cursor's record (the list read forward), or before the
 * `before` cursor's record (read backwards, then turned round). 422 on a cursor not ours, or on both at once.
 */
export function keysetCondition(
  store: ResourceStore,
  query: TBackOfficeListQuery,
): { condition: SQL; backward: boolean } | undefined {
  if (query.after && query.before)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field: 'before', messageKey: 'errors.field.invalid' }] });
  if (query.after) return { condition: pastCursor(store, query, parseCursor(query.after, 'after'), true), backward: false };
  if (query.before) return { condition: pastCursor(store, query, parseCursor(query.before, 'before'), false), backward: true };
  return undefined;
}

/** The rows before a record in the list's order (their count is the position of a page's first row). */
export function beforeRow(store: ResourceStore, query: TBackOfficeListQuery, row: Record<string, unknown>): SQL | undefined {
  const cursor = cursorOf(store, query, row);
  return cursor ? pastCursor(store, query, parseCursor(cursor, 'after'), false) : undefined;
}

/**
 * The id of a new coded record whose ids the database does not generate (the seed fixes them: procedures,
 * document types): under a table lock, a taken code answers 409 on the code field, else the next id.
 */
export async function nextCodedId(tx: DbOrTx, table: PgTable, id: PgColumn, code: PgColumn, value: string): Promise<number> {
  await tx.execute(sql`lock table ${table} in share row exclusive mode`);
  const [taken] = await tx.select({ id }).from(table).where(eq(code, value));
  if (taken) throw new AppError('CONFLICT', { fieldErrors: [{ field: 'code', messageKey: 'backOffice.errors.codeExists' }] });
  const [next] = await tx.select({ id: sql<number>`coalesce(max(${id}), 0) + 1` }).from(table);
  return Number(next?.id ?? 1);
}

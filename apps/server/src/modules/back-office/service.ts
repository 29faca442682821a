import type { TAuditPage } from '@cri/shared/back-office/audit';
import type { TBackOfficeListQuery, TBackOfficePage, TDeleteOutcome } from '@cri/shared/back-office/resource';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { regions } from '../../db/schema/reference-data.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isRegional } from '../../lib/region-scope.ts';
import { listAudit, recordAudit } from './audit.ts';
import {
  type Body,
  beforeRow,
  cursorOf,
  keysetCondition,
  listOrder,
  listWhere,
  type ResourceStore,
  type Row,
  scopeCondition,
} from './store.ts';

/** Postgres (and PGlite) answer count(*) as a string or a bigint; records need plain JSON values. */
const plain = (r: Record<string, unknown>): Row => {
  const { total: _total, ...rest } = r;
  return rest as Row;
};

export async function listRecords(
  ctx: RequestContext,
  store: ResourceStore,
  query: TBackOfficeListQuery,
  raw: Record<string, unknown>,
): Promise<TBackOfficePage> {
  const where = listWhere(store, ctx.user, query, raw);
  // The page and the total apart (not `count(*) over()`, which reads every matching row before the first page):
  // the page then comes from the sort's index, 10 000 accounts or not (bench/accounts-10k.mjs, decision 089).
  // Keyset paging when a cursor is given (decisions 089, 099): the page starts at the cursor in the sort's index,
  // forward after `after`, backwards before `before`; one row more than the page says whether another follows.
  const keyset = keysetCondition(store, query);
  const count = (condition?: SQL) =>
    store
      .select(ctx.db, { n: sql<number>`count(*)` })
      .where(and(where, condition))
      .then(([c]) => Number(c?.n ?? 0));
  const [fetched, total] = await Promise.all([
    store
      .select(ctx.db, { id: store.idColumn, ...store.columns })
      .where(and(where, keyset?.condition))
      .orderBy(...listOrder(store, query, keyset?.backward))
      .limit(query.size + 1)
      .offset(keyset ? 0 : query.page * query.size),
    count(),
  ]);
  const more = fetched.length > query.size;
  const rows = fetched.slice(0, query.size);
  if (keyset?.backward) rows.reverse();
  const first = rows[0];
  const last = rows.at(-1);
  // Where the page starts in the list: by page number, known; by cursor, the rows before its first row, counted
  // from the sort's index (decision 099) so the list can say "41-60 of 10 000".
  let start = keyset ? (keyset.backward ? 0 : total) : query.page * query.size;
  if (keyset && first) {
    const before = beforeRow(store, query, first);
    start = before ? await count(before) : 0;
  }
  const hasNext = keyset?.backward ? start + rows.length < total : more;
  const hasPrevious = keyset?.backward ? more : start > 0;
  return {
    total,
    start,
    items: rows.map(plain),
    nextCursor: hasNext && last ? cursorOf(store, query, last) : null,
    prevCursor: hasPrevious && first ? cursorOf(store, query, first) : null,
  };
}

/** One record as the caller may see it: another region's answers 404, like an unknown id. */
export async function findRecord(ctx: RequestContext, db: DbOrTx, store: ResourceStore, id: number): Promise<Row | undefined> {
  const [row] = await store
    .select(db, { id: store.idColumn, ...store.columns })
    .where(and(store.baseCondition, scopeCondition(store, ctx.user), eq(store.idColumn, id)))
    .limit(1);
  return row ? plain(row) : undefined;
}

export async function readRecord(ctx: RequestContext, store: ResourceStore, id: number): Promise<Row> {
  const row = await findRecord(ctx, ctx.db, store, id);
  if (!row) throw notFound();
  return row;
}

/** A regional caller writes only records of its own region (spec 1 §6). */
function checkRegion(ctx: RequestContext, store: ResourceStore, body: Body) {
  // A body without a region (a region's settings, whose region is set once) changes a record the scope found.
  if (!store.decl.regionScoped || !isRegional(ctx.user) || body.regionId === undefined) return;
  if (body.regionId !== ctx.user.regionId) {
    throw new AppError('FORBIDDEN', { fieldErrors: [{ field: 'regionId', messageKey: 'backOffice.errors.otherRegion' }] });
  }
}

const regionOf = (row: Row | undefined): number | null => (typeof row?.regionId === 'number' ? row.regionId : null);

export interface Caller {
  ip: string;
  /**
   * Runs in the record's transaction once it is written, before its new state is read for the audit: the
   * file sent with it is attached there (decision 087), so a failure writes neither the record nor the file.
   */
  attach?: (tx: DbOrTx, id: number) => Promise<void>;
}

export async function createRecord(ctx: RequestContext, store: ResourceStore, body: Body, caller: Caller): Promise<Row> {
  const row = await create(ctx, store, body, caller);
  store.afterChange?.();
  return row;
}

/** A region a body names must exist (else 422 on the field, not a database error). */
async function checkRegionExists(db: DbOrTx, store: ResourceStore, body: Body) {
  if (typeof body.regionId !== 'number' || !store.decl.fields.some((f) => f.name === 'regionId' && f.kind === 'region')) return;
  const [known] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, body.regionId));
  if (!known)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field: 'regionId', messageKey: 'errors.field.invalid' }] });
}

async function create(ctx: RequestContext, store: ResourceStore, body: Body, { ip, attach }: Caller): Promise<Row> {
  checkRegion(ctx, store, body);
  await checkRegionExists(ctx.db, store, body);
  return ctx.db.transaction(async (tx) => {
    const id = await store.insert(ctx, tx, body);
    await attach?.(tx, id);
    await store.verify?.(tx, id);
    const after = await findRecord(ctx, tx, store, id);
    if (!after) throw notFound();
    await recordAudit(tx, {
      at: ctx.now(),
      actor: ctx.user,
      ip,
      resource: store.decl.name,
      recordId: id,
      action: 'create',
      before: null,
      after,
      regionId: regionOf(after),
    });
    return after;
  });
}

export async function updateRecord(ctx: RequestContext, store: ResourceStore, id: number, body: Body, caller: Caller) {
  const row = await update(ctx, store, id, body, caller);
  store.afterChange?.();
  return row;
}

async function update(ctx: RequestContext, store: ResourceStore, id: number, body: Body, { ip, attach }: Caller): Promise<Row> {
  checkRegion(ctx, store, body);
  await checkRegionExists(ctx.db, store, body);
  return ctx.db.transaction(async (tx) => {
    const before = await findRecord(ctx, tx, store, id);
    if (!before) throw notFound();
    await store.update(ctx, tx, id, body, before);
    await attach?.(tx, id);
    await store.verify?.(tx, id);
    const after = await findRecord(ctx, tx, store, id);
    if (!after) throw notFound();
    await recordAudit(tx, {
      at: ctx.now(),
      actor: ctx.user,
      ip,
      resource: store.decl.name,
      recordId: id,
      action: 'update',
      before,
      after,
      regionId: regionOf(after),
    });
    return after;
  });
}

const FOREIGN_KEY_VIOLATION = '23503';
const isForeignKeyViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
};

/**
 * DELETE: accounts are deactivated (never deleted: files, opinions and signatures point at them); other records
 * are deleted when nothing points at them, archived otherwise (decision 061).
 */
export async function deleteRecord(
  ctx: RequestContext,
  store: ResourceStore,
  id: number,
  caller: Caller,
  removeStoredFile: (key: string) => Promise<void>,
): Promise<TDeleteOutcome> {
  const { outcome, fileKey } = await remove(ctx, store, id, caller);
  store.afterChange?.();
  // A deleted record's file goes once the deletion is committed (an archived or deactivated one keeps it).
  if (fileKey) await removeStoredFile(fileKey);
  return { outcome };
}

async function remove(
  ctx: RequestContext,
  store: ResourceStore,
  id: number,
  { ip }: Caller,
): Promise<TDeleteOutcome & { fileKey: string | null }> {
  return ctx.db.transaction(async (tx) => {
    const before = await findRecord(ctx, tx, store, id);
    if (!before) throw notFound();
    const storedKey = store.file ? await store.file.keyOf(tx, id) : null;
    let outcome: TDeleteOutcome['outcome'];
    if (store.decl.deleteMode === 'deactivate' && store.deactivate) {
      await store.deactivate(ctx, tx, id);
      outcome = 'deactivated';
    } else if (store.hardDelete) {
      const { hardDelete, archive } = store;
      try {
        await tx.transaction(async (inner) => hardDelete(inner, id));
        outcome = 'deleted';
      } catch (err) {
        if (!isForeignKeyViolation(err)) throw err;
        // Used by other records and nothing to archive it with: kept, with the reason.
        if (!archive) throw new AppError('CONFLICT', { messageKey: 'backOffice.errors.inUse' });
        await archive(tx, id);
        outcome = 'archived';
      }
    } else {
      throw new AppError('CONFLICT');
    }
    const after = outcome === 'deleted' ? null : await findRecord(ctx, tx, store, id);
    await recordAudit(tx, {
      at: ctx.now(),
      actor: ctx.user,
      ip,
      resource: store.decl.name,
      recordId: id,
      action: outcome === 'deleted' ? 'delete' : outcome === 'archived' ? 'archive' : 'deactivate',
      before,
      after,
      regionId: regionOf(before),
    });
    return { outcome, fileKey: outcome === 'deleted' ? storedKey : null };
  });
}

/** The history of one record (its audit lines), readable by whoever may read the record. */
export async function recordHistory(ctx: RequestContext, store: ResourceStore, id: number): Promise<TAuditPage> {
  let deleted = false;
  await readRecord(ctx, store, id).catch(async (err) => {
    // A deleted record keeps its history (its last line says who deleted it).
    if (!(err instanceof AppError) || err.code !== 'NOT_FOUND') throw err;
    deleted = true;
  });
  const history = await listAudit(ctx.db, ctx.user, {
    page: 0,
    size: 200,
    resources: [store.decl.name],
    resource: store.decl.name,
    recordId: id,
  });
  // A regional caller reads the audit of its own region only: a record deleted in another region (or never made)
  // has no line it may read, and answers 404 like an unknown one.
  if (deleted && isRegional(ctx.user) && store.decl.regionScoped && history.items.length === 0) throw notFound();
  return history;
}

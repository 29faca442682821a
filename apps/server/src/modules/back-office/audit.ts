import type { TAuditPage, TAuditQuery } from '@cri/shared/back-office/audit';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { backOfficeAudit } from '../../db/schema/back-office.ts';
import { AppError } from '../../lib/app-error.ts';
import { regionCondition } from '../../lib/region-scope.ts';
import { decodeCursor, encodeCursor } from './store.ts';

export interface AuditWrite {
  at: Date;
  actor: TAccessClaims;
  ip: string;
  resource: string;
  recordId: number;
  action: string;
  before: unknown;
  after: unknown;
  regionId: number | null;
}

export { PROJECTS_AUDIT_RESOURCE } from '@cri/shared/back-office/audit';

/** In the transaction of the change itself: no change without its line, no line without its change. */
export async function recordAudit(tx: DbOrTx, w: AuditWrite): Promise<void> {
  await tx.insert(backOfficeAudit).values({
    at: w.at,
    actorId: Number(w.actor.sub),
    actorUsername: w.actor.username,
    resource: w.resource,
    recordId: w.recordId,
    action: w.action,
    before: w.before ?? null,
    after: w.after ?? null,
    ip: w.ip,
    regionId: w.regionId,
  });
}

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page's line as a keyset cursor: its time in microseconds since 1970 (exact, as stored) and its id. */
const cursorOf = (micros: string, id: number): string => encodeCursor([micros, id]);
const isMicros = (v: unknown): v is string => typeof v === 'string' && /^-?\d{1,17}$/.test(v);
const parseCursor = (text: string, field: 'after' | 'before') => decodeCursor(text, field, isMicros);

const atMicros = sql<string>`floor(extract(epoch from ${backOfficeAudit.at}) * 1000000)::bigint::text`;

/**
 * The lines after a cursor in the list's order (newest first), or before it (`newer`). Written as a range on `at`
 * plus the tie on the id, so the `at` index starts the scan at the cursor however deep the page.
 */
function pastCursor([micros, id]: [string, number], newer: boolean): SQL {
  const at = sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
  return newer
    ? sql`(${backOfficeAudit.at} >= ${at} and (${backOfficeAudit.at} > ${at} or ${backOfficeAudit.id} > ${id}))`
    : sql`(${backOfficeAudit.at} <= ${at} and (${backOfficeAudit.at} < ${at} or ${backOfficeAudit.id} < ${id}))`;
}

/**
 * The audit as the caller may read it (a regional support: its region's records), newest first, filtered by
 * resource, record, actor, date range or a text found in the actor or the values. Paged by keyset (`after`,
 * `before`, as the resources' lists, decision 099) or, without a cursor, by page number; the total apart.
 */
export async function listAudit(
  db: Db,
  user: TAccessClaims,
  q: TAuditQuery & { resources: readonly string[] },
): Promise<TAuditPage> {
  if (q.after && q.before)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field: 'before', messageKey: 'errors.field.invalid' }] });
  const conds: (SQL | undefined)[] = [
    regionCondition(user, backOfficeAudit.regionId),
    inArray(backOfficeAudit.resource, [...q.resources]),
    q.resource ? eq(backOfficeAudit.resource, q.resource) : undefined,
    q.recordId ? eq(backOfficeAudit.recordId, q.recordId) : undefined,
    q.from ? gte(backOfficeAudit.at, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(backOfficeAudit.at, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)) : undefined,
  ];
  if (q.search?.trim()) {
    const p = `%${escapeLike(q.search.trim().toLowerCase())}%`;
    conds.push(
      sql`(lower(${backOfficeAudit.actorUsername}) like ${p} or lower(coalesce(${backOfficeAudit.after}::text, '')) like ${p} or lower(coalesce(${backOfficeAudit.before}::text, '')) like ${p})`,
    );
  }
  const where = and(...conds);
  const backward = q.before !== undefined;
  const cursor = q.after ? parseCursor(q.after, 'after') : q.before ? parseCursor(q.before, 'before') : undefined;
  const order = backward
    ? [asc(backOfficeAudit.at), asc(backOfficeAudit.id)]
    : [desc(backOfficeAudit.at), desc(backOfficeAudit.id)];
  const count = (condition?: SQL) =>
    db
      .select({ n: sql<number>`count(*)` })
      .from(backOfficeAudit)
      .where(and(where, condition))
      .then(([c]) => Number(c?.n ?? 0));
  const [fetched, total] = await Promise.all([
    db
      .select({
        id: backOfficeAudit.id,
        at: backOfficeAudit.at,
        micros: atMicros,
        actorUsername: backOfficeAudit.actorUsername,
        resource: backOfficeAudit.resource,
        recordId: backOfficeAudit.recordId,
        action: backOfficeAudit.action,
        before: backOfficeAudit.before,
        after: backOfficeAudit.after,
        ip: backOfficeAudit.ip,
      })
      .from(backOfficeAudit)
      .where(and(where, cursor ? pastCursor(cursor, backward) : undefined))
      .orderBy(...order)
      .limit(q.size + 1)
      .offset(cursor ? 0 : q.page * q.size),
    count(),
  ]);
  const more = fetched.length > q.size;
  const rows = fetched.slice(0, q.size);
  if (backward) rows.reverse();
  const first = rows[0];
  const last = rows.at(-1);
  // Where the page starts: by page number, known; by cursor, the newer lines counted from the index.
  let start = cursor ? (backward ? 0 : total) : q.page * q.size;
  if (cursor && first) start = await count(pastCursor([first.micros, first.id], true));
  const hasNext = backward ? start + rows.length < total : more;
  const hasPrevious = backward ? more : start > 0;
  return {
    total,
    start,
    items: rows.map(({ micros: _m, at, ...r }) => ({ ...r, at: at.toISOString() })),
    nextCursor: hasNext && last ? cursorOf(last.micros, last.id) : null,
    prevCursor: hasPrevious && first ? cursorOf(first.micros, first.id) : null,
  };
}

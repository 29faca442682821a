import type { TAuditEntry, TAuditQuery } from '@cri/shared/back-office/audit';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { backOfficeAudit } from '../../db/schema/back-office.ts';
import { regionCondition } from '../../lib/region-scope.ts';

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

/**
 * The audit as the caller may read it (a regional support: its region's records), newest first, filtered by
 * resource, record, actor, date range or a text found in the actor or the values.
 */
export async function listAudit(
  db: Db,
  user: TAccessClaims,
  q: TAuditQuery & { resources: readonly string[] },
): Promise<{ items: TAuditEntry[]; total: number }> {
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
  const rows = await db
    .select({
      id: backOfficeAudit.id,
      at: backOfficeAudit.at,
      actorUsername: backOfficeAudit.actorUsername,
      resource: backOfficeAudit.resource,
      recordId: backOfficeAudit.recordId,
      action: backOfficeAudit.action,
      before: backOfficeAudit.before,
      after: backOfficeAudit.after,
      ip: backOfficeAudit.ip,
      total: sql<number>`count(*) over()`,
    })
    .from(backOfficeAudit)
    .where(and(...conds))
    .orderBy(desc(backOfficeAudit.at), desc(backOfficeAudit.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map(({ total: _t, at, ...r }) => ({ ...r, at: at.toISOString() })),
  };
}

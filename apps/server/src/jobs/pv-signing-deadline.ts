import { signatureProgress } from '@cri/shared/rules/signatures';
import { PV_SIGNING_WINDOW_HOURS } from '@cri/shared/schemas/signatures';
import { eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../core/service-context.ts';
import { commissionMembers } from '../db/schema/commission.ts';
import { projects } from '../db/schema/projects.ts';
import { commissionPvs } from '../db/schema/signatures.ts';
import { tellInvestorPv } from '../modules/signatures/investor-notices.ts';
import { lateUnsignedPvs } from '../modules/signatures/repository.ts';

/** Key of this job's PostgreSQL advisory lock (unique among the jobs). */
export const PV_DEADLINE_JOB_LOCK_KEY = 5_060_002;

/**
 * Spec 2 "Minutes (PV)", §9: the investor is told after 48 hours if the PV is not loaded. 48 hours after
 * the advisor finalised the signatures, each PV still incomplete gets its investor told, once: one
 * transaction under a transaction-level advisory lock (another instance running now does nothing), each
 * PV re-read under its row lock and marked in the same transaction as the mail.
 */
export async function notifyLatePvSignatures({
  db,
  now: clock,
  link,
}: ServiceContext): Promise<{ locked: boolean; notified: number[] }> {
  // One instant for the run: the cutoff and the marks it writes agree.
  const now = clock();
  const cutoff = new Date(now.getTime() - PV_SIGNING_WINDOW_HOURS * 3_600_000);
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${PV_DEADLINE_JOB_LOCK_KEY}) as ok`);
    if (!rowsOf<{ ok: boolean }>(lock)[0]?.ok) return { locked: false, notified: [] };
    const notified: number[] = [];
    for (const candidate of await lateUnsignedPvs(tx, cutoff)) {
      const [pv] = await tx.select().from(commissionPvs).where(eq(commissionPvs.id, candidate.pvId)).for('update');
      if (!pv || pv.loadedAt || pv.investorLateNotifiedAt) continue;
      const [project] = await tx
        .select({ id: projects.id, name: projects.name, reference: projects.reference, userId: projects.userId })
        .from(projects)
        .where(eq(projects.id, pv.projectId));
      if (!project) continue;
      const seats = await tx.select().from(commissionMembers).where(eq(commissionMembers.commissionId, pv.commissionId));
      const progress = signatureProgress(seats);
      await tx.update(commissionPvs).set({ investorLateNotifiedAt: now }).where(eq(commissionPvs.id, pv.id));
      await tellInvestorPv(tx, { project, kind: 'pvSigningExpired', link, progress });
      notified.push(pv.projectId);
    }
    return { locked: true, notified };
  });
}

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

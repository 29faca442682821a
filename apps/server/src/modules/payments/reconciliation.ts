import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import { paymentDetails, paymentTransactions } from '../../db/schema/payments.ts';
import type { ProviderStatus } from '../../partners/payment/plugin.ts';
import { settleTransaction } from './service.ts';

/** Key of the reconciliation job's PostgreSQL advisory lock (unique among the jobs). */
export const PAYMENT_RECONCILIATION_LOCK_KEY = 5_060_016;
/** A transaction younger than this is left to its callback; one asked less than this ago is not asked again. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** At most this many transactions are asked per run. */
const BATCH = 50;

/**
 * Transactions left ongoing (decision 058): the callback was lost, the browser never came back, or a
 * multi-channel key is not paid yet. Each ongoing transaction older than two minutes is asked of the provider
 * (at most once per two minutes): a success or a failure is applied as its callback would have been (same
 * code, under the file's row lock, never twice); still pending, it is asked again later; a provider that does
 * not answer leaves it ongoing. One instance at a time (advisory lock).
 */
export async function reconcileOngoingPayments(
  ctx: ServiceContext & { status: (reference: string) => Promise<ProviderStatus> },
): Promise<{ locked: boolean; asked: number; settled: number; unanswered: number }> {
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - RECONCILE_AFTER_MS);
  const lock = await ctx.db.execute(sql`select pg_try_advisory_lock(${PAYMENT_RECONCILIATION_LOCK_KEY}) as ok`);
  const rows = Array.isArray(lock) ? lock : ((lock as { rows?: unknown[] }).rows ?? []);
  if (!(rows[0] as { ok?: boolean } | undefined)?.ok) return { locked: false, asked: 0, settled: 0, unanswered: 0 };
  try {
    const candidates = await ctx.db
      .select({ id: paymentTransactions.id, reference: paymentTransactions.reference, projectId: paymentDetails.projectId })
      .from(paymentTransactions)
      .innerJoin(paymentDetails, eq(paymentDetails.id, paymentTransactions.paymentDetailId))
      .where(
        and(
          eq(paymentTransactions.state, 'ONGOING'),
          lt(paymentTransactions.createdAt, cutoff),
          or(isNull(paymentTransactions.checkedAt), lt(paymentTransactions.checkedAt, cutoff)),
        ),
      )
      .orderBy(asc(paymentTransactions.checkedAt), asc(paymentTransactions.id))
      .limit(BATCH);
    let settled = 0;
    let unanswered = 0;
    for (const c of candidates) {
      let status: ProviderStatus;
      try {
        status = await ctx.status(c.reference);
      } catch {
        unanswered += 1;
        await ctx.db.update(paymentTransactions).set({ checkedAt: now }).where(eq(paymentTransactions.id, c.id));
        continue;
      }
      await ctx.db.transaction(async (tx) => {
        await lockProjectRow(tx, c.projectId);
        await tx.update(paymentTransactions).set({ checkedAt: now }).where(eq(paymentTransactions.id, c.id));
        if (status.state !== 'SUCCEEDED' && status.state !== 'FAILED') return;
        const { changed } = await settleTransaction(tx, ctx, c.reference, status);
        if (changed) settled += 1;
      });
    }
    return { locked: true, asked: candidates.length, settled, unanswered };
  } finally {
    await ctx.db.execute(sql`select pg_advisory_unlock(${PAYMENT_RECONCILIATION_LOCK_KEY})`);
  }
}

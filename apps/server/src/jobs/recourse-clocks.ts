import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../core/service-context.ts';
import { type ClockRun, runRecourseClocks } from '../modules/recourses/clock-service.ts';

/** Key of this job's PostgreSQL advisory lock (unique among the jobs). */
export const RECOURSE_CLOCKS_JOB_LOCK_KEY = 5_060_015;

/**
 * The appeals' legal clocks (issue 15, decision 044): reminders before a decision deadline, the overdue
 * marker after it, and the investor told the ministerial recourse is open when the governor stays silent.
 * One transaction under a transaction-level advisory lock: another instance running now does nothing.
 */
export async function checkRecourseClocks(ctx: ServiceContext): Promise<{ locked: boolean } & ClockRun> {
  return ctx.db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${RECOURSE_CLOCKS_JOB_LOCK_KEY}) as ok`);
    if (!rowsOf<{ ok: boolean }>(lock)[0]?.ok) return { locked: false, reminded: [], overdue: [], ministerialOpened: [] };
    return { locked: true, ...(await runRecourseClocks(tx, ctx)) };
  });
}

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

import { answerStatus } from '@cri/shared/rules/appointment-answer';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../core/service-context.ts';
import { answerReminderCandidates, remindAdvisorOfAnswer } from '../modules/appointments/reminders.ts';

/** Key of this job's PostgreSQL advisory lock (unique among the jobs). */
export const APPOINTMENT_REMINDER_JOB_LOCK_KEY = 5_060_003;

/**
 * Spec 2 §4, §9: the advisor answers an appointment within 48 hours of assignment (working hours,
 * decision 031). Each unanswered request whose deadline is less than 6 working hours away gets its advisor
 * reminded once, in the portal and by e-mail: one transaction under a transaction-level advisory lock
 * (another instance running now does nothing), each appointment marked in the same transaction as the
 * mail, by an update that only passes while it is still unanswered and not reminded. A deadline already
 * passed is not reminded any more: the lists show the request as overdue.
 */
export async function remindAppointmentAnswers(ctx: ServiceContext): Promise<{ locked: boolean; reminded: number[] }> {
  // One instant for the run: the window and the marks it writes agree.
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${APPOINTMENT_REMINDER_JOB_LOCK_KEY}) as ok`);
    if (!rowsOf<{ ok: boolean }>(lock)[0]?.ok) return { locked: false, reminded: [] };
    const reminded: number[] = [];
    for (const record of await answerReminderCandidates(tx, now)) {
      const { dueSoon } = answerStatus({ assignedAt: record.row.assignedAt, answeredAt: record.row.answeredAt }, now);
      if (!dueSoon) continue;
      if (await remindAdvisorOfAnswer({ ...ctx, db: tx }, record, now)) reminded.push(record.row.id);
    }
    return { locked: true, reminded };
  });
}

/** node-postgres answers `{ rows }`, PGlite an object with `rows` too; both normalised here. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

import { MONITORING_PATHS } from '@cri/shared/paths';
import { addCalendarDays } from '@cri/shared/rules/monitoring';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { and, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../core/service-context.ts';
import { outboxMails } from '../../db/schema/mail.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import * as repo from './repository.ts';

/** Key of this job's PostgreSQL advisory lock (unique among the jobs). */
export const MONITORING_JOB_LOCK_KEY = 5_060_018;

/**
 * Issue 18: marks the milestones whose expected date passed undone (overdue_at), and on Mondays (Morocco
 * day) mails each monitoring manager the digest of its region's milestones due within the week or overdue,
 * once a week (a digest of this Monday already in the outbox is not sent again). One transaction under an
 * advisory lock: another instance running now does nothing.
 */
export async function runMonitoringJob(ctx: ServiceContext): Promise<{ locked: boolean; overdue: number; digests: number }> {
  const now = ctx.now();
  const today = platformToday(now);
  return ctx.db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${MONITORING_JOB_LOCK_KEY}) as ok`);
    const rows = Array.isArray(lock) ? lock : ((lock as { rows?: unknown[] }).rows ?? []);
    if (!(rows[0] as { ok?: boolean } | undefined)?.ok) return { locked: false, overdue: 0, digests: 0 };
    const overdue = await repo.markOverdue(tx, today, now);
    let digests = 0;
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    if (weekday === 1) {
      for (const manager of await repo.managersByRegion(tx)) {
        if (manager.regionId === null) continue;
        const [sent] = await tx
          .select({ id: outboxMails.id })
          .from(outboxMails)
          .where(
            and(
              eq(outboxMails.to, manager.email),
              eq(outboxMails.template, 'monitoringDigest'),
              sql`${outboxMails.params}->>'week' = ${today}`,
            ),
          );
        if (sent) continue;
        const due = await repo.dueInRegion(tx, manager.regionId, addCalendarDays(today, 7));
        if (due.length === 0) continue;
        await enqueueMail(tx, {
          to: manager.email,
          template: 'monitoringDigest',
          params: {
            firstName: manager.firstName,
            // The Monday of the digest: one per manager and week, whatever the clock of the outbox row.
            week: today,
            count: String(due.length),
            list: due
              .slice(0, 30)
              .map((d) => `- ${d.name} (${d.reference ?? '—'}) : ${d.milestone}, ${d.date.split('-').reverse().join('/')}`)
              .join('\n'),
            link: ctx.link(MONITORING_PATHS.dashboard),
          },
        });
        digests += 1;
      }
    }
    return { locked: true, overdue, digests };
  });
}

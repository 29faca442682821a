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
 * and the region's operation-monitoring mail addresses a copy (decision 097), once a week each (a digest of this
 * Monday and region already in the outbox for that address is not sent again). One transaction under an
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
      const addressees = [...(await repo.managersByRegion(tx)), ...(await repo.digestCopiesByRegion(tx))];
      const dueByRegion = new Map<number, Awaited<ReturnType<typeof repo.dueInRegion>>>();
      for (const manager of addressees) {
        if (manager.regionId === null) continue;
        const [sent] = await tx
          .select({ id: outboxMails.id })
          .from(outboxMails)
          .where(
            and(
              eq(outboxMails.to, manager.email),
              eq(outboxMails.template, 'monitoringDigest'),
              sql`${outboxMails.params}->>'week' = ${today}`,
              // An address in two regions' lists gets each region's digest (older rows name no region).
              sql`coalesce(${outboxMails.params}->>'regionId', ${String(manager.regionId)}) = ${String(manager.regionId)}`,
            ),
          );
        if (sent) continue;
        let due = dueByRegion.get(manager.regionId);
        if (!due) {
          due = await repo.dueInRegion(tx, manager.regionId, addCalendarDays(today, 7));
          dueByRegion.set(manager.regionId, due);
        }
        if (due.length === 0) continue;
        await enqueueMail(tx, {
          to: manager.email,
          template: 'monitoringDigest',
          params: {
            firstName: manager.firstName,
            // The Monday of the digest: one per manager and week, whatever the clock of the outbox row.
            week: today,
            regionId: String(manager.regionId),
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

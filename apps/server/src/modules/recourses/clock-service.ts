import { platformToday } from '@cri/shared/rules/morocco-clock';
import { clockState, legalDeadline, RECOURSE_REMINDER_DAYS } from '@cri/shared/rules/recourse-clocks';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { recourses } from '../../db/schema/recourses.ts';
import { tellInvestor, tellStaffClock } from './notices.ts';
import * as repo from './repository.ts';

export interface ClockRun {
  reminded: number[];
  overdue: number[];
  ministerialOpened: number[];
}

/**
 * The appeal clocks' scheduled pass (decision 044), in the caller's transaction: staff reminded once when a
 * decision falls due within RECOURSE_REMINDER_DAYS, told once when it is overdue; when the governor's 15 days
 * pass without a decision, the investor is told once that the ministerial recourse is open. Each mark is
 * written with its notice, so a second pass (or another instance) sends nothing again.
 */
export async function runRecourseClocks(tx: DbOrTx, ctx: ServiceContext): Promise<ClockRun> {
  const now = ctx.now();
  const today = platformToday(now);
  const run: ClockRun = { reminded: [], overdue: [], ministerialOpened: [] };
  // Calendar days ahead covering the reminder window whatever the weekends.
  const horizon = legalDeadline(today, RECOURSE_REMINDER_DAYS, new Set());
  for (const row of await repo.undecidedDueBy(tx, horizon)) {
    const r = row.recourse;
    const [fresh] = await tx.select().from(recourses).where(eq(recourses.id, r.id)).for('update');
    if (!fresh || fresh.decidedAt) continue;
    const project = {
      id: r.projectId,
      name: row.projectName,
      reference: row.projectReference,
      regionId: row.regionId,
      userId: row.userId,
      advisorId: row.advisorId,
      latestPhase: null,
    };
    const state = clockState(fresh.decisionDeadline, today);
    if (state === 'dueSoon' && !fresh.reminderSentAt) {
      await tellStaffClock(tx, ctx, project, { type: fresh.type, deadline: fresh.decisionDeadline, event: 'reminder' });
      await repo.updateRecourse(tx, r.id, { reminderSentAt: now });
      run.reminded.push(r.id);
    }
    if (state !== 'overdue') continue;
    if (!fresh.overdueNotedAt) {
      await tellStaffClock(tx, ctx, project, { type: fresh.type, deadline: fresh.decisionDeadline, event: 'overdue' });
      await repo.updateRecourse(tx, r.id, { overdueNotedAt: now });
      run.overdue.push(r.id);
    }
    if (fresh.type === 'GRACIOUS' && !fresh.silenceNoticeSentAt) {
      await tellInvestor(tx, ctx, {
        projectId: r.projectId,
        projectName: row.projectName,
        reference: row.projectReference,
        userId: row.userId,
        event: 'ministerialOpen',
        type: 'MINISTERIAL',
      });
      await repo.updateRecourse(tx, r.id, { silenceNoticeSentAt: now });
      run.ministerialOpened.push(r.id);
    }
  }
  return run;
}

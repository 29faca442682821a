import { answerDeadline } from '@cri/shared/rules/appointment-answer';
import { formatSlot } from '@cri/shared/rules/appointment-slots';
import { platformWallClock } from '@cri/shared/rules/morocco-clock';
import { meetingPath } from '@cri/shared/schemas/appointments';
import type { DbOrTx } from '../../db/client.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { notify } from '../notifications/notify.ts';
import { type AppointmentRecord, markReminded, unremindedAnswers } from './repository.ts';

/** The reminder job's candidates (held, unanswered, not reminded, in the window or past it). */
export const answerReminderCandidates = unremindedAnswers;

/** 'DD/MM/YYYY HH:MM' on Morocco's clock. */
const moroccoTime = (at: Date): string => {
  const { date, time } = platformWallClock(at);
  return formatSlot(date, time);
};

/**
 * Reminds the advisor holding an unanswered appointment that its 48-hour answer deadline is near (decision
 * 031): a notification and a mail (French then Arabic: the advisor's language is not stored), written in
 * the caller's transaction together with the mark that keeps it from being sent twice. False when the
 * appointment was answered or reminded meanwhile, or nobody holds it.
 */
export async function remindAdvisorOfAnswer(
  ctx: { db: DbOrTx; link: (path: string) => string },
  record: AppointmentRecord,
  now: Date,
): Promise<boolean> {
  const { row } = record;
  if (!row.assignedAt || record.advisorUserId === null || !record.advisorEmail) return false;
  if (!(await markReminded(ctx.db, row.id, now))) return false;
  const dueAt = moroccoTime(answerDeadline(row.assignedAt));
  const path = meetingPath(row.id);
  await notify(ctx.db, {
    userId: record.advisorUserId,
    titleKey: 'appointments.notifications.answerDue.title',
    bodyKey: 'appointments.notifications.answerDue.body',
    params: { subject: row.subject, requester: row.requesterName, dueAt },
    link: path,
  });
  await enqueueMail(ctx.db, {
    to: record.advisorEmail,
    template: 'appointmentAnswerDue',
    params: {
      subject: row.subject,
      requester: row.requesterName,
      assignedAt: moroccoTime(row.assignedAt),
      dueAt,
      link: ctx.link(path),
    },
  });
  return true;
}

import { formatSlot, scheduleIssues, slotEnd } from '@cri/shared/rules/appointment-slots';
import { platformWallClock } from '@cri/shared/rules/morocco-clock';
import type { AppointmentEvent, TAppointment, TUpdateAppointmentRequest } from '@cri/shared/schemas/appointments';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { notify } from '../notifications/notify.ts';
import { holdsOrMayTake, presentAppointment, splitWallClock } from './presenter.ts';
import * as repo from './repository.ts';
import type { AppointmentsContext } from './service.ts';

/**
 * A unique violation, however the driver wraps it: the only unique index the scheduling transaction can
 * break is appointments_advisor_slot_uq (one advisor, one slot).
 */
function isSlotTaken(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

const MAIL_OF: Record<
  Exclude<AppointmentEvent, 'REQUESTED'>,
  'appointmentScheduled' | 'appointmentRescheduled' | 'appointmentCancelled'
> = {
  SCHEDULED: 'appointmentScheduled',
  RESCHEDULED: 'appointmentRescheduled',
  CANCELLED: 'appointmentCancelled',
};

/** The investor is told by e-mail (in the language they booked in) and, with an account, by a notification. */
async function tellInvestor(
  ctx: AppointmentsContext,
  tx: DbOrTx,
  {
    record,
    event,
    start,
    reason,
  }: { record: repo.AppointmentRecord; event: Exclude<AppointmentEvent, 'REQUESTED'>; start: string | null; reason: string },
): Promise<void> {
  const { row } = record;
  const lang = row.language;
  const when = splitWallClock(start);
  const dateTime = when.date && when.time ? formatSlot(when.date, when.time) : '';
  const path = row.userId === null ? '/' : `/meetings/${row.id}`;
  await enqueueMail(tx, {
    to: row.requesterEmail,
    template: MAIL_OF[event],
    lang,
    params: {
      firstName: row.requesterName,
      subject: row.subject,
      region: lang === 'ar' ? record.regionNameAr : record.regionNameFr,
      dateTime,
      reason: reason || '—',
      link: ctx.link(path),
    },
  });
  if (row.userId !== null) {
    await notify(tx, {
      userId: row.userId,
      titleKey: `appointments.notifications.${event}.title`,
      bodyKey: `appointments.notifications.${event}.body`,
      params: { subject: row.subject, dateTime },
      link: path,
    });
  }
}

/**
 * PUT /appointments/{id}: the advisor holding the appointment schedules it on a slot of the region's
 * hours, moves it, or cancels it (spec 2 §4: only the advisor; decision 031). The other advisors of the
 * region read it but get 403 APPOINTMENT_NOT_ASSIGNED; a request nobody holds (or whose holder left the
 * region) becomes the acting advisor's. The first action is the answer the 48 hours wait for. Two bookings
 * of one advisor slot: the unique index lets one through.
 */
export async function updateAppointment(
  ctx: AppointmentsContext,
  { id, body, user }: { id: number; body: TUpdateAppointmentRequest; user: TAccessClaims },
): Promise<TAppointment> {
  const scope: repo.AppointmentScope = { kind: 'region', regionId: user.regionId };
  const now = ctx.now();
  const actor = Number(user.sub);
  // Checked before and again under the row lock: the slot check reads the region's hours first.
  const refuse = (record: repo.AppointmentRecord | undefined): repo.AppointmentRecord => {
    if (!record) throw new AppError('NOT_FOUND');
    if (record.row.status === 'CANCELLED') throw new AppError('APPOINTMENT_CANCELLED');
    if (!holdsOrMayTake(record, user)) throw new AppError('APPOINTMENT_NOT_ASSIGNED');
    return record;
  };
  const seen = refuse(await repo.findAppointment(ctx.db, id, scope));
  /** Holder and answer after this action: a request nobody holds becomes the actor's; the first action answers. */
  const holding = (record: repo.AppointmentRecord) =>
    record.row.advisorId === user.advisorId
      ? { answeredAt: record.row.answeredAt ?? now }
      : { advisorId: user.advisorId ?? null, assignedAt: user.advisorId === null ? null : now, answeredAt: now };

  if (body.status === 'CANCELLED') {
    await ctx.db.transaction(async (tx) => {
      const record = refuse(await repo.lockAppointment(tx, id, scope));
      await repo.updateAppointment(tx, id, {
        status: 'CANCELLED',
        cancellationReason: body.cancellationReason || null,
        ...holding(record),
        now,
      });
      await repo.insertEvent(tx, {
        appointmentId: id,
        event: 'CANCELLED',
        actorUserId: actor,
        scheduledStart: record.row.scheduledStart,
      });
      await tellInvestor(ctx, tx, {
        record,
        event: 'CANCELLED',
        start: record.row.scheduledStart,
        reason: body.cancellationReason,
      });
    });
  } else {
    const params = await repo.findRegionParameters(ctx.db, seen.row.regionId);
    if (!params) throw new AppError('UNPROCESSABLE');
    const issues = scheduleIssues({ params, date: body.date, startTime: body.startTime, now: platformWallClock(now) });
    if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors: issues });
    const start = `${body.date} ${body.startTime}:00`;
    const end = `${body.date} ${slotEnd(params, body.startTime)}:00`;
    try {
      await ctx.db.transaction(async (tx) => {
        const record = refuse(await repo.lockAppointment(tx, id, scope));
        const event = record.row.status === 'SCHEDULED' ? 'RESCHEDULED' : 'SCHEDULED';
        await repo.updateAppointment(tx, id, {
          status: 'SCHEDULED',
          ...holding(record),
          scheduledStart: start,
          scheduledEnd: end,
          now,
        });
        await repo.insertEvent(tx, { appointmentId: id, event, actorUserId: actor, scheduledStart: start });
        await tellInvestor(ctx, tx, { record, event, start, reason: '' });
      });
    } catch (err) {
      if (isSlotTaken(err)) {
        throw new AppError('SLOT_TAKEN', { fieldErrors: [{ field: 'startTime', messageKey: 'errors.SLOT_TAKEN' }], cause: err });
      }
      throw err;
    }
  }
  const updated = await repo.findAppointment(ctx.db, id, scope);
  if (!updated) throw new AppError('NOT_FOUND');
  return presentAppointment(updated, user, now, await repo.findEvents(ctx.db, id));
}

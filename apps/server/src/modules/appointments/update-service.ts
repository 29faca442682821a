import { formatSlot, scheduleIssues, slotEnd } from '@cri/shared/rules/appointment-slots';
import { platformWallClock } from '@cri/shared/rules/morocco-clock';
import type { AppointmentEvent, TAppointment, TUpdateAppointmentRequest } from '@cri/shared/schemas/appointments';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { notify } from '../notifications/notify.ts';
import { presentAppointment, splitWallClock } from './presenter.ts';
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
 * PUT /appointments/{id}: an advisor of the appointment's region schedules it on a slot of the region's
 * hours, moves it, or cancels it. Two bookings of one advisor slot: the unique index lets one through.
 */
export async function updateAppointment(
  ctx: AppointmentsContext,
  { id, body, user }: { id: number; body: TUpdateAppointmentRequest; user: TAccessClaims },
): Promise<TAppointment> {
  const scope: repo.AppointmentScope = { kind: 'region', regionId: user.regionId };
  const record = await repo.findAppointment(ctx.db, id, scope);
  if (!record) throw new AppError('NOT_FOUND');
  if (record.row.status === 'CANCELLED') throw new AppError('APPOINTMENT_CANCELLED');
  const now = ctx.now();
  const actor = Number(user.sub);

  if (body.status === 'CANCELLED') {
    await ctx.db.transaction(async (tx) => {
      await repo.updateAppointment(tx, id, { status: 'CANCELLED', cancellationReason: body.cancellationReason || null, now });
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
    const params = await repo.findRegionParameters(ctx.db, record.row.regionId);
    if (!params) throw new AppError('UNPROCESSABLE');
    const issues = scheduleIssues({ params, date: body.date, startTime: body.startTime, now: platformWallClock(now) });
    if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors: issues });
    const start = `${body.date} ${body.startTime}:00`;
    const end = `${body.date} ${slotEnd(params, body.startTime)}:00`;
    const event = record.row.status === 'SCHEDULED' ? 'RESCHEDULED' : 'SCHEDULED';
    try {
      await ctx.db.transaction(async (tx) => {
        await repo.updateAppointment(tx, id, {
          status: 'SCHEDULED',
          // A request nobody had taken becomes the scheduling advisor's.
          advisorId: record.row.advisorId ?? user.advisorId ?? null,
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
  return presentAppointment(updated, user, await repo.findEvents(ctx.db, id));
}

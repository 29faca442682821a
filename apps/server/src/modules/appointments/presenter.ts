import { hasPermission } from '@cri/shared/permissions';
import { answerStatus } from '@cri/shared/rules/appointment-answer';
import type { TAppointment } from '@cri/shared/schemas/appointments';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { appointmentEvents } from '../../db/schema/appointments.ts';
import type { AppointmentRecord } from './repository.ts';

/** '2026-03-09 09:30:00' (timestamp without time zone) to its date and 'HH:MM'. */
export const splitWallClock = (value: string | null): { date: string | null; time: string | null } =>
  value ? { date: value.slice(0, 10), time: value.slice(11, 16) } : { date: null, time: null };

/**
 * Whether this advisor may act on the appointment (spec 2 §4: only the advisor handles changes or
 * cancellation; decision 031): its holder, or any advisor of the region while nobody holds it or its holder
 * left the region or was deactivated (then the first to act takes it over).
 */
export const holdsOrMayTake = (record: AppointmentRecord, user: TAccessClaims): boolean =>
  record.row.advisorId === null || !record.holderActive || record.row.advisorId === user.advisorId;

/** The API shape of an appointment at `now`, with what the caller may do with it (ARCHITECTURE.md §7). */
export function presentAppointment(
  record: AppointmentRecord,
  user: TAccessClaims,
  now: Date,
  events: (typeof appointmentEvents.$inferSelect)[] = [],
): TAppointment {
  const { row } = record;
  const start = splitWallClock(row.scheduledStart);
  const end = splitWallClock(row.scheduledEnd);
  // The repository already limited what an advisor can read to their region.
  const manager = hasPermission(user.roles, 'manage:appointments') && row.status !== 'CANCELLED';
  const manages = manager && holdsOrMayTake(record, user);
  const answer = answerStatus({ assignedAt: row.assignedAt, answeredAt: row.answeredAt }, now);
  return {
    id: row.id,
    subject: row.subject,
    details: row.details,
    status: row.status,
    regionId: row.regionId,
    regionNameFr: record.regionNameFr,
    regionNameAr: record.regionNameAr,
    userId: row.userId,
    advisor:
      row.advisorId === null
        ? null
        : { id: row.advisorId, firstName: record.advisorFirstName ?? '', lastName: record.advisorLastName ?? '' },
    requester: { name: row.requesterName, email: row.requesterEmail, phone: row.requesterPhone },
    framingFormId: row.framingFormId,
    projectId: row.projectId,
    projectType: row.projectType,
    language: row.language,
    date: start.date,
    startTime: start.time,
    endTime: end.time,
    cancellationReason: row.cancellationReason,
    createdAt: row.createdAt.toISOString(),
    answer: {
      assignedAt: row.assignedAt?.toISOString() ?? null,
      dueAt: answer.dueAt?.toISOString() ?? null,
      answeredAt: row.answeredAt?.toISOString() ?? null,
      overdue: answer.overdue,
      dueSoon: answer.dueSoon,
    },
    abilities: { schedule: manages, cancel: manages, denied: manager && !manages ? 'APPOINTMENT_NOT_ASSIGNED' : null },
    history: events.map((e) => {
      const at = splitWallClock(e.scheduledStart);
      return { event: e.event, date: at.date, startTime: at.time, at: e.createdAt.toISOString() };
    }),
  };
}

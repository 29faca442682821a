import { instantOfPlatformWall, platformWallMs } from './morocco-clock.ts';

/**
 * The advisor's answer to an appointment (spec 2 §4 Appointments: "the advisor responds within 48 hours of
 * assignment"; §9). The 48 hours run on working days only, Monday to Friday on Morocco's clock: a weekend
 * does not count, so a request assigned on Friday at 15:00 is due on Tuesday at 15:00, one assigned on a
 * Saturday on Wednesday at 00:00 (docs/decisions/031-appointment-answer-deadline.md). Holidays are not
 * known to the product yet. The answer is the assigned advisor's first action: scheduling or cancelling.
 */
export const APPOINTMENT_ANSWER_HOURS = 48;
/** The assigned advisor is reminded once, this many working hours before the deadline. */
export const APPOINTMENT_ANSWER_REMINDER_HOURS = 6;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Monday to Friday, for a wall-clock millisecond value (see platformWallMs). */
const isWorkingWallDay = (wallMs: number): boolean => {
  const day = new Date(Math.floor(wallMs / DAY_MS) * DAY_MS).getUTCDay();
  return day >= 1 && day <= 5;
};
const dayStart = (wallMs: number): number => Math.floor(wallMs / DAY_MS) * DAY_MS;

/** `wallMs` moved forward out of a weekend: the Monday 00:00 after it, or itself on a working day. */
function forwardToWorkingTime(wallMs: number): number {
  let wall = wallMs;
  while (!isWorkingWallDay(wall)) wall = dayStart(wall) + DAY_MS;
  return wall;
}

/**
 * `hours` of working time after (negative: before) an instant, counted on Morocco's wall clock with
 * Saturdays and Sundays left out. From inside a weekend, counting starts at the Monday 00:00 after it
 * (forwards) or the Friday 24:00 before it (backwards).
 */
export function addWorkingHours(from: Date, hours: number): Date {
  let remaining = Math.abs(hours) * HOUR_MS;
  let wall = platformWallMs(from);
  if (hours >= 0) {
    wall = forwardToWorkingTime(wall);
    for (;;) {
      const end = dayStart(wall) + DAY_MS;
      if (wall + remaining <= end) return instantOfPlatformWall(wall + remaining);
      remaining -= end - wall;
      wall = forwardToWorkingTime(end);
    }
  }
  // Backwards: the working day holding the instant just before `wall`.
  if (!isWorkingWallDay(wall)) wall = dayStart(wall);
  while (!isWorkingWallDay(wall - 1)) wall -= DAY_MS;
  for (;;) {
    const start = dayStart(wall - 1);
    if (wall - remaining >= start) return instantOfPlatformWall(wall - remaining);
    remaining -= wall - start;
    wall = start;
    while (!isWorkingWallDay(wall - 1)) wall -= DAY_MS;
  }
}

/** When the assigned advisor's answer is due: 48 working hours after the assignment. */
export const answerDeadline = (assignedAt: Date): Date => addWorkingHours(assignedAt, APPOINTMENT_ANSWER_HOURS);

/** From when the reminder is sent: 6 working hours before the deadline. */
export const answerReminderFrom = (dueAt: Date): Date => addWorkingHours(dueAt, -APPOINTMENT_ANSWER_REMINDER_HOURS);

export interface AnswerTimes {
  /** When the current advisor got the appointment; null while nobody holds it. */
  assignedAt: Date | null;
  /** The advisor's first action (schedule or cancel); null until then. */
  answeredAt: Date | null;
}

export interface AnswerStatus {
  dueAt: Date | null;
  /** Not answered and the deadline has passed. */
  overdue: boolean;
  /** Not answered, in the reminder window (deadline not passed yet). */
  dueSoon: boolean;
}

/** Where an appointment stands against its answer deadline at `now`. */
export function answerStatus({ assignedAt, answeredAt }: AnswerTimes, now: Date): AnswerStatus {
  if (!assignedAt) return { dueAt: null, overdue: false, dueSoon: false };
  const dueAt = answerDeadline(assignedAt);
  if (answeredAt) return { dueAt, overdue: false, dueSoon: false };
  const overdue = now.getTime() >= dueAt.getTime();
  return { dueAt, overdue, dueSoon: !overdue && now.getTime() >= answerReminderFrom(dueAt).getTime() };
}

import holidaysData from '../data/morocco-holidays.json' with { type: 'json' };
import { isCalendarDate } from './calendar-date.ts';

/**
 * The legal clocks of the appeals (spec 2 §4 "Recourse path", docs/decisions/044-recourse-clocks.md):
 * 15 days to file the gracious recourse from the notification of the unfavourable decision, 15 days for
 * the governor to decide, 15 days to file the ministerial recourse from the governor's answer (or from the
 * end of his 15 days when he did not answer), 45 days for the national commission to decide.
 *
 * Days are calendar days counted from the day after the starting event; a period whose last day is a
 * Saturday, a Sunday or a public holiday runs to the end of the next working day. Holidays are data
 * (data/morocco-holidays.json), not code. Pure functions on 'YYYY-MM-DD' dates.
 */

export const RECOURSE_CLOCKS = {
  FILE_GRACIOUS: 15,
  GOVERNOR_DECISION: 15,
  FILE_MINISTERIAL: 15,
  NATIONAL_DECISION: 45,
} as const;
export type RecourseClock = keyof typeof RECOURSE_CLOCKS;

/** Days before a deadline at which staff are reminded. */
export const RECOURSE_REMINDER_DAYS = 3;

export const MOROCCO_HOLIDAYS: ReadonlySet<string> = new Set(holidaysData.days);

const DAY_MS = 86_400_000;
const dayValue = (date: string): number => {
  if (!isCalendarDate(date)) throw new RangeError(`not a date: ${date}`);
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
};
const dateOf = (value: number): string => new Date(value).toISOString().slice(0, 10);
const plusDays = (date: string, days: number): string => dateOf(dayValue(date) + days * DAY_MS);

/** Monday to Friday and not a public holiday. */
export function isLegalWorkingDay(date: string, holidays: ReadonlySet<string> = MOROCCO_HOLIDAYS): boolean {
  const weekday = new Date(dayValue(date)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/** The last day (inclusive) of a period of `days` calendar days starting the day after `from`. */
export function legalDeadline(from: string, days: number, holidays: ReadonlySet<string> = MOROCCO_HOLIDAYS): string {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`not a delay: ${days}`);
  let last = plusDays(from, days);
  while (!isLegalWorkingDay(last, holidays)) last = plusDays(last, 1);
  return last;
}

/** The deadline of one of the appeal clocks started on `from` (the notification or the starting event). */
export const recourseDeadline = (clock: RecourseClock, from: string, holidays: ReadonlySet<string> = MOROCCO_HOLIDAYS) =>
  legalDeadline(from, RECOURSE_CLOCKS[clock], holidays);

/** Whole days from `today` to `deadline` (0 on the last day, negative once passed). */
export const daysLeft = (deadline: string, today: string): number => Math.round((dayValue(deadline) - dayValue(today)) / DAY_MS);

export type ClockState = 'open' | 'dueSoon' | 'overdue';

/** Open, due within the reminder window (the last day included), or overdue (the deadline has passed). */
export function clockState(deadline: string, today: string, reminderDays = RECOURSE_REMINDER_DAYS): ClockState {
  const left = daysLeft(deadline, today);
  if (left < 0) return 'overdue';
  return left <= reminderDays ? 'dueSoon' : 'open';
}

/** The instant at which the ministerial filing window opens: the governor's answer, or the day after his deadline. */
export function ministerialWindowStart(s: { governorDecidedOn: string | null; governorDeadline: string }): string {
  return s.governorDecidedOn ?? s.governorDeadline;
}

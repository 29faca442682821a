import {
  addBusinessDays,
  fromMinutes,
  isBusinessDay,
  isIsoDate,
  isoWeekday,
  type SlotParams,
  toMinutes,
} from './appointment-slots.ts';

/**
 * Commission weeks and working days (spec 2 §7 scheduling, §9): a week is Monday to Friday, weeks are
 * numbered as ISO 8601 weeks (week 1 holds the year's first Thursday), and working-day arithmetic skips
 * weekends (holidays are not known to the product yet). Pure functions on 'YYYY-MM-DD' dates.
 */

const DAY_MS = 86_400_000;

const dayValue = (date: string): number => {
  if (!isIsoDate(date)) throw new RangeError(`not a date: ${date}`);
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
};
const fromValue = (value: number): string => new Date(value).toISOString().slice(0, 10);

export const isWorkingDay = (date: string): boolean => isIsoDate(date) && isBusinessDay(date);

/** `days` working days after (negative: before) `date`; weekends are skipped. */
export const addWorkingDays = (date: string, days: number): string => addBusinessDays(date, days);

export const addDays = (date: string, days: number): string => fromValue(dayValue(date) + days * DAY_MS);

export interface IsoWeek {
  /** The ISO week-numbering year (may differ from the calendar year around 1 January). */
  year: number;
  weekNumber: number;
}

/** The ISO week of a date: the week of its Thursday, counted from the week of 4 January. */
export function isoWeekOf(date: string): IsoWeek {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addDays(mondayOfIsoWeek1(year), 3);
  return { year, weekNumber: (dayValue(thursday) - dayValue(firstThursday)) / (7 * DAY_MS) + 1 };
}

/** The Monday of ISO week 1 of a year (the week holding 4 January). */
function mondayOfIsoWeek1(year: number): string {
  const jan4 = `${String(year).padStart(4, '0')}-01-04`;
  return addDays(jan4, 1 - isoWeekday(jan4));
}

/** How many ISO weeks a year has (52 or 53). */
export const isoWeeksInYear = (year: number): number => isoWeekOf(`${String(year).padStart(4, '0')}-12-28`).weekNumber;

export const isValidIsoWeek = (year: number, weekNumber: number): boolean =>
  Number.isInteger(year) &&
  Number.isInteger(weekNumber) &&
  year >= 1970 &&
  year <= 9998 &&
  weekNumber >= 1 &&
  weekNumber <= isoWeeksInYear(year);

/** Monday to Friday of an ISO week, as five dates. */
export function workingDaysOfWeek(year: number, weekNumber: number): string[] {
  if (!isValidIsoWeek(year, weekNumber)) throw new RangeError(`not an ISO week: ${year}-W${weekNumber}`);
  const monday = addDays(mondayOfIsoWeek1(year), (weekNumber - 1) * 7);
  return [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
}

/** The week before or after (delta = -1 / +1) an ISO week. */
export function shiftWeek(week: IsoWeek, delta: number): IsoWeek {
  const [monday] = workingDaysOfWeek(week.year, week.weekNumber);
  return isoWeekOf(addDays(monday ?? '', delta * 7));
}

/** The first date strictly after `after` falling on the region's commission day (1 = Monday … 5 = Friday). */
export function nextCommissionDay(after: string, commissionDay: number): string {
  if (!Number.isInteger(commissionDay) || commissionDay < 1 || commissionDay > 5) {
    throw new RangeError(`not a commission day: ${commissionDay}`);
  }
  const ahead = (commissionDay - isoWeekday(after) + 7) % 7 || 7;
  return addDays(after, ahead);
}

export interface FileSlot {
  startTime: string;
  endTime: string;
  /** False when the session has more files than its hours hold: the slot runs past slotEndTime. */
  withinHours: boolean;
}

/**
 * The time slot of the file at `index` (0-based, in the session's order): files follow one another from
 * slotStartTime, minutesPerFile each. Past the session's hours the sequence goes on and is flagged, so
 * the agenda still shows every file rather than hiding the extra ones.
 */
export function slotOfFile(
  params: Pick<SlotParams, 'slotStartTime' | 'slotEndTime' | 'minutesPerFile'>,
  index: number,
): FileSlot {
  const start = toMinutes(params.slotStartTime) + index * params.minutesPerFile;
  const end = start + params.minutesPerFile;
  const cap = 24 * 60 - 1;
  return {
    startTime: fromMinutes(Math.min(start, cap)),
    endTime: fromMinutes(Math.min(end, cap)),
    withinHours: end <= toMinutes(params.slotEndTime),
  };
}

export type ProgramDateIssue = 'dateInvalid' | 'weekend' | 'pastDate';

/** Why a file cannot be programmed on a date (`today` is the date in Morocco), or null when it can. */
export function programDateIssue(date: string, today: string): ProgramDateIssue | null {
  if (!isIsoDate(date)) return 'dateInvalid';
  if (!isBusinessDay(date)) return 'weekend';
  if (date < today) return 'pastDate';
  return null;
}

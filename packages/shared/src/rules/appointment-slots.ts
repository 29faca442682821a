import type { WallClock } from './morocco-clock.ts';

/**
 * Business days and appointment slots (spec 2 §3 region parameters, §9 business days). Pure functions on
 * wall-clock values of the platform's time zone: dates 'YYYY-MM-DD', times 'HH:MM'. Holidays are not
 * known to the product yet, so a business day is Monday to Friday.
 */

export interface SlotParams {
  /**
   * The region's commission day (region_parameters, 1 = Monday … 5 = Friday): the advisors sit in the
   * regional commission that day, so it has no appointment slot (docs/decisions/010-appointments.md).
   */
  commissionDay: number;
  /** 'HH:MM': the first slot starts here. */
  slotStartTime: string;
  /** 'HH:MM': the last slot ends at or before this time. */
  slotEndTime: string;
  minutesPerFile: number;
}

export interface Slot {
  startTime: string;
  endTime: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const pad = (n: number): string => String(n).padStart(2, '0');

/** The UTC instant of midnight of a calendar date, or null when the text is not a real date. */
function dateValue(date: string): number | null {
  const m = DATE.exec(date);
  if (!m) return null;
  const value = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(value);
  return back.getUTCFullYear() === Number(m[1]) && back.getUTCMonth() === Number(m[2]) - 1 && back.getUTCDate() === Number(m[3])
    ? value
    : null;
}

const fromValue = (value: number): string => new Date(value).toISOString().slice(0, 10);

export const isIsoDate = (date: string): boolean => dateValue(date) !== null;
export const isTime = (time: string): boolean => TIME.test(time);

/** Minutes since midnight of 'HH:MM' (NaN when malformed). */
export function toMinutes(time: string): number {
  const m = TIME.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

export const fromMinutes = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** 1 = Monday … 7 = Sunday (ISO), or NaN for a malformed date. */
export function isoWeekday(date: string): number {
  const value = dateValue(date);
  if (value === null) return Number.NaN;
  const day = new Date(value).getUTCDay();
  return day === 0 ? 7 : day;
}

export const isBusinessDay = (date: string): boolean => isoWeekday(date) <= 5;

/**
 * The date `days` business days after (or before, when negative) `date`. From a weekend day, the count
 * starts from that day: +1 from Saturday is Monday.
 */
export function addBusinessDays(date: string, days: number): string {
  let value = dateValue(date);
  if (value === null) throw new RangeError(`not a date: ${date}`);
  const step = days < 0 ? -1 : 1;
  let left = Math.abs(Math.trunc(days));
  while (left > 0) {
    value += step * 86_400_000;
    // Monday to Friday, read from the day's value (formatting and parsing each day was a list row's main cost).
    const weekday = new Date(value).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return fromValue(value);
}

/** The region's commission day: a business day, but the advisors are in the commission (no appointment). */
export const isCommissionDay = (params: Pick<SlotParams, 'commissionDay'>, date: string): boolean =>
  isoWeekday(date) === params.commissionDay;

/** A day an appointment can be set on: Monday to Friday, except the region's commission day. */
export const isAppointmentDay = (params: Pick<SlotParams, 'commissionDay'>, date: string): boolean =>
  isBusinessDay(date) && !isCommissionDay(params, date);

/**
 * The slots of a day: from the slot start, one per `minutesPerFile`, the last ending by the slot end.
 * None on a weekend or on the region's commission day.
 */
export function slotsOfDay(params: SlotParams, date: string): Slot[] {
  if (!isAppointmentDay(params, date) || params.minutesPerFile <= 0) return [];
  const start = toMinutes(params.slotStartTime);
  const end = toMinutes(params.slotEndTime);
  const slots: Slot[] = [];
  for (let m = start; m + params.minutesPerFile <= end; m += params.minutesPerFile) {
    slots.push({ startTime: fromMinutes(m), endTime: fromMinutes(m + params.minutesPerFile) });
  }
  return slots;
}

/** A start time is a slot of that day: an appointment day, within the hours, aligned on the duration. */
export function isValidSlot(params: SlotParams, date: string, startTime: string): boolean {
  return slotsOfDay(params, date).some((s) => s.startTime === startTime);
}

/** The end time of the slot starting at `startTime`. */
export const slotEnd = (params: SlotParams, startTime: string): string =>
  fromMinutes(toMinutes(startTime) + params.minutesPerFile);

// Slots are read on the one Morocco clock; re-exported because the booking pages take it from here.
export { platformWallClock, type WallClock } from './morocco-clock.ts';

/** A slot already begun (or a past day) cannot be booked. */
export const isPastSlot = (date: string, startTime: string, now: WallClock): boolean =>
  date < now.date || (date === now.date && startTime <= now.time);

export type ScheduleField = 'date' | 'startTime';
export interface ScheduleIssue {
  field: ScheduleField;
  messageKey: string;
}

/**
 * Why a date and start time cannot be booked, as field errors (server 422 and web form alike):
 * weekend, the region's commission day, past, outside the region's hours or not on a slot boundary.
 */
export function scheduleIssues(input: { params: SlotParams; date: string; startTime: string; now: WallClock }): ScheduleIssue[] {
  const { params, date, startTime, now } = input;
  if (!isIsoDate(date)) return [{ field: 'date', messageKey: 'appointments.errors.dateInvalid' }];
  if (!isBusinessDay(date)) return [{ field: 'date', messageKey: 'appointments.errors.weekend' }];
  if (isCommissionDay(params, date)) return [{ field: 'date', messageKey: 'appointments.errors.commissionDay' }];
  if (date < now.date) return [{ field: 'date', messageKey: 'appointments.errors.pastDate' }];
  if (!isTime(startTime)) return [{ field: 'startTime', messageKey: 'appointments.errors.timeInvalid' }];
  if (!isValidSlot(params, date, startTime)) return [{ field: 'startTime', messageKey: 'appointments.errors.outOfSlot' }];
  if (isPastSlot(date, startTime, now)) return [{ field: 'startTime', messageKey: 'appointments.errors.pastTime' }];
  return [];
}

/** 'YYYY-MM-DD' + 'HH:MM' shown as 'DD/MM/YYYY HH:mm' (mails, lists). */
export function formatSlot(date: string, time: string): string {
  const m = DATE.exec(date);
  return m ? `${m[3]}/${m[2]}/${m[1]} ${time}` : '';
}

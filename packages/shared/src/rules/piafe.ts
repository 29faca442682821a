import type { PiafeIdentityType } from '../enums/piafe.ts';

/**
 * Full identity numbers (spec 3 §5: the identity search needs the full CIN, passport or residence-card
 * number; decision 071): a CIN is one or two letters and 5 or 6 digits (AB123456), a residence card one or
 * two letters and 5 to 8 digits, a passport 2 letters and 7 digits or 6 to 9 letters and digits.
 */
const FULL_IDENTITY: Record<PiafeIdentityType, RegExp> = {
  CIN: /^[A-Z]{1,2}\d{5,6}$/,
  RESIDENCE_CARD: /^[A-Z]{1,2}\d{5,8}$/,
  PASSPORT: /^(?=.*\d)[A-Z0-9]{6,9}$/,
};

/** The number as stored and searched: upper case, no spaces. */
export const normaliseIdentityNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export const isFullIdentityNumber = (type: PiafeIdentityType, value: string): boolean =>
  FULL_IDENTITY[type].test(normaliseIdentityNumber(value));

/** Whole months are not needed: a YYYY-MM-DD date compares as text. */
export const isAfterDay = (day: string, today: string): boolean => day > today;

/** A date range is reversed when both ends are given and the start is after the end. */
export const isReversedRange = (start: string | undefined | null, end: string | undefined | null): boolean =>
  Boolean(start && end && start > end);

/** A YYYY-MM-DD day moved by whole days (calendar days, UTC arithmetic on the date alone). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

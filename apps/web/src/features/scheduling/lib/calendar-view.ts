import { REGIONAL_ROLES } from '@cri/shared/enums/roles';
import { isoWeekday, platformWallClock } from '@cri/shared/rules/appointment-slots';
import { addDays, type IsoWeek, isoWeekOf, isValidIsoWeek, isWorkingDay } from '@cri/shared/rules/working-days';
import type { TAccessClaims } from '@cri/shared/schemas/auth';

/** Today on the platform's calendar (Morocco), the day the server checks "past" against. */
export const platformToday = (now: Date = new Date()): string => platformWallClock(now).date;

/** i18n key of a date's weekday (scheduling.weekdays.1 = Monday … 7 = Sunday). */
export const weekdayKey = (date: string): string => `scheduling.weekdays.${isoWeekday(date)}`;

/** National roles choose a region; regional users always read their own (the server enforces it). */
export const choosesRegion = (user: Pick<TAccessClaims, 'roles'> | null): boolean =>
  user !== null && !user.roles.some((r) => REGIONAL_ROLES.includes(r));

/** :year/:weekNumber of the URL, or null when they do not name an ISO week. */
export function parseWeek(year: string | undefined, weekNumber: string | undefined): IsoWeek | null {
  if (!year || !weekNumber || !/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(weekNumber)) return null;
  const week = { year: Number(year), weekNumber: Number(weekNumber) };
  return isValidIsoWeek(week.year, week.weekNumber) ? week : null;
}

/** :currentDate of the URL when it is a real date. */
export const parseDate = (raw: string | undefined): string | null =>
  raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) && isoWeekday(raw) >= 1 ? raw : null;

export const currentWeek = (today: string = platformToday()): IsoWeek => isoWeekOf(today);

/**
 * The month as rows of Monday-Friday weeks (commissions sit on working days only): every week touching
 * the month, dates outside it kept so the grid stays rectangular.
 */
export function monthWeeks(anyDateOfMonth: string): string[][] {
  const first = `${anyDateOfMonth.slice(0, 7)}-01`;
  const month = first.slice(0, 7);
  const weeks: string[][] = [];
  for (let monday = addDays(first, 1 - isoWeekday(first)); monday.slice(0, 7) <= month; monday = addDays(monday, 7)) {
    const days = [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
    if (days.some((d) => d.slice(0, 7) === month)) weeks.push(days);
  }
  return weeks;
}

/** The first day of the month before or after. */
export function shiftMonth(date: string, delta: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + delta;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-01`;
}

/** Days an advisor may still program on in a week: working days from today on. */
export const programmableDays = (days: readonly string[], today: string): string[] =>
  days.filter((d) => isWorkingDay(d) && d >= today);

const longFormats = new Map<string, Intl.DateTimeFormat>();
/** The portal's languages written out: Arabic keeps Western digits, as everywhere in the portal. */
const locale = (language: string): string => (language.startsWith('ar') ? 'ar-MA-u-nu-latn' : 'fr-FR');
function longFormat(language: string, weekdayOnly: boolean): Intl.DateTimeFormat {
  const key = `${locale(language)}|${weekdayOnly}`;
  let format = longFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale(language),
      weekdayOnly
        ? { weekday: 'long', timeZone: 'UTC' }
        : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
    );
    longFormats.set(key, format);
  }
  return format;
}

/** A day written out for a sentence: "jeudi 26 novembre 2026" / "الخميس 26 نونبر 2026". */
export const longDate = (date: string, language: string): string =>
  longFormat(language, false).format(new Date(`${date}T12:00:00Z`));

/** A weekday (1 = Monday … 7 = Sunday) as a sentence names it: "mardi" / "الثلاثاء". */
export const weekdayName = (isoDay: number, language: string): string =>
  // 2026-11-23 is a Monday.
  longFormat(language, true).format(new Date(Date.UTC(2026, 10, 22 + isoDay, 12)));

/** A date typed DD/MM/YYYY (the portal's one date format) as YYYY-MM-DD, or null when it is not one. */
export function parseTypedDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${(match[2] ?? '').padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`;
  return isRealDate(iso) ? iso : null;
}

const isRealDate = (iso: string): boolean => {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
};

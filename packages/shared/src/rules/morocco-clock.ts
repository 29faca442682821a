import { PLATFORM_TIME_ZONE } from '../enums/reference-data.ts';

/**
 * The one Morocco clock of the platform (server and web): calendar days, slot times and daily limits are
 * Morocco's (Africa/Casablanca, which moves between UTC+1 and UTC+0 around Ramadan), whatever the time
 * zone of the machine or the browser. Working days are in working-days.ts, on the dates this gives.
 */

// Built once: creating an Intl formatter costs far more than using one.
const wallFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PLATFORM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Morocco's wall clock at `at` (a whole second), read as if it were UTC, from the formatter. */
function formattedWall(at: number): number {
  const p = Object.fromEntries(wallFormat.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
}

const HOUR_MS = 3_600_000;
/**
 * Morocco's offset from UTC through each UTC hour asked for. Its clock moves by whole hours at whole hours, so the
 * offset is one through a UTC hour: checked at the hour's first and last second, and an hour where they differ is not
 * kept (each of its seconds is then formatted). `formatToParts` for each instant was a tenth of an authenticated
 * request's CPU (the password expiry check), then a quarter of a list's (each row's last step, decision 120).
 */
const offsetByHour = new Map<number, number | null>();
const HOURS_KEPT = 100_000;

function offsetThroughHour(hour: number): number | null {
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const first = hour * HOUR_MS;
    const last = first + HOUR_MS - 1000;
    const atFirst = formattedWall(first) - first;
    offset = formattedWall(last) - last === atFirst ? atFirst : null;
    if (offsetByHour.size >= HOURS_KEPT) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** The wall-clock time in Morocco, read as if it were UTC (so its difference with `now` is the offset). */
function wallClockAsUtc(now: Date): number {
  const second = Math.floor(now.getTime() / 1000) * 1000;
  const offset = offsetThroughHour(Math.floor(second / HOUR_MS));
  return offset === null ? formattedWall(second) : second + offset;
}

export interface WallClock {
  date: string;
  time: string;
}

/** The date and time (HH:MM) it is in Morocco at this instant (the clock every slot is read on). */
export function platformWallClock(now: Date): WallClock {
  const iso = new Date(wallClockAsUtc(now)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** YYYY-MM-DD of `now` in Morocco. */
export const platformToday = (now: Date): string => platformWallClock(now).date;

/** The instant the current Moroccan day began. */
export function startOfPlatformDay(now: Date): Date {
  const wall = wallClockAsUtc(now);
  const offset = wall - Math.floor(now.getTime() / 1000) * 1000;
  const midnightWall = Math.floor(wall / 86_400_000) * 86_400_000;
  return new Date(midnightWall - offset);
}

/** Whole seconds until the next Moroccan midnight (at least 1): the `Retry-After` of a daily limit. */
export function secondsUntilPlatformMidnight(now: Date): number {
  const next = startOfPlatformDay(now).getTime() + 86_400_000;
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/**
 * The Moroccan wall clock of an instant in milliseconds, read as if it were UTC (so a calendar day is a
 * whole multiple of 86,400,000): the scale on which Moroccan days and hours are counted.
 */
export const platformWallMs = (at: Date): number => wallClockAsUtc(at) + (at.getTime() % 1000);

/**
 * The instant at which Morocco's wall clock shows `wallMs` (the inverse of platformWallMs). A wall time
 * skipped when the clock moves forward gives the instant one hour later; a repeated one the first.
 */
export function instantOfPlatformWall(wallMs: number): Date {
  const offsetAt = (instant: number) => platformWallMs(new Date(instant)) - instant;
  const guess = wallMs - offsetAt(wallMs);
  return new Date(wallMs - offsetAt(guess));
}

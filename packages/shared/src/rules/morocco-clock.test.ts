import { describe, expect, it } from 'vitest';
import { PLATFORM_TIME_ZONE } from '../enums/reference-data.ts';
import {
  platformToday,
  platformWallClock,
  platformWallMs,
  secondsUntilPlatformMidnight,
  startOfPlatformDay,
} from './morocco-clock.ts';

describe('Moroccan calendar day', () => {
  it('follows UTC+1 outside Ramadan', () => {
    const now = new Date('2026-11-20T23:30:00Z'); // 00:30 on 21 November in Casablanca
    expect(platformToday(now)).toBe('2026-11-21');
    expect(startOfPlatformDay(now).toISOString()).toBe('2026-11-20T23:00:00.000Z');
    expect(secondsUntilPlatformMidnight(now)).toBe(23.5 * 3600);
  });

  it('follows UTC+0 during Ramadan', () => {
    const now = new Date('2026-03-02T23:30:00Z');
    expect(platformToday(now)).toBe('2026-03-02');
    expect(secondsUntilPlatformMidnight(now)).toBe(30 * 60);
  });

  it('gives the date and minute of a slot, across midnight', () => {
    expect(platformWallClock(new Date('2026-01-15T23:30:00Z'))).toEqual({ date: '2026-01-16', time: '00:30' });
    expect(platformWallClock(new Date('2026-03-02T23:59:59Z'))).toEqual({ date: '2026-03-02', time: '23:59' });
  });

  it('is never zero seconds before midnight', () => {
    expect(secondsUntilPlatformMidnight(new Date('2026-11-21T22:59:59.900Z'))).toBe(1);
  });

  it('reads each second afresh (the last second read is kept, not the last day)', () => {
    // Twice in the same second, then the next second across Moroccan midnight, then back: each answer its own.
    expect(platformWallClock(new Date('2026-11-21T22:59:59.100Z'))).toEqual({ date: '2026-11-21', time: '23:59' });
    expect(platformWallClock(new Date('2026-11-21T22:59:59.900Z'))).toEqual({ date: '2026-11-21', time: '23:59' });
    expect(platformToday(new Date('2026-11-21T23:00:00.000Z'))).toBe('2026-11-22');
    expect(platformToday(new Date('2026-11-21T22:59:59.999Z'))).toBe('2026-11-21');
    expect(platformToday(new Date('2026-03-02T23:30:00Z'))).toBe('2026-03-02');
  });
});

describe('the offset kept per UTC hour (decision 120)', () => {
  /** Morocco's wall clock of `at` as if UTC, read another way: Swedish dates are written YYYY-MM-DD HH:MM:SS. */
  const swedish = new Intl.DateTimeFormat('sv-SE', { timeZone: PLATFORM_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' });
  const formatted = (at: number): number => Date.parse(`${swedish.format(new Date(at)).replace(' ', 'T')}Z`) + (at % 1000);

  it("equals the formatter's answer at every minute around each change of Morocco's clock from 2018 to 2030", () => {
    let changes = 0;
    for (let hour = Date.UTC(2018, 0, 1) / 3_600_000; hour < Date.UTC(2030, 0, 1) / 3_600_000; hour++) {
      const start = hour * 3_600_000;
      if (formatted(start) - start === formatted(start + 3_600_000) - (start + 3_600_000)) continue;
      changes++;
      for (let at = start - 3_600_000; at <= start + 2 * 3_600_000; at += 60_000)
        expect(platformWallMs(new Date(at))).toBe(formatted(at));
    }
    // Twice a year around Ramadan (and the 2018 change to UTC+1 all year).
    expect(changes).toBeGreaterThan(20);
  });

  it('equals it through an hour whose offset changes within it (local mean time to UTC+0, 1913)', () => {
    const day = Date.UTC(1913, 9, 25, 22);
    let changed = false;
    for (let at = day; at < day + 4 * 3_600_000; at += 10_000) {
      expect(platformWallMs(new Date(at))).toBe(formatted(at));
      changed ||= formatted(at) - at !== formatted(day) - day;
    }
    expect(changed).toBe(true);
  });

  it("equals the formatter's answer at random instants from 1900 to 2100, milliseconds included", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const from = Date.UTC(1900, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    for (let i = 0; i < 5000; i++) {
      const at = Math.floor(from + random() * (to - from));
      expect(platformWallMs(new Date(at)), new Date(at).toISOString()).toBe(formatted(at));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { platformToday, platformWallClock, secondsUntilPlatformMidnight, startOfPlatformDay } from './morocco-clock.ts';

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

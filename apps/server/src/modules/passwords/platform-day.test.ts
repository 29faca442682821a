import { describe, expect, it } from 'vitest';
import { platformToday, secondsUntilPlatformMidnight, startOfPlatformDay } from './platform-day.ts';

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

  it('is never zero seconds before midnight', () => {
    expect(secondsUntilPlatformMidnight(new Date('2026-11-21T22:59:59.900Z'))).toBe(1);
  });
});

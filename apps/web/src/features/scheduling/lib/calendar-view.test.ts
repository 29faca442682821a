import { describe, expect, it } from 'vitest';
import { choosesRegion, monthWeeks, parseDate, parseWeek, platformToday, programmableDays, shiftMonth } from './calendar-view.ts';

describe('calendar view helpers', () => {
  it('lays a month out as Monday-Friday weeks', () => {
    const weeks = monthWeeks('2026-11-15');
    // 1 November 2026 is a Sunday: the week of Monday 26 October has no working day in November.
    expect(weeks[0]).toEqual(['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
    expect(weeks).toHaveLength(5);
    expect(monthWeeks('2026-10-01')[0]?.[0]).toBe('2026-09-28');
    // February 2026 starts on a Sunday: the first row is the week of Monday 2 February.
    expect(monthWeeks('2026-02-01')[0]?.[0]).toBe('2026-02-02');
  });

  it('moves between months and reads URL parameters strictly', () => {
    expect(shiftMonth('2026-12-17', 1)).toBe('2027-01-01');
    expect(shiftMonth('2026-01-31', -1)).toBe('2025-12-01');
    expect(parseWeek('2026', '53')).toEqual({ year: 2026, weekNumber: 53 });
    expect(parseWeek('2025', '53')).toBeNull();
    expect(parseWeek('20x6', '1')).toBeNull();
    expect(parseDate('2026-11-26')).toBe('2026-11-26');
    expect(parseDate('2026-02-30')).toBeNull();
    expect(parseDate(undefined)).toBeNull();
  });

  it('reads today on the Moroccan calendar and offers only working days from today', () => {
    expect(platformToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(programmableDays(['2026-11-23', '2026-11-24', '2026-11-25'], '2026-11-24')).toEqual(['2026-11-24', '2026-11-25']);
    expect(choosesRegion({ roles: ['ROLE_NATIONAL_CONSULTATION'] })).toBe(true);
    expect(choosesRegion({ roles: ['ROLE_REGIONAL_CONSULTATION'] })).toBe(false);
  });
});

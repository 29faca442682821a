import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-date.ts';

describe('isCalendarDate', () => {
  it('accepts days that exist, leap days included', () => {
    for (const d of ['2026-03-02', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])
      expect(isCalendarDate(d), d).toBe(true);
  });
  it('refuses days that do not exist and other shapes', () => {
    for (const d of [
      '2026-02-30',
      '2025-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '0000-01-01',
      '2026-3-2',
      '',
      ' 2026-03-02',
    ])
      expect(isCalendarDate(d), d).toBe(false);
  });
  it('agrees with the date it names, for any day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }), (d) =>
        isCalendarDate(d.toISOString().slice(0, 10)),
      ),
    );
  });
});

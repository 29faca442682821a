import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clockState,
  daysLeft,
  isLegalWorkingDay,
  legalDeadline,
  MOROCCO_HOLIDAYS,
  ministerialWindowStart,
  recourseDeadline,
} from './recourse-clocks.ts';

const dayMs = 86_400_000;
const plus = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);
const everyDateOf = (year: number) => {
  const out: string[] = [];
  for (let d = `${year}-01-01`; d.startsWith(String(year)); d = plus(d, 1)) out.push(d);
  return out;
};
const anyDate = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2028, 11, 31) })
  .map((ms) => new Date(Math.floor(ms / dayMs) * dayMs).toISOString().slice(0, 10));

describe('recourse clocks', () => {
  it('every date of 2026: the deadline is a working day, at least the legal delay away, and the first working day from it', () => {
    for (const from of everyDateOf(2026)) {
      for (const days of [15, 45]) {
        const deadline = legalDeadline(from, days);
        expect(isLegalWorkingDay(deadline)).toBe(true);
        expect(daysLeft(deadline, from)).toBeGreaterThanOrEqual(days);
        for (let d = plus(from, days); d < deadline; d = plus(d, 1)) expect(isLegalWorkingDay(d)).toBe(false);
      }
    }
  });

  it('counts calendar days across month ends and leap days', () => {
    expect(legalDeadline('2026-01-31', 15)).toBe('2026-02-16'); // 15 Feb is a Sunday
    expect(legalDeadline('2028-02-14', 15)).toBe('2028-02-29'); // leap day, a Tuesday
    expect(legalDeadline('2026-12-17', 15)).toBe('2027-01-04'); // 1 Jan holiday, then a weekend
    expect(recourseDeadline('NATIONAL_DECISION', '2026-04-30')).toBe('2026-06-15'); // 14 Jun is a Sunday
  });

  it('skips public holidays kept as data', () => {
    expect(MOROCCO_HOLIDAYS.has('2026-11-18')).toBe(true);
    expect(legalDeadline('2026-11-03', 15)).toBe('2026-11-19'); // 18 Nov (Independence Day) carried to 19 Nov
    expect(legalDeadline('2026-11-03', 15, new Set())).toBe('2026-11-18');
  });

  it('property: a deadline never precedes the plain calendar delay and holidays only push it later', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 1, max: 60 }), (from, days) => {
        const withHolidays = legalDeadline(from, days);
        const without = legalDeadline(from, days, new Set());
        return without >= plus(from, days) && withHolidays >= without && daysLeft(withHolidays, from) <= days + 10;
      }),
    );
  });

  it('property: deadlines are monotonic in the starting date', () => {
    fc.assert(fc.property(anyDate, anyDate, (a, b) => (a <= b ? legalDeadline(a, 15) <= legalDeadline(b, 15) : true)));
  });

  it('states a clock: open, due soon (last day included), overdue after', () => {
    expect(clockState('2026-11-20', '2026-11-10')).toBe('open');
    expect(clockState('2026-11-20', '2026-11-17')).toBe('dueSoon');
    expect(clockState('2026-11-20', '2026-11-20')).toBe('dueSoon');
    expect(clockState('2026-11-20', '2026-11-21')).toBe('overdue');
  });

  it('opens the ministerial window at the governor answer, or at the end of his delay when he is silent', () => {
    expect(ministerialWindowStart({ governorDecidedOn: '2026-11-05', governorDeadline: '2026-11-16' })).toBe('2026-11-05');
    expect(ministerialWindowStart({ governorDecidedOn: null, governorDeadline: '2026-11-16' })).toBe('2026-11-16');
  });

  it('refuses a date that does not exist', () => {
    expect(() => legalDeadline('2026-02-30', 15)).toThrow(RangeError);
    expect(() => legalDeadline('2026-02-10', 0)).toThrow(RangeError);
  });
});

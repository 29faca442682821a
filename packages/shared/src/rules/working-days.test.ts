import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoWeekday } from './appointment-slots.ts';
import {
  addDays,
  addWorkingDays,
  isoWeekOf,
  isoWeeksInYear,
  isValidIsoWeek,
  isWorkingDay,
  nextCommissionDay,
  programDateIssue,
  shiftWeek,
  slotOfFile,
  workingDaysOfWeek,
} from './working-days.ts';

const dates = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('ISO weeks', () => {
  it('numbers weeks as ISO 8601 does, around the turn of the year', () => {
    expect(isoWeekOf('2026-01-01')).toEqual({ year: 2026, weekNumber: 1 }); // a Thursday
    expect(isoWeekOf('2027-01-01')).toEqual({ year: 2026, weekNumber: 53 }); // a Friday of 2026's week 53
    expect(isoWeekOf('2024-12-30')).toEqual({ year: 2025, weekNumber: 1 }); // a Monday
    expect(isoWeekOf('2026-11-26')).toEqual({ year: 2026, weekNumber: 48 });
    expect(isoWeeksInYear(2026)).toBe(53);
    expect(isoWeeksInYear(2025)).toBe(52);
    expect(isValidIsoWeek(2025, 53)).toBe(false);
    expect(isValidIsoWeek(2026, 53)).toBe(true);
    expect(isValidIsoWeek(2026, 0)).toBe(false);
  });

  it('gives Monday to Friday of a week', () => {
    expect(workingDaysOfWeek(2026, 48)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(workingDaysOfWeek(2026, 53)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01']);
    expect(() => workingDaysOfWeek(2025, 53)).toThrow(RangeError);
  });

  it('every date lies in the week isoWeekOf names, and weeks chain without gaps', () => {
    fc.assert(
      fc.property(dates, (date) => {
        const week = isoWeekOf(date);
        const days = workingDaysOfWeek(week.year, week.weekNumber);
        expect(days.map(isoWeekday)).toEqual([1, 2, 3, 4, 5]);
        const monday = days[0] ?? '';
        expect(date >= monday && date <= addDays(monday, 6)).toBe(true);
        const next = shiftWeek(week, 1);
        expect(workingDaysOfWeek(next.year, next.weekNumber)[0]).toBe(addDays(monday, 7));
        expect(shiftWeek(next, -1)).toEqual(week);
      }),
    );
  });
});

describe('working days', () => {
  it('skips weekends', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true);
    expect(isWorkingDay('2026-11-28')).toBe(false);
    expect(isWorkingDay('2026-02-30')).toBe(false);
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-23', 5)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-30', -1)).toBe('2026-11-27');
  });

  it('adding N working days lands on a working day, N working days away', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: 1, max: 60 }), (date, n) => {
        const out = addWorkingDays(date, n);
        expect(isWorkingDay(out)).toBe(true);
        let count = 0;
        for (let d = addDays(date, 1); d <= out; d = addDays(d, 1)) if (isWorkingDay(d)) count += 1;
        expect(count).toBe(n);
      }),
    );
  });
});

describe('commission days and slots', () => {
  it('finds the next commission day strictly after a date', () => {
    expect(nextCommissionDay('2026-11-23', 4)).toBe('2026-11-26'); // Monday → Thursday
    expect(nextCommissionDay('2026-11-26', 4)).toBe('2026-12-03'); // Thursday → next Thursday
    expect(nextCommissionDay('2026-11-28', 1)).toBe('2026-11-30'); // Saturday → Monday
    expect(() => nextCommissionDay('2026-11-23', 6)).toThrow(RangeError);
    fc.assert(
      fc.property(dates, fc.integer({ min: 1, max: 5 }), (date, day) => {
        const next = nextCommissionDay(date, day);
        expect(isoWeekday(next)).toBe(day);
        expect(next > date && next <= addDays(date, 7)).toBe(true);
      }),
    );
  });

  it('gives each file of a session its slot, flagging files past the hours', () => {
    const params = { slotStartTime: '09:30', slotEndTime: '10:30', minutesPerFile: 20 };
    expect(slotOfFile(params, 0)).toEqual({ startTime: '09:30', endTime: '09:50', withinHours: true });
    expect(slotOfFile(params, 2)).toEqual({ startTime: '10:10', endTime: '10:30', withinHours: true });
    expect(slotOfFile(params, 3)).toEqual({ startTime: '10:30', endTime: '10:50', withinHours: false });
  });

  it('refuses weekends and past dates for programming', () => {
    expect(programDateIssue('2026-11-28', '2026-11-23')).toBe('weekend');
    expect(programDateIssue('2026-11-20', '2026-11-23')).toBe('pastDate');
    expect(programDateIssue('2026-13-01', '2026-11-23')).toBe('dateInvalid');
    expect(programDateIssue('2026-11-23', '2026-11-23')).toBeNull();
  });
});

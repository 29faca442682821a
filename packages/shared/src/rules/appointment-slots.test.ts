import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  formatSlot,
  isAppointmentDay,
  isBusinessDay,
  isCommissionDay,
  isoWeekday,
  isValidSlot,
  platformWallClock,
  scheduleIssues,
  slotsOfDay,
  toMinutes,
} from './appointment-slots.ts';

/** Casablanca-Settat's parameters in the seed: its commission sits on Thursdays. */
const CASA = { commissionDay: 4, slotStartTime: '09:30', slotEndTime: '16:00', minutesPerFile: 20 };
const NOW = { date: '2026-03-04', time: '10:15' }; // a Wednesday

/** Any calendar date from 2000 to 2099. */
const anyDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('business days', () => {
  it('knows the weekdays', () => {
    expect(isoWeekday('2026-03-02')).toBe(1);
    expect(isBusinessDay('2026-03-06')).toBe(true);
    expect(isBusinessDay('2026-03-07')).toBe(false);
    expect(isBusinessDay('2026-03-08')).toBe(false);
    expect(isBusinessDay('2026-02-30')).toBe(false);
  });

  it('adds business days over weekends', () => {
    expect(addBusinessDays('2026-03-06', 1)).toBe('2026-03-09');
    expect(addBusinessDays('2026-03-02', 5)).toBe('2026-03-09');
    expect(addBusinessDays('2026-03-07', 1)).toBe('2026-03-09');
    expect(addBusinessDays('2026-03-09', -1)).toBe('2026-03-06');
    expect(addBusinessDays('2026-03-04', 0)).toBe('2026-03-04');
  });

  it('property: n business days later is a business day, 5 of them is one calendar week', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 1, max: 60 }), (date, n) => {
        const later = addBusinessDays(date, n);
        expect(isBusinessDay(later)).toBe(true);
        expect(later > date).toBe(true);
        if (isBusinessDay(date)) {
          const week = addBusinessDays(date, 5);
          expect(Date.parse(week) - Date.parse(date)).toBe(7 * 86_400_000);
          expect(addBusinessDays(later, -n)).toBe(date);
        }
      }),
    );
  });
});

describe('slots', () => {
  it('cuts the hours of a business day into slots of the region duration', () => {
    const slots = slotsOfDay(CASA, '2026-03-04');
    expect(slots[0]).toEqual({ startTime: '09:30', endTime: '09:50' });
    expect(slots.at(-1)).toEqual({ startTime: '15:30', endTime: '15:50' });
    expect(slots).toHaveLength(19);
    expect(slotsOfDay(CASA, '2026-03-07')).toEqual([]);
  });

  it("has no slot on the region's commission day (the advisors sit in the commission)", () => {
    expect(isCommissionDay(CASA, '2026-03-05')).toBe(true);
    expect(isAppointmentDay(CASA, '2026-03-05')).toBe(false);
    expect(slotsOfDay(CASA, '2026-03-05')).toEqual([]);
    expect(isValidSlot(CASA, '2026-03-05', '09:30')).toBe(false);
    // Another region's commission day is an ordinary day here, and the same Thursday is open to it.
    expect(slotsOfDay({ ...CASA, commissionDay: 2 }, '2026-03-05')).toHaveLength(19);
    expect(slotsOfDay({ ...CASA, commissionDay: 2 }, '2026-03-03')).toEqual([]);
  });

  it('accepts only aligned starts within the hours', () => {
    expect(isValidSlot(CASA, '2026-03-04', '09:30')).toBe(true);
    expect(isValidSlot(CASA, '2026-03-04', '09:40')).toBe(false);
    expect(isValidSlot(CASA, '2026-03-04', '09:10')).toBe(false);
    expect(isValidSlot(CASA, '2026-03-04', '15:50')).toBe(false);
    expect(isValidSlot(CASA, '2026-03-08', '09:30')).toBe(false);
  });

  it('property: every slot lies within the hours, lasts the duration and touches the next', () => {
    const params = fc
      .record({
        start: fc.integer({ min: 0, max: 1200 }),
        length: fc.integer({ min: 1, max: 600 }),
        per: fc.integer({ min: 5, max: 120 }),
        day: fc.integer({ min: 1, max: 5 }),
      })
      .map(({ start, length, per, day }) => ({
        commissionDay: day,
        slotStartTime: `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`,
        slotEndTime: (() => {
          const end = Math.min(start + length, 23 * 60 + 59);
          return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
        })(),
        minutesPerFile: per,
      }));
    fc.assert(
      fc.property(params, anyDate, (p, date) => {
        const slots = slotsOfDay(p, date);
        if (!isBusinessDay(date) || isoWeekday(date) === p.commissionDay) {
          expect(slots).toEqual([]);
          return;
        }
        for (const [i, s] of slots.entries()) {
          expect(toMinutes(s.startTime)).toBeGreaterThanOrEqual(toMinutes(p.slotStartTime));
          expect(toMinutes(s.endTime)).toBeLessThanOrEqual(toMinutes(p.slotEndTime));
          expect(toMinutes(s.endTime) - toMinutes(s.startTime)).toBe(p.minutesPerFile);
          if (i > 0) expect(s.startTime).toBe(slots[i - 1]?.endTime);
          expect(isValidSlot(p, date, s.startTime)).toBe(true);
        }
      }),
    );
  });
});

describe('scheduleIssues', () => {
  const issues = (date: string, startTime: string) => scheduleIssues({ params: CASA, date, startTime, now: NOW });

  it('refuses weekends, past days and times, and times off the slots', () => {
    expect(issues('2026-03-07', '09:30')).toEqual([{ field: 'date', messageKey: 'appointments.errors.weekend' }]);
    expect(issues('2026-03-03', '09:30')).toEqual([{ field: 'date', messageKey: 'appointments.errors.pastDate' }]);
    expect(issues('2026-03-04', '09:50')).toEqual([{ field: 'startTime', messageKey: 'appointments.errors.pastTime' }]);
    expect(issues('2026-03-06', '08:00')).toEqual([{ field: 'startTime', messageKey: 'appointments.errors.outOfSlot' }]);
    expect(issues('2026-03-06', '09:35')).toEqual([{ field: 'startTime', messageKey: 'appointments.errors.outOfSlot' }]);
    expect(issues('2026-13-05', '09:30')[0]?.field).toBe('date');
  });

  it("refuses the region's commission day, on the date field, even for a slot of its hours", () => {
    expect(issues('2026-03-05', '09:30')).toEqual([{ field: 'date', messageKey: 'appointments.errors.commissionDay' }]);
    expect(issues('2026-03-12', '15:30')).toEqual([{ field: 'date', messageKey: 'appointments.errors.commissionDay' }]);
  });

  it('accepts a later slot of today and any slot of a later business day', () => {
    expect(issues('2026-03-04', '10:30')).toEqual([]);
    expect(issues('2026-03-09', '15:30')).toEqual([]);
  });
});

describe('clock and format', () => {
  it('reads the Moroccan wall clock and formats DD/MM/YYYY HH:mm', () => {
    expect(platformWallClock(new Date('2026-01-15T23:30:00Z'))).toEqual({ date: '2026-01-16', time: '00:30' });
    expect(formatSlot('2026-03-09', '09:30')).toBe('09/03/2026 09:30');
  });
});

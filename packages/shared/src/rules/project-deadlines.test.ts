import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overdueBefore, phaseDeadline, workingDaysBetween } from './project-deadlines.ts';
import { addDays } from './working-days.ts';

describe('indicative deadlines in working days (Monday to Friday)', () => {
  it('gives the advisor two working days after the last step, skipping the weekend', () => {
    expect(phaseDeadline('IN_REVIEW', '2026-11-23')).toBe('2026-11-25'); // Monday -> Wednesday
    expect(phaseDeadline('COMPLEMENTS_IN_REVIEW', '2026-11-27')).toBe('2026-12-01'); // Friday -> Tuesday
    expect(phaseDeadline('IN_REVIEW', '2026-11-28')).toBe('2026-12-01'); // Saturday -> Tuesday
    expect(phaseDeadline('DRAFT', '2026-11-23')).toBeNull();
    expect(phaseDeadline(null, '2026-11-23')).toBeNull();
    expect(phaseDeadline('IN_REVIEW', 'nope')).toBeNull();
  });

  it('counts working days between two dates', () => {
    expect(workingDaysBetween('2026-11-23', '2026-11-23')).toBe(0);
    expect(workingDaysBetween('2026-11-27', '2026-11-30')).toBe(1); // Friday -> Monday
    expect(workingDaysBetween('2026-11-23', '2026-12-07')).toBe(10);
    expect(workingDaysBetween('2026-11-28', '2026-11-29')).toBe(0); // a weekend
    expect(workingDaysBetween('2026-12-07', '2026-11-23')).toBe(0);
  });

  it('agrees with the day-by-day count on any span', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 60 }), (start, span) => {
        const from = addDays('2024-01-01', start);
        const to = addDays(from, span);
        let slow = 0;
        for (let i = 1; i <= span; i++) {
          const wd = new Date(`${addDays(from, i)}T00:00:00Z`).getUTCDay();
          if (wd !== 0 && wd !== 6) slow += 1;
        }
        expect(workingDaysBetween(from, to)).toBe(slow);
      }),
    );
  });

  it('flags a file overdue exactly when its due date is past (the SQL bound)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 20 }), (start, wait) => {
        const lastStep = addDays('2024-01-01', start);
        const today = addDays(lastStep, wait);
        const due = phaseDeadline('IN_REVIEW', lastStep) ?? '';
        expect(lastStep < overdueBefore(today)).toBe(due < today);
      }),
    );
  });
});

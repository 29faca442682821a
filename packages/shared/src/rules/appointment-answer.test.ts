import { describe, expect, it } from 'vitest';
import { addWorkingHours, answerDeadline, answerReminderFrom, answerStatus } from './appointment-answer.ts';
import { instantOfPlatformWall, platformWallMs } from './morocco-clock.ts';

/** An instant given as Morocco's wall clock 'YYYY-MM-DDTHH:MM' (UTC+1 outside Ramadan, UTC+0 during it). */
const morocco = (wall: string): Date => instantOfPlatformWall(Date.parse(`${wall}:00Z`));
const wallOf = (at: Date): string => new Date(platformWallMs(at)).toISOString().slice(0, 16);

describe('the 48-hour answer deadline of an appointment (working hours, Morocco clock)', () => {
  it.each([
    ['Monday 10:00', '2026-11-23T10:00', '2026-11-25T10:00'],
    ['Wednesday 09:30', '2026-11-25T09:30', '2026-11-27T09:30'],
    ['Thursday 16:45 (over the weekend)', '2026-11-26T16:45', '2026-11-30T16:45'],
    ['Friday 15:00', '2026-11-27T15:00', '2026-12-01T15:00'],
    ['Friday 23:59', '2026-11-27T23:59', '2026-12-01T23:59'],
    ['Saturday 10:00 (counted from Monday 00:00)', '2026-11-28T10:00', '2026-12-02T00:00'],
    ['Sunday 23:00', '2026-11-29T23:00', '2026-12-02T00:00'],
    ['Monday 00:00', '2026-11-30T00:00', '2026-12-02T00:00'],
  ])('assigned %s is due 48 working hours later', (_label, assigned, due) => {
    expect(wallOf(answerDeadline(morocco(assigned)))).toBe(due);
  });

  it('is a real instant: 10:00 in Casablanca is 09:00 UTC outside Ramadan', () => {
    expect(answerDeadline(new Date('2026-11-23T09:00:00Z')).toISOString()).toBe('2026-11-25T09:00:00.000Z');
  });

  it('keeps the wall-clock hour across the change to Ramadan time (UTC+1 to UTC+0)', () => {
    // Morocco moves its clock back one hour during Ramadan 2026 (mid-February): 48 working hours stay
    // "the same wall-clock time two working days later", one real hour longer.
    const assigned = morocco('2026-02-13T10:00'); // Friday, UTC+1
    const due = answerDeadline(assigned);
    expect(wallOf(due)).toBe('2026-02-17T10:00');
    expect(due.toISOString()).toBe('2026-02-17T10:00:00.000Z');
  });

  it('reminds 6 working hours before, skipping a weekend backwards', () => {
    expect(wallOf(answerReminderFrom(morocco('2026-11-25T10:00')))).toBe('2026-11-25T04:00');
    expect(wallOf(answerReminderFrom(morocco('2026-11-30T03:00')))).toBe('2026-11-27T21:00');
    expect(wallOf(answerReminderFrom(morocco('2026-12-02T00:00')))).toBe('2026-12-01T18:00');
    expect(wallOf(addWorkingHours(morocco('2026-11-29T12:00'), -1))).toBe('2026-11-27T23:00');
  });

  it('says overdue once the deadline is reached, due soon in the 6 hours before, and neither once answered', () => {
    const assignedAt = morocco('2026-11-23T10:00');
    const at = (wall: string) => answerStatus({ assignedAt, answeredAt: null }, morocco(wall));
    expect(at('2026-11-25T03:59')).toMatchObject({ overdue: false, dueSoon: false });
    expect(at('2026-11-25T04:00')).toMatchObject({ overdue: false, dueSoon: true });
    expect(at('2026-11-25T09:59')).toMatchObject({ overdue: false, dueSoon: true });
    expect(at('2026-11-25T10:00')).toMatchObject({ overdue: true, dueSoon: false });
    const answered = answerStatus({ assignedAt, answeredAt: morocco('2026-11-26T10:00') }, morocco('2026-11-30T10:00'));
    expect(answered).toMatchObject({ overdue: false, dueSoon: false });
    expect(answered.dueAt?.toISOString()).toBe('2026-11-25T09:00:00.000Z');
    expect(answerStatus({ assignedAt: null, answeredAt: null }, morocco('2026-11-30T10:00'))).toEqual({
      dueAt: null,
      overdue: false,
      dueSoon: false,
    });
  });
});

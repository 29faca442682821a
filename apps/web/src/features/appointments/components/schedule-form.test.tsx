// @vitest-environment jsdom
import { isoWeekday } from '@cri/shared/rules/appointment-slots';
import { describe, expect, it } from 'vitest';
import { bookableDays } from './schedule-form.tsx';

/** Casablanca-Settat's parameters in the seed: the commission sits on Thursdays. */
const CASA = { commissionDay: 4, slotStartTime: '09:30', slotEndTime: '16:00', minutesPerFile: 20 };

describe('bookableDays', () => {
  it("offers business days from today without the region's commission day", () => {
    // Wednesday 3 June 2026.
    const days = bookableDays(CASA, '2026-06-03', 'fr');
    expect(days.slice(0, 4).map((d) => d.value)).toEqual(['2026-06-03', '2026-06-05', '2026-06-08', '2026-06-09']);
    expect(days.some((d) => isoWeekday(d.value) === 4)).toBe(false);
    expect(days.every((d) => isoWeekday(d.value) <= 5)).toBe(true);
    expect(days[1]?.label).toBe('vendredi 05/06/2026');
  });

  it('keeps the Thursdays of a region whose commission sits another day', () => {
    const days = bookableDays({ ...CASA, commissionDay: 3 }, '2026-06-03', 'fr');
    expect(days.slice(0, 2).map((d) => d.value)).toEqual(['2026-06-04', '2026-06-05']);
  });
});

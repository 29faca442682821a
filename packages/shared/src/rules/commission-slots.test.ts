import { describe, expect, it } from 'vitest';
import { nextFreeCommissionSlot, nextSlotOn, type SessionFile, sessionSlots } from './commission-slots.ts';

// Casablanca-Settat: Thursdays, 09:30-16:00, 20 minutes a file (19 files a session).
const params = { commissionDay: 4, slotStartTime: '09:30', slotEndTime: '16:00', minutesPerFile: 20 };
const earlier = (n: number): SessionFile[] =>
  Array.from({ length: n }, () => ({ programmedAt: { date: '2026-11-20', time: '11:00' } }));

describe('commission session slots', () => {
  it('puts files programmed on an earlier day one after another from the start time', () => {
    expect(sessionSlots(params, '2026-11-26', earlier(3)).map((s) => s.startTime)).toEqual(['09:30', '09:50', '10:10']);
    expect(sessionSlots(params, '2026-11-26', [{ programmedAt: null }])).toEqual([
      { startTime: '09:30', endTime: '09:50', withinHours: true },
    ]);
  });

  it('never gives a file programmed on the session day a time already past', () => {
    const now = { date: '2026-11-26', time: '11:05' };
    expect(nextSlotOn(params, '2026-11-26', earlier(2), now)).toEqual({
      startTime: '11:10',
      endTime: '11:30',
      withinHours: true,
    });
    // On a slot boundary, the slot starting now.
    expect(nextSlotOn(params, '2026-11-26', [], { date: '2026-11-26', time: '10:10' }).startTime).toBe('10:10');
    // Before the session starts, the first slot.
    expect(nextSlotOn(params, '2026-11-26', [], { date: '2026-11-26', time: '07:00' }).startTime).toBe('09:30');
    // Files after it keep the order: the next one follows it.
    const day = sessionSlots(params, '2026-11-26', [...earlier(1), { programmedAt: now }, ...earlier(1)]);
    expect(day.map((s) => s.startTime)).toEqual(['09:30', '11:10', '11:30']);
  });

  it('flags a slot past the session hours', () => {
    expect(nextSlotOn(params, '2026-11-26', earlier(18), { date: '2026-11-23', time: '10:00' })).toEqual({
      startTime: '15:30',
      endTime: '15:50',
      withinHours: true,
    });
    expect(nextSlotOn(params, '2026-11-26', earlier(19), { date: '2026-11-23', time: '10:00' }).withinHours).toBe(false);
    expect(nextSlotOn(params, '2026-11-26', [], { date: '2026-11-26', time: '15:45' }).withinHours).toBe(false);
  });
});

describe('next free commission slot', () => {
  const monday = { date: '2026-11-23', time: '10:00' };

  it('proposes the coming commission day and its first free slot', () => {
    expect(nextFreeCommissionSlot({ params, now: monday, filesOn: () => earlier(2) })).toEqual({
      date: '2026-11-26',
      startTime: '10:10',
      endTime: '10:30',
      withinHours: true,
    });
  });

  it('skips a full session to the following commission day', () => {
    const filesOn = (date: string) => (date === '2026-11-26' ? earlier(19) : earlier(1));
    expect(nextFreeCommissionSlot({ params, now: monday, filesOn })).toMatchObject({ date: '2026-12-03', startTime: '09:50' });
  });

  it('counts today when it is the commission day and a slot is still free, not once the session is over', () => {
    expect(nextFreeCommissionSlot({ params, now: { date: '2026-11-26', time: '09:00' }, filesOn: () => [] })).toMatchObject({
      date: '2026-11-26',
      startTime: '09:30',
    });
    expect(nextFreeCommissionSlot({ params, now: { date: '2026-11-26', time: '15:50' }, filesOn: () => [] })).toMatchObject({
      date: '2026-12-03',
      startTime: '09:30',
    });
  });

  it('answers null when no session within the horizon has room', () => {
    expect(nextFreeCommissionSlot({ params, now: monday, filesOn: () => earlier(19), horizonWeeks: 4 })).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decisionTiming,
  graciousCommissionAvailable,
  graciousFormReadOnly,
  isFavourable,
  procedureStateAfter,
  recourseDecisionOptions,
  type SeatForVote,
  votingSeats,
} from './commission.ts';

const phase = (title: string, choice?: string) => ({
  title,
  metadata: choice ? [{ name: 'COMMISSION_CHOICE', value: choice }] : [],
});

describe('isFavourable (spec 2 §4: the latest review phase has a favourable choice)', () => {
  it('reads the latest review phase only', () => {
    expect(isFavourable([])).toBe(false);
    expect(isFavourable([phase('SCHEDULED')])).toBe(false);
    expect(isFavourable([phase('REVIEWED_IN_CRUI', 'FAVORABLE')])).toBe(true);
    expect(isFavourable([phase('REVIEWED_IN_CRUI', 'FAVORABLE_WITH_RESTRICTIONS'), phase('RAISE_RESERVATION_CONFIRMED')])).toBe(
      true,
    );
    expect(isFavourable([phase('REVIEWED_IN_CRUI', 'TO_BE_RESCHEDULED')])).toBe(false);
    // A gracious recourse overturning an unfavourable decision makes the file favourable, and the reverse.
    expect(isFavourable([phase('REVIEWED_IN_CRUI', 'UNFAVORABLE'), phase('RECOURSE_REVIEWED_CRUI', 'FAVORABLE')])).toBe(true);
    expect(
      isFavourable([phase('REVIEWED_IN_CRUI', 'FAVORABLE'), phase('RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE', 'UNFAVORABLE')]),
    ).toBe(false);
  });
});

describe('recourseDecisionOptions (spec 2 §4 "Commission decision options")', () => {
  it('offers the three outcomes, confirm for the current one, listed last', () => {
    expect(recourseDecisionOptions('FAVORABLE')).toEqual([
      { value: 'FAVORABLE_WITH_RESTRICTIONS', label: 'overturn' },
      { value: 'UNFAVORABLE', label: 'overturn' },
      { value: 'FAVORABLE', label: 'confirm' },
    ]);
    expect(recourseDecisionOptions('UNFAVORABLE')).toEqual([
      { value: 'FAVORABLE', label: 'overturn' },
      { value: 'UNFAVORABLE', label: 'confirm' },
    ]);
    expect(recourseDecisionOptions('FAVORABLE_WITH_RESTRICTIONS')).toEqual([
      { value: 'FAVORABLE', label: 'overturn' },
      { value: 'FAVORABLE_WITH_RESTRICTIONS', label: 'confirm' },
    ]);
    expect(recourseDecisionOptions(null).map((o) => o.label)).toEqual(['overturn', 'overturn', 'overturn']);
  });

  it('never offers rescheduling, complements or recommendation, and at most one confirm, always last', () => {
    const decisions = [
      'FAVORABLE',
      'FAVORABLE_WITH_RESTRICTIONS',
      'UNFAVORABLE',
      'REQUIRES_COMPLEMENTS',
      'TO_BE_RESCHEDULED',
      'RECOMMENDATION',
    ];
    fc.assert(
      fc.property(fc.option(fc.constantFrom(...decisions), { nil: null }), (current) => {
        const options = recourseDecisionOptions(current);
        expect(options.every((o) => ['FAVORABLE', 'FAVORABLE_WITH_RESTRICTIONS', 'UNFAVORABLE'].includes(o.value))).toBe(true);
        const confirms = options.filter((o) => o.label === 'confirm');
        expect(confirms.length).toBe(options.some((o) => o.value === current) ? 1 : 0);
        if (confirms.length) expect(options.at(-1)).toEqual({ value: current, label: 'confirm' });
        expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
      }),
    );
  });

  it('gracious page after an initial decision only; read-only rule as the spec states it', () => {
    expect(graciousCommissionAvailable('INITIAL_DECISION')).toBe(true);
    expect(graciousCommissionAvailable('GRACIOUS_RECOURSE_DECISION')).toBe(false);
    expect(graciousCommissionAvailable(null)).toBe(false);
    const base = { commissionExists: true, commissionDateIsToday: false, recourseExists: true, recourseHasSynthesis: true };
    expect(graciousFormReadOnly(base)).toBe(false);
    expect(graciousFormReadOnly({ ...base, commissionDateIsToday: true })).toBe(true);
    expect(graciousFormReadOnly({ ...base, recourseExists: false })).toBe(true);
    expect(graciousFormReadOnly({ ...base, commissionDateIsToday: true, recourseHasSynthesis: false })).toBe(false);
    expect(graciousFormReadOnly({ ...base, commissionExists: false, commissionDateIsToday: true })).toBe(false);
  });
});

const seats = fc
  .array(
    fc.record({
      userId: fc.integer({ min: 1, max: 30 }),
      administrationId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
      isFocalMember: fc.boolean(),
      attended: fc.boolean(),
      conflictOfInterest: fc.boolean(),
    }),
    { maxLength: 12 },
  )
  .map((rows) => {
    const seen = new Set<number>();
    return rows.filter((r) => !seen.has(r.userId) && seen.add(r.userId)).map((r, i): SeatForVote => ({ ...r, id: i + 1 }));
  });

describe('votingSeats (one member per administration votes)', () => {
  it('the focal member first, else the first present; never an absent member or one with a conflict', () => {
    const s = (id: number, administrationId: number | null, extra: Partial<SeatForVote> = {}): SeatForVote => ({
      id,
      userId: id * 10,
      administrationId,
      isFocalMember: false,
      attended: true,
      conflictOfInterest: false,
      ...extra,
    });
    expect([...votingSeats([s(1, 7), s(2, 7, { isFocalMember: true }), s(3, 8), s(4, null), s(5, null)])].sort()).toEqual([
      2, 3, 4, 5,
    ]);
    expect([...votingSeats([s(1, 7), s(2, 7, { isFocalMember: true, conflictOfInterest: true })])]).toEqual([1]);
    expect([...votingSeats([s(1, 7, { attended: false }), s(2, 7)])]).toEqual([2]);
    expect([...votingSeats([s(1, 7, { attended: false })])]).toEqual([]);
  });

  it('holds for any seating', () => {
    fc.assert(
      fc.property(seats, (all) => {
        const voting = all.filter((x) => votingSeats(all).has(x.id));
        for (const v of voting) expect(v.attended && !v.conflictOfInterest).toBe(true);
        const groups = (x: SeatForVote) => (x.administrationId === null ? `u${x.userId}` : `a${x.administrationId}`);
        expect(new Set(voting.map(groups)).size).toBe(voting.length);
        for (const key of new Set(all.map(groups))) {
          const eligible = all.filter((x) => groups(x) === key && x.attended && !x.conflictOfInterest);
          const chosen = voting.find((x) => groups(x) === key);
          expect(chosen !== undefined).toBe(eligible.length > 0);
          if (chosen && eligible.some((x) => x.isFocalMember)) expect(chosen.isFocalMember).toBe(true);
          if (chosen) {
            const peers = eligible.filter((x) => x.isFocalMember === chosen.isFocalMember);
            expect(chosen.id).toBe(Math.min(...peers.map((x) => x.id)));
          }
        }
      }),
    );
  });
});

describe('decision timing and procedure states', () => {
  it('opens the decision on the session day and after', () => {
    expect(decisionTiming(null, '2026-11-25')).toBe('notProgrammed');
    expect(decisionTiming('2026-11-26', '2026-11-25')).toBe('beforeSession');
    expect(decisionTiming('2026-11-25', '2026-11-25')).toBe('open');
    expect(decisionTiming('2026-11-20', '2026-11-25')).toBe('open');
  });
  it('accepts after favourable decisions, denies after an unfavourable one, leaves the others', () => {
    expect(procedureStateAfter('FAVORABLE')).toBe('ACCEPTED');
    expect(procedureStateAfter('FAVORABLE_WITH_RESTRICTIONS')).toBe('ACCEPTED');
    expect(procedureStateAfter('UNFAVORABLE')).toBe('DENIED');
    expect(procedureStateAfter('TO_BE_RESCHEDULED')).toBeNull();
    expect(procedureStateAfter('REQUIRES_COMPLEMENTS')).toBeNull();
  });
});

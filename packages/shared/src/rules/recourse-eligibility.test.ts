import { describe, expect, it } from 'vitest';
import { graciousEligibility, ministerialEligibility, type RecourseSituation } from './recourse-eligibility.ts';

const unfavourable = { choice: 'UNFAVORABLE', notifiedOn: '2026-11-02' };
const base: RecourseSituation = { today: '2026-11-05', initialDecision: unfavourable, gracious: null, ministerialFiled: false };
const graciousFiled = { decisionDeadline: '2026-11-23', decision: null, decidedOn: null };

describe('gracious recourse eligibility', () => {
  it('opens after an unfavourable decision for 15 days from its notification', () => {
    expect(graciousEligibility(base)).toEqual({ refusal: null, fileDeadline: '2026-11-17' });
    expect(graciousEligibility({ ...base, today: '2026-11-17' }).refusal).toBeNull();
    expect(graciousEligibility({ ...base, today: '2026-11-18' }).refusal).toBe('deadlinePassed');
  });
  it('refuses before any decision, after a favourable one and a second time', () => {
    expect(graciousEligibility({ ...base, initialDecision: null }).refusal).toBe('noDecision');
    expect(graciousEligibility({ ...base, initialDecision: { ...unfavourable, choice: 'FAVORABLE' } }).refusal).toBe(
      'notUnfavourable',
    );
    expect(graciousEligibility({ ...base, gracious: graciousFiled }).refusal).toBe('alreadyFiled');
  });
});

describe('ministerial recourse eligibility', () => {
  it('needs a gracious recourse first', () => {
    expect(ministerialEligibility(base).refusal).toBe('noGraciousRecourse');
  });
  it('waits while the governor is within his delay and has not decided', () => {
    expect(ministerialEligibility({ ...base, today: '2026-11-23', gracious: graciousFiled }).refusal).toBe(
      'governorDelayRunning',
    );
  });
  it('opens for 15 days once the governor stays silent past his delay', () => {
    const s = { ...base, today: '2026-11-24', gracious: graciousFiled };
    expect(ministerialEligibility(s)).toEqual({ refusal: null, fileDeadline: '2026-12-08' });
    expect(ministerialEligibility({ ...s, today: '2026-12-09' }).refusal).toBe('deadlinePassed');
  });
  it('opens for 15 days from the governor confirming the rejection', () => {
    const g = { ...graciousFiled, decision: 'UNFAVORABLE', decidedOn: '2026-11-10' };
    expect(ministerialEligibility({ ...base, today: '2026-11-11', gracious: g })).toEqual({
      refusal: null,
      fileDeadline: '2026-11-25',
    });
    expect(ministerialEligibility({ ...base, today: '2026-11-11', gracious: g, ministerialFiled: true }).refusal).toBe(
      'alreadyFiled',
    );
  });
  it('is closed once the governor granted the appeal', () => {
    const g = { ...graciousFiled, decision: 'FAVORABLE', decidedOn: '2026-11-10' };
    expect(ministerialEligibility({ ...base, gracious: g }).refusal).toBe('graciousFavourable');
  });
});

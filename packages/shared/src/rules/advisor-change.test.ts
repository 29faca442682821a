import { describe, expect, it } from 'vitest';
import { defaultNewAdvisor, mayDecideAdvisorChange, newAdvisorRefusal } from './advisor-change.ts';

describe('advisor-change rules (decision 041)', () => {
  it('only the director of the file region decides', () => {
    expect(mayDecideAdvisorChange({ isDirector: true, regionId: 2 }, 2)).toBe(true);
    expect(mayDecideAdvisorChange({ isDirector: true, regionId: 10 }, 2)).toBe(false);
    expect(mayDecideAdvisorChange({ isDirector: false, regionId: 2 }, 2)).toBe(false);
    expect(mayDecideAdvisorChange({ isDirector: true, regionId: null }, 2)).toBe(false);
  });

  it('the new advisor is another active advisor of the region', () => {
    const candidates = [4, 5];
    expect(newAdvisorRefusal(4, { current: 3, candidates })).toBeNull();
    expect(newAdvisorRefusal(3, { current: 3, candidates: [3, 4] })).toBe('SAME_ADVISOR');
    expect(newAdvisorRefusal(9, { current: 3, candidates })).toBe('NOT_A_CANDIDATE');
  });

  it('offers the proposed colleague first when still eligible', () => {
    expect(defaultNewAdvisor(5, [4, 5])).toBe(5);
    expect(defaultNewAdvisor(7, [4, 5])).toBeNull();
    expect(defaultNewAdvisor(null, [4, 5])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { COMMISSION_DECISIONS, decisionColor } from './commission-decisions.ts';

describe('decisionColor (spec 2 §4)', () => {
  it('shows favourable green, the reserves side orange and unfavourable red', () => {
    expect(decisionColor('FAVORABLE')).toBe('green');
    expect(decisionColor('FAVORABLE_WITH_RESTRICTIONS')).toBe('orange');
    expect(decisionColor('REQUIRES_COMPLEMENTS')).toBe('orange');
    expect(decisionColor('UNFAVORABLE')).toBe('red');
  });

  it('keeps the others neutral, including an unknown value', () => {
    expect(decisionColor('TO_BE_RESCHEDULED')).toBe('gray');
    expect(decisionColor('RECOMMENDATION')).toBe('gray');
    expect(decisionColor('SOMETHING_ELSE')).toBe('gray');
  });

  it('has a translated label for every decision in both languages', async () => {
    const fr = (await import('../../../i18n/fr/projects.json')).default.projects.decisions as Record<string, string>;
    const ar = (await import('../../../i18n/ar/projects.json')).default.projects.decisions as Record<string, string>;
    for (const d of COMMISSION_DECISIONS) {
      expect(fr[d]?.length).toBeGreaterThan(0);
      expect(ar[d]?.length).toBeGreaterThan(0);
    }
  });
});

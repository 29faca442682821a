import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  competentCommission,
  isRegionalCommissionCompetent,
  isStrategicProject,
  REGIONAL_COMMISSION_CEILING,
  STRATEGIC_PROJECT_THRESHOLD,
} from './commission-competence.ts';

describe('commission competence (spec 2 §9, spec 3 §9)', () => {
  it('gives files under 250 M DH to the regional commission', () => {
    expect(competentCommission(0)).toBe('REGIONAL');
    expect(competentCommission(12_500_000)).toBe('REGIONAL');
    expect(competentCommission(249_999_999.99)).toBe('REGIONAL');
    expect(isRegionalCommissionCompetent(249_999_999.99)).toBe(true);
  });

  it('gives files of 250 M DH and more to the national commission', () => {
    expect(REGIONAL_COMMISSION_CEILING).toBe(250_000_000);
    expect(competentCommission(250_000_000)).toBe('NATIONAL');
    expect(competentCommission(250_000_000.01)).toBe('NATIONAL');
    expect(competentCommission(1_999_999_999)).toBe('NATIONAL');
    expect(isRegionalCommissionCompetent(250_000_000)).toBe(false);
  });

  it('calls a project of at least 2 bn DH strategic, and it is the national commission’s', () => {
    expect(STRATEGIC_PROJECT_THRESHOLD).toBe(2_000_000_000);
    expect(isStrategicProject(1_999_999_999.99)).toBe(false);
    expect(isStrategicProject(2_000_000_000)).toBe(true);
    expect(competentCommission(5_000_000_000)).toBe('NATIONAL');
  });

  it('reads a missing or invalid total as nothing invested (regional)', () => {
    expect(competentCommission(null)).toBe('REGIONAL');
    expect(competentCommission(undefined)).toBe('REGIONAL');
    expect(competentCommission(Number.NaN)).toBe('REGIONAL');
    expect(isStrategicProject(null)).toBe(false);
  });

  it('does not depend on float noise at the threshold', () => {
    expect(competentCommission(0.1 + 0.2 + 249_999_999.7)).toBe('NATIONAL');
  });

  it('decides by the amount in centimes around both thresholds (fast-check)', () => {
    // Amounts as stored: DH with two decimals (numeric(15, 2)), i.e. whole centimes.
    const near = (threshold: number) =>
      fc.integer({ min: -5_000_000, max: 5_000_000 }).map((deltaCents) => (threshold * 100 + deltaCents) / 100);
    fc.assert(
      fc.property(near(REGIONAL_COMMISSION_CEILING), (amount) => {
        const below = Math.round(amount * 100) < REGIONAL_COMMISSION_CEILING * 100;
        expect(competentCommission(amount)).toBe(below ? 'REGIONAL' : 'NATIONAL');
        expect(isRegionalCommissionCompetent(amount)).toBe(below);
        expect(isStrategicProject(amount)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(near(STRATEGIC_PROJECT_THRESHOLD), (amount) => {
        expect(isStrategicProject(amount)).toBe(Math.round(amount * 100) >= STRATEGIC_PROJECT_THRESHOLD * 100);
        expect(competentCommission(amount)).toBe('NATIONAL');
      }),
    );
  });

  it('never gives a larger amount a smaller commission (monotone, fast-check)', () => {
    const rank = { REGIONAL: 0, NATIONAL: 1 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 900_000_000_000 }), fc.integer({ min: 0, max: 900_000_000_000 }), (a, b) => {
        const [low, high] = a <= b ? [a / 100, b / 100] : [b / 100, a / 100];
        expect(rank[competentCommission(low)]).toBeLessThanOrEqual(rank[competentCommission(high)]);
        expect(Number(isStrategicProject(low))).toBeLessThanOrEqual(Number(isStrategicProject(high)));
      }),
    );
  });
});

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
});

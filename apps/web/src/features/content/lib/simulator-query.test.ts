import { ZIncentiveSimulationForm } from '@cri/shared/schemas/incentives';
import { describe, expect, it } from 'vitest';
import { draftFromQuery, EMPTY_DRAFT, formInput, simulatorLink } from './simulator-query.ts';

describe('simulator address and form input', () => {
  it('carries the questionnaire’s figures over and back', () => {
    const link = simulatorLink('/incentive-simulator', { amount: 120_000_000, stableJobs: 80, provinceId: 12 });
    expect(link).toBe('/incentive-simulator?amount=120000000&stableJobs=80&provinceId=12');
    const draft = draftFromQuery(new URLSearchParams(link.split('?')[1]));
    expect(draft).toMatchObject({ amount: '120000000', stableJobs: '80', provinceId: '12', futureTrade: false });
    expect(ZIncentiveSimulationForm.parse(formInput(draft))).toMatchObject({
      amount: 120_000_000,
      stableJobs: 80,
      provinceId: 12,
    });
  });

  it('drops hostile or absurd values from the address and refuses negative figures with translated messages', () => {
    expect(draftFromQuery(new URLSearchParams('amount=-5&stableJobs=<script>&provinceId=1e99'))).toEqual(EMPTY_DRAFT);
    expect(simulatorLink('/s', { amount: null, stableJobs: -1 })).toBe('/s');
    const result = ZIncentiveSimulationForm.safeParse(formInput({ ...EMPTY_DRAFT, amount: '-1', stableJobs: '2.5' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'incentives.errors.negative',
      'incentives.errors.wholeNumber',
    ]);
    const huge = ZIncentiveSimulationForm.safeParse(formInput({ ...EMPTY_DRAFT, amount: '1e15', stableJobs: '1' }));
    expect(huge.error?.issues.map((issue) => issue.message)).toEqual(['incentives.errors.tooLarge']);
  });
});

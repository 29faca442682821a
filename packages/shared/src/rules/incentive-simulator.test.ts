import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type IncentiveSimulationInput,
  PREMIUM_CAP_PERCENT,
  RENEWABLE_PREMIUM_CAP,
  SIMULATOR_MAX_AMOUNT,
  simulateIncentives,
} from './incentive-simulator.ts';

const base: IncentiveSimulationInput = {
  amount: 100_000_000,
  stableJobs: 0,
  provinceCategory: null,
  prioritySector: false,
  genderRatioPercent: 0,
  futureTrade: false,
  sustainableProject: false,
  localIntegration: false,
  renewableEnergy: false,
};
const M = 1_000_000;
const percentOf = (input: Partial<IncentiveSimulationInput>, code: string) =>
  simulateIncentives({ ...base, ...input }).lines.find((line) => line.code === code)?.percent;

/** Spec 3 §9, case by case: [what the case checks, input, expected]. */
const CASES: readonly [string, Partial<IncentiveSimulationInput>, Partial<ReturnType<typeof simulateIncentives>>][] = [
  ['50 M DH exactly, no jobs: no main support', { amount: 50 * M }, { mainSupport: false, eligibility: 'NONE', total: 0 }],
  ['just above 50 M DH: main support by amount', { amount: 50 * M + 1 }, { mainSupport: true, eligibility: 'AMOUNT' }],
  ['49 jobs on 10 M DH: no main support', { amount: 10 * M, stableJobs: 49 }, { mainSupport: false, total: 0 }],
  ['50 jobs on 10 M DH: main support by jobs', { amount: 10 * M, stableJobs: 50 }, { mainSupport: true, eligibility: 'JOBS' }],
  ['150 jobs: main support', { amount: 10 * M, stableJobs: 150 }, { mainSupport: true, eligibility: 'JOBS' }],
  ['249,999,999 DH: regional commission', { amount: 250 * M - 1 }, { commission: 'REGIONAL', strategic: false }],
  ['250 M DH: national commission', { amount: 250 * M }, { commission: 'NATIONAL', strategic: false }],
  ['2 bn DH: strategic, national', { amount: 2_000 * M }, { commission: 'NATIONAL', strategic: true }],
  [
    '100 M DH, 400 jobs (ratio 4), category B, sector, four criteria: 42 % capped at 30 %',
    {
      stableJobs: 400,
      provinceCategory: 'B',
      prioritySector: true,
      genderRatioPercent: 30,
      futureTrade: true,
      sustainableProject: true,
      localIntegration: true,
    },
    { uncappedPercent: 42, grantedPercent: 30, total: 30 * M, capApplied: 'PERCENT_CAP' },
  ],
  [
    'same on 200 M DH of renewable energy: 60 M DH capped at 30 M DH',
    {
      amount: 200 * M,
      stableJobs: 800,
      provinceCategory: 'B',
      prioritySector: true,
      genderRatioPercent: 50,
      futureTrade: true,
      sustainableProject: true,
      localIntegration: true,
      renewableEnergy: true,
    },
    { grantedPercent: 30, total: RENEWABLE_PREMIUM_CAP, capApplied: 'RENEWABLE_CAP' },
  ],
  [
    '100 M DH, category A, sector: 15 %',
    { provinceCategory: 'A', prioritySector: true },
    { uncappedPercent: 15, grantedPercent: 15, total: 15 * M, capApplied: null },
  ],
  [
    'a renewable project under the 30 M DH cap keeps its premiums',
    { provinceCategory: 'B', renewableEnergy: true },
    { total: 15 * M, capApplied: null },
  ],
];

describe('incentive simulator (spec 3 §9)', () => {
  it.each(CASES)('%s', (_name, input, expected) => {
    expect(simulateIncentives({ ...base, ...input })).toMatchObject(expected);
  });

  it('grades the stable-job ratio (jobs per million DH): 5 % above 1 up to 1.5, 7 % up to 3, 10 % above 3', () => {
    const at = (stableJobs: number) => percentOf({ stableJobs }, 'JOB_RATIO');
    // 100 M DH: ratio = jobs / 100
    expect(at(100)).toBe(0);
    expect(at(101)).toBe(5);
    expect(at(150)).toBe(5);
    expect(at(151)).toBe(7);
    expect(at(300)).toBe(7);
    expect(at(301)).toBe(10);
  });

  it('gives 3 % per criterion, the gender premium from 30 % of women', () => {
    expect(percentOf({ genderRatioPercent: 29.9 }, 'GENDER')).toBe(0);
    expect(percentOf({ genderRatioPercent: 30 }, 'GENDER')).toBe(3);
    expect(percentOf({ futureTrade: true }, 'FUTURE_TRADE')).toBe(3);
    expect(percentOf({ sustainableProject: true }, 'SUSTAINABLE')).toBe(3);
    expect(percentOf({ localIntegration: true }, 'LOCAL_INTEGRATION')).toBe(3);
  });

  it('gives the territorial premium by the province category and 5 % to the sector', () => {
    expect(percentOf({ provinceCategory: 'A' }, 'TERRITORIAL')).toBe(10);
    expect(percentOf({ provinceCategory: 'B' }, 'TERRITORIAL')).toBe(15);
    expect(percentOf({ provinceCategory: null }, 'TERRITORIAL')).toBe(0);
    expect(percentOf({ prioritySector: true }, 'SECTOR')).toBe(5);
  });

  it('grants no premium without the main support', () => {
    const result = simulateIncentives({
      ...base,
      amount: 10 * M,
      provinceCategory: 'B',
      prioritySector: true,
      futureTrade: true,
    });
    expect(result.lines.every((line) => line.percent === 0)).toBe(true);
    expect(result.total).toBe(0);
  });

  const input = fc.record({
    amount: fc.integer({ min: 0, max: SIMULATOR_MAX_AMOUNT }),
    stableJobs: fc.integer({ min: 0, max: 1_000_000 }),
    provinceCategory: fc.constantFrom('A' as const, 'B' as const, null),
    prioritySector: fc.boolean(),
    genderRatioPercent: fc.integer({ min: 0, max: 100 }),
    futureTrade: fc.boolean(),
    sustainableProject: fc.boolean(),
    localIntegration: fc.boolean(),
    renewableEnergy: fc.boolean(),
  });

  it('never grants more than 30 % of the amount, nor more than 30 M DH to renewable energy', () => {
    fc.assert(
      fc.property(input, (i) => {
        const result = simulateIncentives(i);
        expect(result.grantedPercent).toBeLessThanOrEqual(PREMIUM_CAP_PERCENT);
        expect(result.total).toBeLessThanOrEqual(Math.floor((i.amount * PREMIUM_CAP_PERCENT) / 100));
        if (i.renewableEnergy) expect(result.total).toBeLessThanOrEqual(RENEWABLE_PREMIUM_CAP);
        expect(result.total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('grants the lines’ sum when it stays under both caps, and never less with one more criterion', () => {
    fc.assert(
      fc.property(input, (i) => {
        const result = simulateIncentives(i);
        if (result.capApplied === null) expect(result.grantedPercent).toBe(result.uncappedPercent);
        const more = simulateIncentives({ ...i, futureTrade: true });
        expect(more.total).toBeGreaterThanOrEqual(result.total);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ComponentFigures, dominantSectorId, projectTotals, totalInvestment, totalJobs } from './project-totals.ts';

const component = fc.record({
  sectorId: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
  investmentAmount: fc.option(
    fc.integer({ min: 1, max: 1e11 }).map((c) => c / 100),
    { nil: null },
  ),
  jobsCreated: fc.option(fc.nat({ max: 10_000 }), { nil: null }),
});
const components = fc.array(component, { maxLength: 12 });

describe('project totals (spec 2 §3: derived from the sector components)', () => {
  it('adds the amounts and the jobs of every component', () => {
    fc.assert(
      fc.property(components, (list) => {
        const centimes = list.reduce((s, c) => s + Math.round((c.investmentAmount ?? 0) * 100), 0);
        expect(totalInvestment(list)).toBe(centimes / 100);
        expect(totalJobs(list)).toBe(list.reduce((s, c) => s + (c.jobsCreated ?? 0), 0));
      }),
    );
  });

  it('does not depend on the order of the components', () => {
    fc.assert(
      fc.property(
        components.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length }))),
        ([list, shuffled]) => {
          expect(projectTotals(shuffled)).toEqual(projectTotals(list));
        },
      ),
    );
  });

  it("names one of the components' sectors, the one with the largest investment", () => {
    fc.assert(
      fc.property(components, (list) => {
        const dominant = dominantSectorId(list);
        const sectors = list.flatMap((c) => (c.sectorId === null ? [] : [c.sectorId]));
        if (sectors.length === 0) {
          expect(dominant).toBeNull();
          return;
        }
        expect(sectors).toContain(dominant);
        const sumOf = (id: number | null) => totalInvestment(list.filter((c) => c.sectorId === id));
        for (const s of sectors) expect(sumOf(dominant)).toBeGreaterThanOrEqual(sumOf(s));
      }),
    );
  });

  it('sums a sector over its components before comparing, and breaks a tie by the smaller id', () => {
    const list: ComponentFigures[] = [
      { sectorId: 1, investmentAmount: 60, jobsCreated: 1 },
      { sectorId: 2, investmentAmount: 50, jobsCreated: 1 },
      { sectorId: 2, investmentAmount: 20, jobsCreated: 1 },
    ];
    expect(dominantSectorId(list)).toBe(2);
    expect(
      dominantSectorId([
        { sectorId: 5, investmentAmount: 10, jobsCreated: 0 },
        { sectorId: 3, investmentAmount: 10, jobsCreated: 0 },
      ]),
    ).toBe(3);
    expect(projectTotals([])).toEqual({ totalInvestment: 0, totalJobs: 0, dominantSectorId: null });
    expect(
      totalInvestment([
        { sectorId: 1, investmentAmount: 0.1, jobsCreated: 0 },
        { sectorId: 1, investmentAmount: 0.2, jobsCreated: 0 },
      ]),
    ).toBe(0.3);
  });
});

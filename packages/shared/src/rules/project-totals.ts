/**
 * Derived values of a project (spec 2 §3 "Project-level totals and a dominant sector are derived"),
 * computed from its sector components. Amounts are summed in centimes so the result does not depend on
 * the order of the components.
 */
export interface ComponentFigures {
  sectorId: number | null;
  investmentAmount: number | null;
  jobsCreated: number | null;
}

const cents = (v: number | null): number => Math.round((v ?? 0) * 100);

export const totalInvestment = (components: readonly ComponentFigures[]): number =>
  components.reduce((sum, c) => sum + cents(c.investmentAmount), 0) / 100;

export const totalJobs = (components: readonly ComponentFigures[]): number =>
  components.reduce((sum, c) => sum + Math.round(c.jobsCreated ?? 0), 0);

/**
 * The sector carrying the largest investment, summed over its components; a tie goes to the smaller id
 * (a stable, order-free choice). Null without any component that names a sector.
 */
export function dominantSectorId(components: readonly ComponentFigures[]): number | null {
  const bySector = new Map<number, number>();
  for (const c of components) {
    if (c.sectorId === null) continue;
    bySector.set(c.sectorId, (bySector.get(c.sectorId) ?? 0) + cents(c.investmentAmount));
  }
  let best: [number, number] | null = null;
  for (const [sectorId, amount] of bySector) {
    if (best === null || amount > best[1] || (amount === best[1] && sectorId < best[0])) best = [sectorId, amount];
  }
  return best?.[0] ?? null;
}

export interface ProjectTotals {
  totalInvestment: number;
  totalJobs: number;
  dominantSectorId: number | null;
}

export const projectTotals = (components: readonly ComponentFigures[]): ProjectTotals => ({
  totalInvestment: totalInvestment(components),
  totalJobs: totalJobs(components),
  dominantSectorId: dominantSectorId(components),
});

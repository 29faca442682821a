/**
 * Which commission is competent for a file (spec 2 §9, spec 3 §9): the regional investment commission
 * decides projects under 250 million dirhams; the national commission decides those of 250 million and
 * more, strategic projects (a total of at least 2,000,000,000 DH) among them. The amount is the project's
 * total investment (sum of its sector components, rules/project-totals.ts). See decision 030.
 */

/** Dirhams: the regional commission is competent strictly below this total. */
export const REGIONAL_COMMISSION_CEILING = 250_000_000;
/** Dirhams: a project of at least this total is strategic. */
export const STRATEGIC_PROJECT_THRESHOLD = 2_000_000_000;

export const COMPETENT_COMMISSIONS = ['REGIONAL', 'NATIONAL'] as const;
export type CompetentCommission = (typeof COMPETENT_COMMISSIONS)[number];

/** Amounts are compared in centimes, as project-totals sums them (no float edge at the threshold). */
const cents = (amount: number): number => Math.round(amount * 100);

/** A missing or invalid total counts as 0: the file stays with the regional commission. */
const amountOf = (total: number | null | undefined): number =>
  total !== null && total !== undefined && Number.isFinite(total) ? total : 0;

export const isStrategicProject = (totalInvestment: number | null | undefined): boolean =>
  cents(amountOf(totalInvestment)) >= cents(STRATEGIC_PROJECT_THRESHOLD);

export const competentCommission = (totalInvestment: number | null | undefined): CompetentCommission =>
  cents(amountOf(totalInvestment)) < cents(REGIONAL_COMMISSION_CEILING) ? 'REGIONAL' : 'NATIONAL';

/** True when the regional commission may examine the file (and so the region may program it). */
export const isRegionalCommissionCompetent = (totalInvestment: number | null | undefined): boolean =>
  competentCommission(totalInvestment) === 'REGIONAL';

import { type CompetentCommission, competentCommission, isStrategicProject } from './commission-competence.ts';

/**
 * The incentive simulator (issue 21, "beyond the spec"): from a project's figures, the premiums of the main
 * support scheme as spec 3 §9 states them, each line with the rule behind it. Pure, shared by the web page
 * and the tests (decision 075).
 *
 * - Main support applies to an investment above 50 million DH, or to at least 50 stable jobs (the spec's
 *   third case, at least 150 stable jobs, is contained in the second).
 * - Stable-job ratio = stable jobs per million DH invested: 5 % above 1 up to 1.5, 7 % above 1.5 up to 3,
 *   10 % above 3.
 * - 3 % each: a gender ratio of 30 % or more, future trade, sustainable project, local integration.
 * - Territorial premium by the province's category: 10 % (A), 15 % (B). Sector premium 5 %.
 * - All of these cumulate up to 30 % of the eligible amount; a renewable-energy project's premiums are
 *   capped at 30,000,000 DH.
 */

/** Dirhams: main support applies strictly above this investment. */
export const MAIN_SUPPORT_MIN_INVESTMENT = 50_000_000;
/** Stable jobs: main support applies from this number of stable jobs. */
export const MAIN_SUPPORT_MIN_JOBS = 50;
/** Percent: the cap of common, territorial and sector premiums together. */
export const PREMIUM_CAP_PERCENT = 30;
/** Dirhams: the cap of a renewable-energy project's premiums. */
export const RENEWABLE_PREMIUM_CAP = 30_000_000;
/** Percent: each of the four criteria premiums. */
export const CRITERION_PREMIUM_PERCENT = 3;
/** Percent: the gender ratio that earns its premium. */
export const GENDER_RATIO_MIN_PERCENT = 30;
export const TERRITORIAL_PREMIUM_PERCENT = { A: 10, B: 15 } as const;
export const SECTOR_PREMIUM_PERCENT = 5;
/** [ratio strictly above, percent]: the highest band the ratio passes gives the premium. */
export const JOB_RATIO_BANDS: readonly (readonly [number, number])[] = [
  [3, 10],
  [1.5, 7],
  [1, 5],
];
/** The largest amount the simulator accepts (1,000 billion DH): above, the figure is absurd. */
export const SIMULATOR_MAX_AMOUNT = 1_000_000_000_000;
export const SIMULATOR_MAX_JOBS = 1_000_000;

export type ProvinceCategory = 'A' | 'B';

export interface IncentiveSimulationInput {
  /** Total investment in dirhams (also the eligible amount the premiums are computed on). */
  amount: number;
  stableJobs: number;
  /** The category of the project's province (null: the province has no territorial premium). */
  provinceCategory: ProvinceCategory | null;
  /** The project's sector earns the sector premium. */
  prioritySector: boolean;
  /** Share of women among the stable jobs, in percent (0-100). */
  genderRatioPercent: number;
  futureTrade: boolean;
  sustainableProject: boolean;
  localIntegration: boolean;
  renewableEnergy: boolean;
}

export const PREMIUM_CODES = [
  'JOB_RATIO',
  'GENDER',
  'FUTURE_TRADE',
  'SUSTAINABLE',
  'LOCAL_INTEGRATION',
  'TERRITORIAL',
  'SECTOR',
] as const;
export type PremiumCode = (typeof PREMIUM_CODES)[number];

export interface PremiumLine {
  code: PremiumCode;
  /** Percent of the eligible amount; 0 when the premium does not apply. */
  percent: number;
  /** Dirhams, before the cap. */
  amount: number;
}

export type EligibilityReason = 'AMOUNT' | 'JOBS' | 'NONE';
export type CapApplied = 'PERCENT_CAP' | 'RENEWABLE_CAP' | null;

export interface IncentiveSimulation {
  commission: CompetentCommission;
  strategic: boolean;
  mainSupport: boolean;
  eligibility: EligibilityReason;
  /** Stable jobs per million DH (null when the amount is 0). */
  jobRatio: number | null;
  lines: PremiumLine[];
  /** Sum of the lines' percents, before the 30 % cap. */
  uncappedPercent: number;
  /** The percent actually granted (at most 30). */
  grantedPercent: number;
  /** Dirhams granted after both caps. */
  total: number;
  capApplied: CapApplied;
}

/** Percent of an amount in whole dirhams, rounded down (integer arithmetic, no float edge). */
const percentOf = (amount: number, percent: number): number => Math.floor((Math.floor(amount) * percent) / 100);

/** The job-ratio premium: compared as jobs × 1,000,000 > band × amount, exact on whole numbers. */
export function jobRatioPercent(stableJobs: number, amount: number): number {
  if (amount <= 0) return 0;
  for (const [above, percent] of JOB_RATIO_BANDS) if (stableJobs * 1_000_000 > above * amount) return percent;
  return 0;
}

export function simulateIncentives(input: IncentiveSimulationInput): IncentiveSimulation {
  const amount = Math.max(0, Math.floor(input.amount));
  const jobs = Math.max(0, Math.floor(input.stableJobs));
  const eligibility: EligibilityReason =
    amount > MAIN_SUPPORT_MIN_INVESTMENT ? 'AMOUNT' : jobs >= MAIN_SUPPORT_MIN_JOBS ? 'JOBS' : 'NONE';
  const mainSupport = eligibility !== 'NONE';
  const jobRatio = amount > 0 ? (jobs * 1_000_000) / amount : null;
  const criterion = (on: boolean) => (mainSupport && on ? CRITERION_PREMIUM_PERCENT : 0);
  const percents: Record<PremiumCode, number> = {
    JOB_RATIO: mainSupport ? jobRatioPercent(jobs, amount) : 0,
    GENDER: criterion(input.genderRatioPercent >= GENDER_RATIO_MIN_PERCENT),
    FUTURE_TRADE: criterion(input.futureTrade),
    SUSTAINABLE: criterion(input.sustainableProject),
    LOCAL_INTEGRATION: criterion(input.localIntegration),
    TERRITORIAL: mainSupport && input.provinceCategory ? TERRITORIAL_PREMIUM_PERCENT[input.provinceCategory] : 0,
    SECTOR: mainSupport && input.prioritySector ? SECTOR_PREMIUM_PERCENT : 0,
  };
  const lines = PREMIUM_CODES.map((code) => ({ code, percent: percents[code], amount: percentOf(amount, percents[code]) }));
  const uncappedPercent = lines.reduce((sum, line) => sum + line.percent, 0);
  const grantedPercent = Math.min(uncappedPercent, PREMIUM_CAP_PERCENT);
  let total = percentOf(amount, grantedPercent);
  let capApplied: CapApplied = uncappedPercent > PREMIUM_CAP_PERCENT ? 'PERCENT_CAP' : null;
  if (input.renewableEnergy && total > RENEWABLE_PREMIUM_CAP) {
    total = RENEWABLE_PREMIUM_CAP;
    capApplied = 'RENEWABLE_CAP';
  }
  return {
    commission: competentCommission(amount),
    strategic: isStrategicProject(amount),
    mainSupport,
    eligibility,
    jobRatio,
    lines,
    uncappedPercent,
    grantedPercent,
    total,
    capApplied,
  };
}

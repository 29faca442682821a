import { z } from 'zod';

/**
 * Global indicators (issue 21; spec 1 §2.7, §3 "Global indicators", §7; decision 077): national figures for a
 * date range, region-scoped for regional roles. Dates are YYYY-MM-DD on calls, DD/MM/YYYY on screen.
 */
export const INDICATORS_MAX_DAYS = 366;

const day = z.iso.date({ message: 'indicators.errors.date' });
export const ZIndicatorsRange = z
  .object({ startDate: day, endDate: day })
  .refine((r) => r.startDate <= r.endDate, { message: 'indicators.errors.reversed', path: ['endDate'] })
  .refine((r) => (Date.parse(r.endDate) - Date.parse(r.startDate)) / 86_400_000 < INDICATORS_MAX_DAYS, {
    message: 'indicators.errors.tooLong',
    path: ['endDate'],
  });
export type TIndicatorsRange = z.infer<typeof ZIndicatorsRange>;

export const ZRegisteredInvestors = z.object({
  startDate: z.string(),
  endDate: z.string(),
  registeredInvestorsCount: z.number().int(),
});
export type TRegisteredInvestors = z.infer<typeof ZRegisteredInvestors>;

export const ZConnectedVisitors = z.object({
  startDate: z.string(),
  endDate: z.string(),
  connectedVisitors: z.number().int(),
  connectedInvestors: z.number().int(),
  connectedAdvisors: z.number().int(),
  connectedCruiMembers: z.number().int(),
  connectedSupports: z.number().int(),
  /** Distinct visitors (and signed-in accounts) per day, every day of the range. */
  perDay: z.array(z.object({ date: z.string(), visitors: z.number().int(), accounts: z.number().int() })),
});
export type TConnectedVisitors = z.infer<typeof ZConnectedVisitors>;

export const ZProjectsStatus = z.object({
  startDate: z.string(),
  endDate: z.string(),
  draftProjectsCount: z.number().int(),
  submittedProjectsCount: z.number().int(),
  sharedToCruiMembersProjectsCount: z.number().int(),
  reviewedInCruiProjectsCount: z.number().int(),
  reviewedOrSharedProjectCount: z.number().int(),
  favorableProjectsCount: z.number().int(),
  unfavorableProjectsCount: z.number().int(),
});
export type TProjectsStatus = z.infer<typeof ZProjectsStatus>;

export const ZStatisticalCrui = z.object({
  startDate: z.string(),
  endDate: z.string(),
  commissionsCount: z.number().int(),
  appointmentsCount: z.number().int(),
});
export type TStatisticalCrui = z.infer<typeof ZStatisticalCrui>;

/** POST /visits: one count per browser and day (no cookie, no personal data kept; decision 077). */
export const ZVisitAnswer = z.object({ counted: z.boolean() });

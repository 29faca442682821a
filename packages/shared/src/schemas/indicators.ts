import { z } from 'zod';
import { PROJECT_PHASES, type ProjectPhase } from '../enums/project-phases.ts';

/**
 * Global indicators (issue 21; spec 1 §2.7, §3 "Global indicators", §7; decision 077): national figures for a
 * date range, region-scoped for regional roles. Dates are YYYY-MM-DD on calls, DD/MM/YYYY on screen.
 */
export const INDICATORS_MAX_DAYS = 366;

const day = z.iso.date({ message: 'indicators.errors.date' });
/** The range's checks: the end follows the start, at most INDICATORS_MAX_DAYS days. */
const checkedRange = <T extends z.ZodObject<{ startDate: typeof day; endDate: typeof day }>>(schema: T) =>
  schema
    .refine((r) => r.startDate <= r.endDate, { message: 'indicators.errors.reversed', path: ['endDate'] })
    .refine((r) => (Date.parse(r.endDate) - Date.parse(r.startDate)) / 86_400_000 < INDICATORS_MAX_DAYS, {
      message: 'indicators.errors.tooLong',
      path: ['endDate'],
    });
export const ZIndicatorsRange = checkedRange(z.object({ startDate: day, endDate: day }));
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

/**
 * Bottlenecks (issue 21; decision 078): for the stays in a step that began within the range, how long files
 * stayed there (median and 90th percentile, in days, to the tenth), from the phase history; and the files
 * waiting longest in a step the administration holds.
 */
export const ZBottleneckStep = z.object({
  phase: z.enum(PROJECT_PHASES),
  /** Completed stays counted (the file has moved on since). */
  stays: z.number().int(),
  medianDays: z.number(),
  p90Days: z.number(),
});
export type TBottleneckStep = z.infer<typeof ZBottleneckStep>;

export const ZWaitingFile = z.object({
  projectId: z.number().int(),
  reference: z.string().nullable(),
  name: z.string(),
  phase: z.enum(PROJECT_PHASES),
  since: z.string(),
  days: z.number().int(),
});
export type TWaitingFile = z.infer<typeof ZWaitingFile>;

/**
 * POST /global-indicators/bottlenecks: the range, optionally one region (national roles; a regional role is
 * kept to its own whatever it asks) and the step whose waiting files to list.
 */
export const ZBottlenecksRequest = checkedRange(
  z.object({
    startDate: day,
    endDate: day,
    regionId: z.number().int().min(1).max(2_147_483_647).optional(),
    phase: z.enum(PROJECT_PHASES).optional(),
  }),
);
export type TBottlenecksRequest = z.infer<typeof ZBottlenecksRequest>;

/**
 * An administration's time from the sharing of a file to its first opinion (decision 090): the holds that began
 * (file shared with it) within the range and ended (opinion given), median and 90th percentile in days.
 */
export const ZBottleneckAdministration = z.object({
  administrationId: z.number().int(),
  nameFr: z.string(),
  nameAr: z.string(),
  /** The administration's region; null for a national one. */
  regionId: z.number().int().nullable(),
  /** Opinions counted (holds completed). */
  stays: z.number().int(),
  medianDays: z.number(),
  p90Days: z.number(),
});
export type TBottleneckAdministration = z.infer<typeof ZBottleneckAdministration>;

export const ZBottlenecks = z.object({
  startDate: z.string(),
  endDate: z.string(),
  steps: z.array(ZBottleneckStep),
  administrations: z.array(ZBottleneckAdministration),
  regionId: z.number().int().nullable(),
  /** The step the waiting files were asked for; null: every step the administration holds. */
  phase: z.enum(PROJECT_PHASES).nullable(),
  waiting: z.array(ZWaitingFile),
});
export type TBottlenecks = z.infer<typeof ZBottlenecks>;

/**
 * POST /global-indicators/bottleneck-files (decision 090): the completed stays one figure measures, i.e. those of
 * one step (`phase`) or one administration (`administrationId`), exactly one of the two, that began within the
 * range, in the caller's region (and `regionId` when given); longest first, a page at a time.
 */
export const BOTTLENECK_FILES_PAGE_SIZE = 20;
export const ZBottleneckFilesRequest = checkedRange(
  z.object({
    startDate: day,
    endDate: day,
    regionId: z.number().int().min(1).max(2_147_483_647).optional(),
    phase: z.enum(PROJECT_PHASES).optional(),
    administrationId: z.number().int().min(1).max(2_147_483_647).optional(),
    page: z.number().int().min(0).max(100_000).default(0),
    size: z.number().int().min(1).max(100).default(BOTTLENECK_FILES_PAGE_SIZE),
  }),
).refine((r) => (r.phase === undefined) !== (r.administrationId === undefined), {
  message: 'indicators.errors.figure',
  path: ['phase'],
});
export type TBottleneckFilesRequest = z.input<typeof ZBottleneckFilesRequest>;

export const ZBottleneckFile = z.object({
  projectId: z.number().int(),
  reference: z.string().nullable(),
  name: z.string(),
  regionId: z.number().int(),
  /** When the stay began (phase recorded, or file shared with the administration) and ended. */
  beganAt: z.string(),
  endedAt: z.string(),
  days: z.number(),
});
export type TBottleneckFile = z.infer<typeof ZBottleneckFile>;

export const ZBottleneckFiles = z.object({
  startDate: z.string(),
  endDate: z.string(),
  phase: z.enum(PROJECT_PHASES).nullable(),
  administrationId: z.number().int().nullable(),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  items: z.array(ZBottleneckFile),
});
export type TBottleneckFiles = z.infer<typeof ZBottleneckFiles>;

/**
 * Stay-length buckets of the pre-aggregated figures (decision 090; SQL `indicator_bucket` of migration 0029): tenths
 * of a day up to bucket 100 (10 days), then steps of 2 %. The length a bucket stands for:
 */
export const bucketDays = (bucket: number): number => (bucket <= 100 ? bucket / 10 : 10 * 1.02 ** (bucket - 100));

/**
 * The p-quantile (0..1) of a histogram of lengths, as PostgreSQL's percentile_cont computes it over the lengths
 * the buckets stand for (interpolated between the two nearest). `counts` maps bucket → stays.
 */
export function histogramPercentile(counts: ReadonlyMap<number, number>, p: number): number {
  const buckets = [...counts.entries()].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  const total = buckets.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return 0;
  const position = p * (total - 1);
  const valueAt = (index: number): number => {
    let seen = 0;
    for (const [bucket, n] of buckets) {
      seen += n;
      if (index < seen) return bucketDays(bucket);
    }
    return bucketDays(buckets.at(-1)?.[0] ?? 0);
  };
  const lower = Math.floor(position);
  const low = valueAt(lower);
  const high = valueAt(Math.ceil(position));
  return low + (high - low) * (position - lower);
}

/** How many of the files waiting longest the bottleneck call lists. */
export const WAITING_FILES_LIMIT = 10;

/**
 * Steps where the file is with the investor or closed (drafts, complements asked, archived, decided): a file
 * there is not waiting for the administration, so it is not among the files waiting longest (decision 078).
 */
export const NOT_WAITING_PHASES: readonly ProjectPhase[] = [
  'DRAFT',
  'DRAFT_NEW_PROCEDURE',
  'RESTORED',
  'INVESTOR_EDITING',
  'ARCHIVED',
  'REVIEWED_IN_CRUI',
  'RECOURSE_REVIEWED_CRUI',
  'RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE',
];

/** GET /global-indicators/export: every figure of the range as one sheet (decision 079). */
export const INDICATOR_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ZIndicatorsExportQuery = checkedRange(
  z.object({
    startDate: day,
    endDate: day,
    format: z.enum(INDICATOR_EXPORT_FORMATS).default('csv'),
    lang: z.enum(['fr', 'ar']).default('fr'),
  }),
);
export type TIndicatorsExportQuery = z.infer<typeof ZIndicatorsExportQuery>;

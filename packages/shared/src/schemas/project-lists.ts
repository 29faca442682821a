import { z } from 'zod';
import { PROJECT_PHASES } from '../enums/project-phases.ts';

/**
 * Project lists, archive and restore (spec 2 §4 "Project list categories", "Archive and restore", §7, §8).
 * GET /projects answers one page (index from 0) with the page count in `projectpagecount` and the total in
 * `projecttotalelements`, both exposed to the browser (ARCHITECTURE.md §9).
 */
export const PROJECT_PAGE_COUNT_HEADER = 'projectpagecount';
export const PROJECT_TOTAL_ELEMENTS_HEADER = 'projecttotalelements';

/** The categories the spec names (spec 2 §4), spelled as on the wire. */
export const PROJECT_LIST_CATEGORIES = [
  'DRAFT',
  'SUBMITED',
  'FRAMFORM',
  'ACTIONS',
  'OTHER',
  'DEPOSIT',
  'DOCUMENTS_TO_DELIVER',
  'PROGRAMMED',
  'TO_BE_PROGRAMMED',
  'DELIVER_ACTE',
  'ARCHIVED',
  'ARCHIVED_PROJECT',
  'UNFAVORABLE',
  'RECOURSE_ASKED',
  'MINISTERIAL_RECOURSE_ASKED',
  'ACT_TO_VALIDATE_FOR_WALI_SIGN',
  'ACT_TO_SIGNED_BY_WALI',
  'PROJECT_COMMISSION_PV_TO_SIGN',
  'PROJECT_MONITORING_POST_CRUI',
  'MONITORING_ACTION_TO_BE_REALISED',
] as const;
export type ProjectListCategory = (typeof PROJECT_LIST_CATEGORIES)[number];

/**
 * The categories the data of today feeds (the table of rules/project-categories.ts): deposit, review,
 * documents awaited, to be programmed, programmed, archived, the minutes (PV) to sign and the rest.
 */
export const FED_PROJECT_CATEGORIES = [
  'DRAFT',
  'DEPOSIT',
  'SUBMITED',
  'ACTIONS',
  'DOCUMENTS_TO_DELIVER',
  'TO_BE_PROGRAMMED',
  'PROGRAMMED',
  'OTHER',
  'ARCHIVED',
  'ARCHIVED_PROJECT',
  'PROJECT_COMMISSION_PV_TO_SIGN',
  'DELIVER_ACTE',
  'ACT_TO_VALIDATE_FOR_WALI_SIGN',
  'ACT_TO_SIGNED_BY_WALI',
  'RECOURSE_ASKED',
  'MINISTERIAL_RECOURSE_ASKED',
  'UNFAVORABLE',
  // Monitoring (issue 18).
  'PROJECT_MONITORING_POST_CRUI',
  'MONITORING_ACTION_TO_BE_REALISED',
] as const;

/**
 * Categories fed by phases no module writes yet (programming, commission, signatures, recourses,
 * monitoring, questionnaire actions): they answer an empty page (page count 0), never made-up rows, until
 * the issue that writes those phases fills them.
 */
export const NOT_YET_FED_PROJECT_CATEGORIES = PROJECT_LIST_CATEGORIES.filter(
  (c) => !(FED_PROJECT_CATEGORIES as readonly string[]).includes(c),
);

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const ZProjectListQuery = z.object({
  /** Without a category: every project the caller may see. */
  projectCategory: z.enum(PROJECT_LIST_CATEGORIES).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).optional(),
  /** A dashboard widget: a short first page (PROJECT_DASHBOARD_PAGE_SIZE) unless size is given. */
  isDashboard: flag.optional(),
  /** Only this investor's projects (an investor only ever sees their own). */
  investorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Staff: only the files assigned to this advisor (advisors.id), within the caller's region. */
  advisorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /**
   * Spec 3 §7 `GET /projects?page&size&reference`: only the files whose reference contains this text (any
   * case, `%` and `_` taken literally), within the caller's scope; empty = no filter.
   */
  reference: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
});
export type TProjectListQuery = z.infer<typeof ZProjectListQuery>;

export const ZProjectListRow = z.object({
  id: z.number().int(),
  reference: z.string().nullable(),
  name: z.string(),
  regionId: z.number().int(),
  regionNameFr: z.string(),
  regionNameAr: z.string(),
  procedures: z.array(z.object({ id: z.number().int(), nameFr: z.string(), nameAr: z.string() })),
  latestInvestorPhase: z.enum(PROJECT_PHASES).nullable(),
  createdAt: z.iso.datetime(),
  /** The first submission (IN_REVIEW); null while in deposit. */
  depositDate: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
  /** Whole days since the latest phase change. */
  daysSinceLastStep: z.number().int().min(0),
  /** The depositor's name (first and last name of the account). */
  investorName: z.string(),
  /** The latest phase of all, internal ones included: staff only (null for the investor). */
  latestPhase: z.enum(PROJECT_PHASES).nullable(),
  lastStepAt: z.iso.datetime().nullable(),
  /** Indicative due date (YYYY-MM-DD, working days) of the centre's next step; null when none is owed. */
  deadline: z.iso.date().nullable(),
  /** The due date is past (spec 2 §9: the advisor answers within 2 working days). */
  overdue: z.boolean(),
  /** The commission session the file is programmed in (YYYY-MM-DD). */
  cruiDate: z.iso.date().nullable(),
  advisorId: z.number().int().nullable(),
  /** Staff: the assigned advisor's name (the back-office projects list, decision 089); null for the investor. */
  advisorName: z.string().nullable().optional(),
  abilities: z.object({ archive: z.boolean(), restore: z.boolean(), edit: z.boolean() }),
});
export type TProjectListRow = z.infer<typeof ZProjectListRow>;

/** GET /projects/others?advisorId: the region's files not assigned to this advisor. */
export const ZOtherProjectsQuery = ZProjectListQuery.omit({ investorId: true }).extend({
  advisorId: z.coerce.number().int().positive().max(2_147_483_647),
});
export type TOtherProjectsQuery = z.infer<typeof ZOtherProjectsQuery>;

/** GET /projects/region-projects: consultation roles; regionId 0 = every region (national consultation only). */
export const ZRegionProjectsQuery = ZProjectListQuery.omit({ investorId: true }).extend({
  regionId: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});
export type TRegionProjectsQuery = z.infer<typeof ZRegionProjectsQuery>;

/** GET /projects/dashboard-indicators?advisorId: what the staff dashboard counts. */
export const ZDashboardIndicatorsQuery = z.object({
  advisorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  regionId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
export type TDashboardIndicatorsQuery = z.infer<typeof ZDashboardIndicatorsQuery>;

export const ZDashboardIndicators = z.object({
  /** Files per fed category (the caller's scope). */
  counts: z.partialRecord(z.enum(PROJECT_LIST_CATEGORIES), z.number().int().min(0)),
  /** Files the centre owes a step on, waiting more than 2 working days since their last step. */
  overdue: z.number().int().min(0),
  /** Files in a commission session of the current week (Monday to Friday). */
  programmedThisWeek: z.number().int().min(0),
  /** Files first submitted this week. */
  submittedThisWeek: z.number().int().min(0),
  /** Files assigned to the advisor of advisorId (null without it). */
  assigned: z.number().int().min(0).nullable(),
});
export type TDashboardIndicators = z.infer<typeof ZDashboardIndicators>;

/** PUT /projects/{id}/archive-project and /restore-project. */
export const ZProjectPhaseChangeResponse = z.object({
  id: z.number().int(),
  latestInvestorPhase: z.enum(PROJECT_PHASES),
});
export type TProjectPhaseChangeResponse = z.infer<typeof ZProjectPhaseChangeResponse>;

export { PROJECT_LIST_PATHS } from '../paths.ts';

/** Tabs of /projects (spec 2 §2), kept in `?tab=`. */
export const PROJECT_LIST_TABS = ['deposited', 'questionnaires', 'closed'] as const;
export type ProjectListTab = (typeof PROJECT_LIST_TABS)[number];

export const projectListPath = (tab?: ProjectListTab): string => (tab ? `/projects?tab=${tab}` : '/projects');
export const archiveProjectPath = (id: number): string => `/projects/${id}/archive`;
export const archiveSuccessPath = (id: number): string => `/projects/${id}/archive-project/success`;
export const restoreProjectPath = (id: number): string => `/projects/${id}/restore`;
export const restoreSuccessPath = (id: number): string => `/projects/${id}/restore-project/success`;

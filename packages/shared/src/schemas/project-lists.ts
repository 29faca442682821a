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
 * The categories the data of today feeds, by the latest phase of the file: in deposit (draft,
 * draft-new-procedure, restored), submitted (any later phase but archived), archived.
 */
export const FED_PROJECT_CATEGORIES = ['DRAFT', 'DEPOSIT', 'SUBMITED', 'ARCHIVED', 'ARCHIVED_PROJECT'] as const;

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
  abilities: z.object({ archive: z.boolean(), restore: z.boolean(), edit: z.boolean() }),
});
export type TProjectListRow = z.infer<typeof ZProjectListRow>;

/** PUT /projects/{id}/archive-project and /restore-project. */
export const ZProjectPhaseChangeResponse = z.object({
  id: z.number().int(),
  latestInvestorPhase: z.enum(PROJECT_PHASES),
});
export type TProjectPhaseChangeResponse = z.infer<typeof ZProjectPhaseChangeResponse>;

export const PROJECT_LIST_PATHS = {
  list: '/projects',
  archive: '/projects/:id/archive',
  archiveSuccess: '/projects/:id/archive-project/success',
  restore: '/projects/:projectId/restore',
  restoreSuccess: '/projects/:id/restore-project/success',
  maxArchiveAttempts: '/reach-max-archive-attemps/error',
  maxRestoreAttempts: '/reach-max-restore-attemps/error',
} as const;

/** Tabs of /projects (spec 2 §2), kept in `?tab=`. */
export const PROJECT_LIST_TABS = ['deposited', 'questionnaires', 'closed'] as const;
export type ProjectListTab = (typeof PROJECT_LIST_TABS)[number];

export const projectListPath = (tab?: ProjectListTab): string => (tab ? `/projects?tab=${tab}` : '/projects');
export const archiveProjectPath = (id: number): string => `/projects/${id}/archive`;
export const archiveSuccessPath = (id: number): string => `/projects/${id}/archive-project/success`;
export const restoreProjectPath = (id: number): string => `/projects/${id}/restore`;
export const restoreSuccessPath = (id: number): string => `/projects/${id}/restore-project/success`;

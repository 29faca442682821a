import { z } from 'zod';
import { PROJECT_PHASES } from '../enums/project-phases.ts';

/**
 * Project history and similar projects for the region's staff (spec 2 §2 Advisor, §3 "Project history by
 * creation year", "Context information", §7): the investor's other files, files of the region like this one.
 */

const Id = z.number().int().positive().max(2_147_483_647);
const Phase = z.enum(PROJECT_PHASES).nullable();
const Names = { nameFr: z.string(), nameAr: z.string() };

/** GET /projects/{id}/previous-projects and /next-projects: the same investor's files before / after this one. */
export const ZRelatedProject = z.object({
  id: Id,
  name: z.string(),
  reference: z.string().nullable(),
  regionNameFr: z.string(),
  regionNameAr: z.string(),
  createdAt: z.iso.datetime(),
  latestPhase: Phase,
});
export const ZRelatedProjects = z.array(ZRelatedProject);
export type TRelatedProject = z.infer<typeof ZRelatedProject>;

/** GET /projects/{projectId}/context-information: a summary for the staff, with the spec's three counts. */
export const ZContextInformation = z.object({
  projectId: Id,
  name: z.string(),
  reference: z.string().nullable(),
  investor: z.object({ fullName: z.string(), email: z.string() }),
  regionId: Id,
  regionNameFr: z.string(),
  regionNameAr: z.string(),
  procedures: z.array(z.object({ id: Id, ...Names, active: z.boolean() })),
  latestPhase: Phase,
  createdAt: z.iso.datetime(),
  depositedAt: z.iso.datetime().nullable(),
  validatedAt: z.iso.datetime().nullable(),
  sharedAt: z.iso.datetime().nullable(),
  /** The commission session the file is programmed in (YYYY-MM-DD). */
  cruiDate: z.string().nullable(),
  totalInvestment: z.number(),
  totalJobs: z.number().int(),
  dominantSector: z.object({ id: Id, ...Names }).nullable(),
  /** The investor's files the caller may see, this one included. */
  numberOfProjectsByInvestors: z.number().int().min(0),
  countSimilarProjects: z.number().int().min(0),
  /** Active procedures over the investor's files the caller may see. */
  numberOfProcedureByInvestor: z.number().int().min(0),
  abilities: z.object({ share: z.boolean() }),
});
export type TContextInformation = z.infer<typeof ZContextInformation>;

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

/** One row of GET /projects/{projectId}/similar-projects-history (paged from 0, totals in headers). */
export const ZSimilarProject = z.object({
  id: Id,
  name: z.string(),
  reference: z.string().nullable(),
  createdAt: z.iso.datetime(),
  latestPhase: Phase,
  /** The latest COMMISSION_CHOICE recorded on a phase, null while none. */
  commissionDecision: z.string().nullable(),
  communeNameFr: z.string().nullable(),
  communeNameAr: z.string().nullable(),
  totalInvestment: z.number(),
  totalJobs: z.number().int(),
  /** Same dominant sector as the file looked at. */
  sameSector: z.boolean(),
  /** Active procedures in common with the file looked at. */
  commonProcedures: z.number().int().min(0),
});
export const ZSimilarProjects = z.array(ZSimilarProject);
export type TSimilarProject = z.infer<typeof ZSimilarProject>;

export const ZInvestorHistoryQuery = z.object({ projectId: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /investors/project-history?projectId: the investor's files by creation year (spec 2 §3). */
export const ZHistoryProject = z.object({
  projectId: Id,
  name: z.string(),
  reference: z.string().nullable(),
  regionNameFr: z.string(),
  regionNameAr: z.string(),
  communeNameFr: z.string().nullable(),
  communeNameAr: z.string().nullable(),
  createdAt: z.iso.datetime(),
  latestPhase: Phase,
  commissionDecision: z.string().nullable(),
  totalInvestmentAmount: z.number(),
  totalJobsCreated: z.number().int(),
  countProcedures: z.number().int().min(0),
  parcelCount: z.number().int().min(0),
  totalParcelSurface: z.number(),
  phases: z.array(z.object({ title: z.enum(PROJECT_PHASES), at: z.iso.datetime() })),
  /** The file the history was asked for. */
  current: z.boolean(),
});
export const ZInvestorProjectHistory = z.array(z.object({ year: z.number().int(), projects: z.array(ZHistoryProject) }));
export type THistoryProject = z.infer<typeof ZHistoryProject>;
export type TInvestorProjectHistory = z.infer<typeof ZInvestorProjectHistory>;

export { PROJECT_HISTORY_PATHS } from '../paths.ts';
export const projectHistoryPath = (id: number): string => `/projects/${id}/project-history`;
export const similarProjectsPath = (id: number): string => `/projects/${id}/similar-projects`;

import { z } from 'zod';
import { PHASE_METADATA_NAMES, PROCEDURE_STATES, PROJECT_PHASES } from '../enums/project-phases.ts';
import { PROCEDURE_CATEGORIES } from '../enums/reference-data.ts';
import { PREFILL_SOURCES } from '../rules/deposit-prefill.ts';
import { ZProjectFormShape } from './project-form.ts';

/** Contracts of investment projects (spec 2 §3 Project). A first cut: what a project made from a questionnaire holds. */

export const ZProjectIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZProjectRequiredDocument = z.object({
  id: z.number().int(),
  code: z.string(),
  nameFr: z.string(),
  nameAr: z.string(),
  required: z.boolean(),
});

export const ZProjectProcedure = z.object({
  id: z.number().int(),
  code: z.string(),
  nameFr: z.string(),
  nameAr: z.string(),
  category: z.enum(PROCEDURE_CATEGORIES),
  active: z.boolean(),
  /** Spec 2 §4 procedure state: EDITING with the investor, TIME with the centre, NONE when disabled. Always sent. */
  state: z.enum(PROCEDURE_STATES).optional(),
  creationDate: z.iso.datetime(),
  requiredDocuments: z.array(ZProjectRequiredDocument),
});
export type TProjectProcedure = z.infer<typeof ZProjectProcedure>;

/** One entry of spec 2 §3 phaseList, oldest first (who made each change: GET /projects/{id}/phases). */
export const ZProjectPhaseListEntry = z.object({
  title: z.enum(PROJECT_PHASES),
  creationDate: z.iso.datetime(),
  metadata: z.array(z.object({ name: z.enum(PHASE_METADATA_NAMES), value: z.string() })),
});
export type TProjectPhaseListEntry = z.infer<typeof ZProjectPhaseListEntry>;

/**
 * GET /projects/{id}. `creationStage`: 11 INITIALIZED, 12 PROCEDURES_CHOSEN, 13 DOCUMENTS_UPLOADED,
 * 14 ADVISOR_ASSIGNED (spec 2 §4). What of spec 2 §3 it holds and what has its own endpoint:
 * docs/decisions/018-project-resource.md.
 */
export const ZProject = z.object({
  id: z.number().int(),
  name: z.string(),
  regionId: z.number().int(),
  regionNameFr: z.string(),
  regionNameAr: z.string(),
  framingFormId: z.number().int().nullable(),
  advisorId: z.number().int().nullable(),
  creationStage: z.number().int(),
  createdAt: z.iso.datetime(),
  procedureList: z.array(ZProjectProcedure),
  // The project form (issue 5, schemas/project-form.ts).
  /** CRI-{regionCode}-{year}-{id}, given at the first save of the form. */
  reference: z.string().nullable().optional(),
  /** Derived from the commune. */
  provinceId: z.number().int().nullable().optional(),
  form: ZProjectFormShape.optional(),
  /** A chosen procedure is drawn up by an architect (rules/project-form.ts). */
  architectRequired: z.boolean().optional(),
  totals: z
    .object({ totalInvestment: z.number(), totalJobs: z.number(), dominantSectorId: z.number().int().nullable() })
    .optional(),
  abilities: z.object({ edit: z.boolean() }).optional(),
  /**
   * Fields of `form` filled from the questionnaire or the profile, not saved yet (issue 13, decision 032):
   * paths such as "description" or "representative.firstName". Empty once the investor saved the form.
   */
  prefilled: z.array(z.object({ field: z.string(), source: z.enum(PREFILL_SOURCES) })).optional(),
  // Spec 2 §3 phases and dates (decision 018); optional so that older clients and fixtures stay valid.
  /** The latest phase of all, internal ones included: staff only (null for the investor). */
  latestInternalPhase: z.enum(PROJECT_PHASES).nullable().optional(),
  /** The latest phase the investor sees. */
  latestInvestorPhase: z.enum(PROJECT_PHASES).nullable().optional(),
  /** The first submission (IN_REVIEW); null while in deposit. */
  depositDate: z.iso.datetime().nullable().optional(),
  /** The commission session the file is programmed in (YYYY-MM-DD). */
  cruiDate: z.iso.date().nullable().optional(),
  /** The phase history, oldest first; the investor gets only the phases meant for them. */
  phaseList: z.array(ZProjectPhaseListEntry).optional(),
});
export type TProject = z.infer<typeof ZProject>;

export { PROJECT_PATHS, projectPath } from '../paths.ts';

import { z } from 'zod';
import { PAYMENT_FORECAST_TYPES } from '../enums/payments.ts';
import { PHASE_METADATA_NAMES, PROJECT_PHASES } from '../enums/project-phases.ts';
import { PROCEDURE_CATEGORIES } from '../enums/reference-data.ts';
import { ZFieldError } from '../errors.ts';

/**
 * Contracts of the recap, the submission, the phase timeline and adding procedures (spec 2 §2, §4, §7
 * Projects). Field errors of the submission name the step: `infos.…`, `project.…`,
 * `documents.{documentTypeId}`, `declaration`.
 */

const Id = z.number().int();
export const ZProjectPhaseTitle = z.enum(PROJECT_PHASES);

/** POST /projects/{id}/submit. `language`: the investor's language for the mail (fr + ar when absent). */
export const ZSubmitProjectRequest = z.strictObject({
  declaration: z.boolean(),
  language: z.enum(['fr', 'ar']).optional(),
});
export type TSubmitProjectRequest = z.infer<typeof ZSubmitProjectRequest>;

/**
 * SUBMITTED: a first deposit (DRAFT or RESTORED → IN_REVIEW): the web shows the success page.
 * ACCEPTED: complements re-submitted on a file already under review (DRAFT_NEW_PROCEDURE →
 * COMPLEMENTS_IN_REVIEW): the web goes back to the dashboard (spec 2 §4 "Submitting").
 */
export const SUBMIT_STATUSES = ['ACCEPTED', 'SUBMITTED'] as const;
export const ZSubmitProjectResponse = z.object({
  status: z.enum(SUBMIT_STATUSES),
  phase: ZProjectPhaseTitle,
  advisorId: Id.nullable(),
  depositDate: z.iso.datetime(),
});
export type TSubmitProjectResponse = z.infer<typeof ZSubmitProjectResponse>;

export const ZRecapStep = z.object({
  complete: z.boolean(),
  /** What is still missing or wrong, with the field path of the step. */
  missing: z.array(ZFieldError),
});

export const ZRecapDocument = z.object({
  documentTypeId: Id,
  nameFr: z.string(),
  nameAr: z.string(),
  required: z.boolean(),
  uploaded: z.boolean(),
  fileName: z.string().nullable(),
  advisorValidation: z.boolean().nullable(),
});

/** GET /projects/{id}/recap: the three steps summed up, and what each still lacks. */
export const ZProjectRecap = z.object({
  projectId: Id,
  projectName: z.string(),
  reference: z.string().nullable(),
  regionNameFr: z.string(),
  regionNameAr: z.string(),
  phase: ZProjectPhaseTitle.nullable(),
  /** The investor may submit now (editable phase); the completeness is in the steps. */
  canSubmit: z.boolean(),
  procedures: z.array(z.object({ id: Id, nameFr: z.string(), nameAr: z.string(), category: z.enum(PROCEDURE_CATEGORIES) })),
  infos: ZRecapStep.extend({ answered: z.number().int(), questions: z.number().int(), lands: z.number().int() }),
  project: ZRecapStep.extend({
    description: z.string(),
    address: z.string(),
    totalInvestment: z.number(),
    totalJobs: z.number(),
    dominantSector: z.object({ id: Id, nameFr: z.string(), nameAr: z.string() }).nullable(),
  }),
  documents: ZRecapStep.extend({ list: z.array(ZRecapDocument) }),
});
export type TProjectRecap = z.infer<typeof ZProjectRecap>;

export const ZPhaseEntry = z.object({
  id: Id,
  title: ZProjectPhaseTitle,
  createdAt: z.iso.datetime(),
  /** Who moved the file; null for a scheduled job. */
  createdBy: z.object({ id: Id, firstName: z.string(), lastName: z.string() }).nullable(),
  visibleToInvestor: z.boolean(),
  metadata: z.array(z.object({ name: z.enum(PHASE_METADATA_NAMES), value: z.string() })),
});
export type TPhaseEntry = z.infer<typeof ZPhaseEntry>;

/** GET /projects/{id}/phases: the phaseList, oldest first; the investor sees only the phases meant for them. */
export const ZProjectPhases = z.object({
  projectId: Id,
  phases: z.array(ZPhaseEntry),
  /** The latest investor-visible phase (the badge). */
  investorPhase: ZProjectPhaseTitle.nullable(),
  /** The first submission (IN_REVIEW) date, null while a draft. */
  depositDate: z.iso.datetime().nullable(),
  /** The latest commission decision recorded on a phase (COMMISSION_CHOICE), null while none. */
  latestDecision: z.object({ choice: z.string(), at: z.iso.datetime() }).nullable(),
  editable: z.boolean(),
  /**
   * Forecast phases of the payment of a procedure (issue 16, decision 059): the date by which the technical
   * sheet should be validated by the administrations, and the fees paid (working days), while still ahead.
   */
  forecasts: z
    .array(
      z.object({
        type: z.enum(PAYMENT_FORECAST_TYPES),
        date: z.string(),
        procedureNameFr: z.string(),
        procedureNameAr: z.string(),
        paymentDetailId: Id,
      }),
    )
    .optional(),
});
export type TProjectPhases = z.infer<typeof ZProjectPhases>;

/** ?ids=1,2,3 (at most 100; unknown or foreign ids are silently absent from the answer). */
export const ZProjectIdsQuery = z.object({
  ids: z
    .string()
    .max(1200)
    .regex(/^\d{1,10}(,\d{1,10})*$/)
    .transform((s) => [...new Set(s.split(',').map(Number))].filter((n) => n > 0 && n <= 2_147_483_647))
    .pipe(z.array(Id).max(100)),
});
export const ZProjectPhaseSummaryList = z.array(z.object({ id: Id, phase: ZProjectPhaseTitle, at: z.iso.datetime() }));
export type TProjectPhaseSummaryList = z.infer<typeof ZProjectPhaseSummaryList>;

/** GET /projects/{id}/requested-document-types. */
export const ZRequestedDocumentTypes = z.array(
  z.object({
    documentTypeId: Id,
    nameFr: z.string(),
    nameAr: z.string(),
    requestedAt: z.iso.datetime(),
    deadline: z.string().nullable(),
    owner: z.string().nullable(),
  }),
);
export type TRequestedDocumentTypes = z.infer<typeof ZRequestedDocumentTypes>;

/** GET /projects/{id}/new-procedures: active catalogue procedures (national or of the region) not on the project. */
export const ZNewProcedures = z.object({
  projectId: Id,
  projectName: z.string(),
  phase: ZProjectPhaseTitle.nullable(),
  canAdd: z.boolean(),
  procedures: z.array(
    z.object({
      id: Id,
      nameFr: z.string(),
      nameAr: z.string(),
      descriptionFr: z.string(),
      descriptionAr: z.string(),
      category: z.enum(PROCEDURE_CATEGORIES),
    }),
  ),
});
export type TNewProcedures = z.infer<typeof ZNewProcedures>;

export const ZStartNewProjectRequest = z.strictObject({ procedureIds: z.array(Id.positive()).min(1).max(20) });
export type TStartNewProjectRequest = z.infer<typeof ZStartNewProjectRequest>;
export const ZStartNewProjectResponse = z.object({ projectId: Id, phase: ZProjectPhaseTitle, added: z.array(Id) });
export type TStartNewProjectResponse = z.infer<typeof ZStartNewProjectResponse>;

export { SUBMISSION_PATHS } from '../paths.ts';
export const projectProceduresPath = (id: number): string => `/projects/${id}/procedures`;
export const projectRecapPath = (id: number): string => `/projects/${id}/recap`;
export const projectSuccessPath = (id: number): string => `/projects/${id}/success`;
export const projectNewProceduresPath = (id: number): string => `/projects/${id}/new-procedures`;
export const projectNewProcedurePath = (id: number, procedureId: number): string =>
  `/projects/${id}/new-procedures/${procedureId}`;

import { z } from 'zod';
import { PROCEDURE_CATEGORIES } from '../enums/reference-data.ts';
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
  creationDate: z.iso.datetime(),
  requiredDocuments: z.array(ZProjectRequiredDocument),
});
export type TProjectProcedure = z.infer<typeof ZProjectProcedure>;

/** GET /projects/{id}. `creationStage`: 11 INITIALIZED, 12 PROCEDURES_CHOSEN (spec 2 §4). */
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
});
export type TProject = z.infer<typeof ZProject>;

export const PROJECT_PATHS = { detail: '/projects/:id' } as const;
export const projectPath = (id: number): string => `/projects/${id}`;

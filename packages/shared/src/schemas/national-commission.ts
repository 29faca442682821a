import { z } from 'zod';
import { ZCommissionDecision } from './commission.ts';
import { ZCalendarProjectSummary, ZScheduledProject } from './scheduling.ts';

/**
 * The national commission (decision 050; spec 2 §9, spec 3 §9): files of 250 M DH or more (strategic ones,
 * 2 bn DH or more, among them) are its to decide, from every region, with the region's decision form
 * (ZCommissionAnswerRequest of ./commission.ts).
 */

/** GET /national-commission/projects: the files of national competence waiting for a decision, every region. */
export const ZNationalCommissionList = z.array(ZScheduledProject);
export type TNationalCommissionList = z.infer<typeof ZNationalCommissionList>;

/** GET /national-commission/projects/{id}: the file, its decision once recorded, and whether it may be decided now. */
export const ZNationalCommissionFile = z.object({
  project: ZCalendarProjectSummary,
  strategic: z.boolean(),
  decision: ZCommissionDecision.nullable(),
  abilities: z.object({ decide: z.boolean() }),
});
export type TNationalCommissionFile = z.infer<typeof ZNationalCommissionFile>;

export { COMMISSION_PATHS } from '../paths.ts';
export const nationalCommissionFilePath = (id: number): string => `/national-commission/projects/${id}`;

import { z } from 'zod';
import { GRACIOUS_DECISIONS } from '../enums/recourses.ts';
import { ZRecourse } from './recourses.ts';

/**
 * The staff side of the appeals (issue 15, decision 048): what the instruction and decision pages of a file
 * need in one read — the file, its two appeals, the gracious decision options (rules/commission.ts
 * recourseDecisionOptions) and whether each decision form is open or read-only.
 */
export const ZRecourseCommissionView = z.object({
  project: z.object({
    id: z.number().int(),
    name: z.string(),
    reference: z.string().nullable(),
    regionId: z.number().int(),
    latestPhase: z.string().nullable(),
  }),
  /** The initial commission's decision (COMMISSION_CHOICE of REVIEWED_IN_CRUI), the one appealed. */
  initialDecision: z.string().nullable(),
  gracious: ZRecourse.nullable(),
  ministerial: ZRecourse.nullable(),
  graciousOptions: z.array(z.object({ value: z.enum(GRACIOUS_DECISIONS), label: z.enum(['confirm', 'overturn']) })),
  /** graciousCommissionAvailable: the latest commission is the initial decision and the appeal awaits its decision. */
  graciousAvailable: z.boolean(),
  /** graciousFormReadOnly (rules/commission.ts). */
  graciousReadOnly: z.boolean(),
  ministerialAvailable: z.boolean(),
});
export type TRecourseCommissionView = z.infer<typeof ZRecourseCommissionView>;

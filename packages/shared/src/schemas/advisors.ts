import { z } from 'zod';
import { ZAdvisorProfile } from './profiles.ts';

/**
 * A regional advisor as other screens show and pick one. `GET /advisors/region` and the lookups below
 * answer the advisor profile (schemas/profiles.ts): `id` is the advisor record's id (advisors.id, the
 * value framing forms, appointments and projects store), names are under `user`.
 */
export const ZAdvisorSummary = ZAdvisorProfile;
export type TAdvisorSummary = z.infer<typeof ZAdvisorSummary>;

/** GET /advisors?appointmentId | framingFormId | investorId: exactly one of them. */
export const ZAdvisorLookupQuery = z
  .strictObject({
    appointmentId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    framingFormId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    investorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((q) => [q.appointmentId, q.framingFormId, q.investorId].filter((v) => v !== undefined).length === 1, {
    message: 'exactly one of appointmentId, framingFormId, investorId',
  });
export type TAdvisorLookupQuery = z.infer<typeof ZAdvisorLookupQuery>;

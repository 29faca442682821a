import { z } from 'zod';

/**
 * Advisor-change requests (spec 2 §4 "Act delivery": the director may also handle advisor-change requests;
 * decision 041): the advisor assigned to a file asks, with a reason, to hand it to another advisor of the
 * region (or to be replaced); the regional director accepts (choosing the new advisor) or refuses with a reason.
 */

const Id = z.number().int().positive().max(2_147_483_647);
const ZId = z.coerce.number().int().positive().max(2_147_483_647);

/** Reasons: short free text, as the other advisor messages. */
export const ADVISOR_CHANGE_REASON_MAX = 500;

export const ADVISOR_CHANGE_STATUSES = ['PENDING', 'ACCEPTED', 'REFUSED', 'CLOSED'] as const;
export type AdvisorChangeStatus = (typeof ADVISOR_CHANGE_STATUSES)[number];

const reason = z
  .string()
  .trim()
  .min(1, { message: 'advisorChange.errors.reasonRequired' })
  .max(ADVISOR_CHANGE_REASON_MAX, { message: 'advisorChange.errors.reasonTooLong' });

/** POST /advisor-change-requests: the assigned advisor asks; proposing a colleague is optional. */
export const ZCreateAdvisorChangeRequest = z.strictObject({
  projectId: Id,
  reason,
  proposedAdvisorId: Id.nullable().optional(),
});
export type TCreateAdvisorChangeRequest = z.input<typeof ZCreateAdvisorChangeRequest>;

/** PUT /advisor-change-requests/{id}/decision: accept with the new advisor, or refuse with a reason. */
export const ZAdvisorChangeDecision = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('ACCEPTED'), advisorId: Id }),
  z.strictObject({ decision: z.literal('REFUSED'), reason }),
]);
export type TAdvisorChangeDecision = z.input<typeof ZAdvisorChangeDecision>;

export const ZAdvisorChangeListQuery = z.strictObject({ status: z.enum(ADVISOR_CHANGE_STATUSES).optional() });
export const ZAdvisorChangeIdParams = z.object({ id: ZId });

const ZPerson = z.object({ id: Id, firstName: z.string(), lastName: z.string() });
export type TAdvisorChangePerson = z.infer<typeof ZPerson>;

export const ZAdvisorChangeRequest = z.object({
  id: Id,
  status: z.enum(ADVISOR_CHANGE_STATUSES),
  project: z.object({ id: Id, name: z.string(), reference: z.string().nullable() }),
  /** The advisor (advisors.id) the file was assigned to when asked: the requester. */
  fromAdvisor: ZPerson.nullable(),
  proposedAdvisor: ZPerson.nullable(),
  reason: z.string(),
  createdAt: z.string(),
  decidedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
  newAdvisor: ZPerson.nullable(),
  refusalReason: z.string().nullable(),
});
export type TAdvisorChangeRequest = z.infer<typeof ZAdvisorChangeRequest>;

export const ZAdvisorChangeRequestList = z.array(ZAdvisorChangeRequest);

/** GET /advisor-change-requests/{id}: the request, who may take it over, and what the caller may do. */
export const ZAdvisorChangeRequestDetail = z.object({
  request: ZAdvisorChangeRequest,
  /** Active advisors of the region other than the file's current one (for the director's choice). */
  candidates: z.array(ZPerson),
  abilities: z.object({ decide: z.boolean() }),
});
export type TAdvisorChangeRequestDetail = z.infer<typeof ZAdvisorChangeRequestDetail>;

export const advisorChangeRequestPath = (projectId: number): string => `/projects/${projectId}/advisor-change`;
export { advisorChangeDetailPath } from '../paths.ts';

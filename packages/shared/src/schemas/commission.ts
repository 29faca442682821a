import { z } from 'zod';
import { COMMISSION_DECISIONS } from '../enums/commission-decisions.ts';

/**
 * The regional commission (CRUI) of a file (spec 2 §2 Commission members, §3 Commission, §4, §7
 * Commission): one commission per session of a project, its members with presence, conflict of interest
 * and opinion, the advisor's decision, and lifting the reserves of a favourable-with-reserves decision.
 */

const Id = z.number().int().positive().max(2_147_483_647);
const ZId = z.coerce.number().int().positive().max(2_147_483_647);

/** Spec 2 §9: messages and comments at most 1200 characters. */
export const COMMISSION_TEXT_MAX = 1200;

/** Spec 2 §4 decision kinds; only INITIAL_DECISION is made by this module so far (recourses come later). */
export const COMMISSION_KINDS = [
  'INITIAL_DECISION',
  'GRACIOUS_RECOURSE_DECISION',
  'MINISTERIAL_RECOURSE_DECISION',
  'MINISTERIAL_RECOMMENDATION_DECISION',
] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];

/** A member's opinion before or during the session (spec 2 §2 Commission members). */
export const MEMBER_OPINIONS = ['FAVORABLE', 'FAVORABLE_WITH_RESERVES', 'UNFAVORABLE'] as const;
export type MemberOpinion = (typeof MEMBER_OPINIONS)[number];

/** How a member came to sit on the commission: through the administrations the file is shared with, or added. */
export const MEMBER_SOURCES = ['SHARED', 'ADDED'] as const;

const text = (requiredKey?: string) => {
  const base = z.string().trim().max(COMMISSION_TEXT_MAX, { message: 'commission.errors.tooLong' });
  return requiredKey ? base.min(1, { message: requiredKey }) : base;
};

export const ZCommissionMember = z.object({
  id: Id,
  userId: Id,
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string().nullable(),
  administrationId: z.number().int().nullable(),
  administrationNameFr: z.string().nullable(),
  administrationNameAr: z.string().nullable(),
  isFocalMember: z.boolean(),
  source: z.enum(MEMBER_SOURCES),
  attended: z.boolean(),
  conflictOfInterest: z.boolean(),
  /** The one member of their administration who votes (and later signs): see rules/commission.ts. */
  isVoting: z.boolean(),
  opinion: z.enum(MEMBER_OPINIONS).nullable(),
  opinionComment: z.string(),
  opinionAt: z.iso.datetime().nullable(),
  hasPvSigned: z.boolean(),
});
export type TCommissionMember = z.infer<typeof ZCommissionMember>;

export const ZCommission = z.object({
  id: Id,
  projectId: Id,
  kind: z.enum(COMMISSION_KINDS),
  /** The session (YYYY-MM-DD), the file's cruiDate when the commission was opened. */
  commissionDate: z.string(),
  choice: z.enum(COMMISSION_DECISIONS).nullable(),
  commentsForInvestor: z.string(),
  commissionRecommendation: z.string(),
  decidedAt: z.iso.datetime().nullable(),
  decidedBy: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
  isSignaturesFinalized: z.boolean(),
  reservationsLiftedAt: z.iso.datetime().nullable(),
  members: z.array(ZCommissionMember),
});
export type TCommission = z.infer<typeof ZCommission>;

/** GET /commission/decisions?projectId: the decisions taken on the file, oldest first. */
export const ZCommissionDecision = ZCommission.omit({ members: true }).extend({ choice: z.enum(COMMISSION_DECISIONS) });
export type TCommissionDecision = z.infer<typeof ZCommissionDecision>;

export const ZCommissionProjectQuery = z.object({ projectId: ZId });
export const ZCommissionIdParams = z.object({ id: ZId });
export const ZCommissionMemberParams = z.object({ id: ZId, userId: ZId });

/** A CRUI member of the region the advisor may add to the session. */
export const ZAddableMember = z.object({
  userId: Id,
  firstName: z.string(),
  lastName: z.string(),
  administrationNameFr: z.string().nullable(),
  administrationNameAr: z.string().nullable(),
});

/** GET /projects/{id}/commission-session: what the commission page needs. */
export const ZCommissionSession = z.object({
  project: z.object({
    id: Id,
    name: z.string(),
    reference: z.string().nullable(),
    cruiDate: z.string().nullable(),
    latestPhase: z.string().nullable(),
  }),
  /** The commission of the current session; null until it is opened. */
  commission: ZCommission.nullable(),
  addableMembers: z.array(ZAddableMember),
  /** The caller's own seat, for a CRUI member of the session or of a shared administration. */
  me: ZCommissionMember.nullable(),
  abilities: z.object({
    /** Advisor: open the session, add members, record presence and conflicts. */
    manage: z.boolean(),
    /** Advisor: record the decision now (programmed, session today or past, not decided yet). */
    decide: z.boolean(),
    /** The session has not come yet: the decision is refused until then. */
    beforeSession: z.boolean(),
    /** CRUI member of a shared administration (or added), before the decision. */
    giveOpinion: z.boolean(),
    /** Advisor: confirm the reserves of a favourable-with-reserves decision are lifted. */
    raiseReservation: z.boolean(),
  }),
});
export type TCommissionSession = z.infer<typeof ZCommissionSession>;

/** PUT /projects/{id}/add-cruimember-to-project: opens the session (if needed) and adds members. */
export const ZAddCruiMembersRequest = z.object({ userIds: z.array(ZId).max(200).default([]) });
export type TAddCruiMembersRequest = z.input<typeof ZAddCruiMembersRequest>;

/** PUT /commission/{id}/members/{userId}: presence and conflict of interest, recorded by the advisor. */
export const ZCommissionPresenceRequest = z
  .object({ attended: z.boolean().optional(), conflictOfInterest: z.boolean().optional() })
  .strict();
export type TCommissionPresenceRequest = z.infer<typeof ZCommissionPresenceRequest>;

/** PUT /projects/{id}/commission-opinion: the member's own opinion. */
export const ZCommissionOpinionRequest = z.object({
  opinion: z.enum(MEMBER_OPINIONS, { message: 'commission.errors.opinionRequired' }),
  comment: text().default(''),
});
export type TCommissionOpinionRequest = z.input<typeof ZCommissionOpinionRequest>;

/** PUT /projects/{id}/commission-answer: the decision of the commission, recorded by the advisor. */
export const ZCommissionAnswerRequest = z.object({
  decision: z.enum(COMMISSION_DECISIONS, { message: 'commission.errors.decisionRequired' }),
  commentsForInvestor: text().default(''),
  commissionRecommendation: text().default(''),
});
export type TCommissionAnswerRequest = z.input<typeof ZCommissionAnswerRequest>;

export { COMMISSION_PATHS } from '../paths.ts';
export const projectCommissionPath = (id: number): string => `/projects/${id}/commission`;

/**
 * Enumerations of the framing (qualification) questionnaire (spec 2 §3), shared by the zod contracts,
 * the Drizzle `pgEnum`s, the recommendation rules and the web form.
 */

/** Person types of spec 2 §3: physical person, corporate entity, self-employed. */
export const FRAMING_INVESTOR_TYPES = ['PHYSICAL_PERSON', 'CORPORATE_ENTITY', 'SELF_EMPLOYED'] as const;
export type FramingInvestorType = (typeof FRAMING_INVESTOR_TYPES)[number];

/** Maturity stages of the project. */
export const ADVANCEMENT_STAGES = ['PROSPECTING', 'PREPARING', 'CONSTITUTING', 'STARTING'] as const;
export type AdvancementStage = (typeof ADVANCEMENT_STAGES)[number];

/** Where the investor stands on land. */
export const LAND_SITUATIONS = ['EXISTS', 'LOOKING_FOR_LAND', 'IDENTIFIED'] as const;
export type LandSituation = (typeof LAND_SITUATIONS)[number];

/** How the investor wants to hold the land sought. */
export const LAND_ASSIGNMENT_TYPES = ['SALE', 'RENTAL', 'CONCESSION'] as const;
export type LandAssignmentType = (typeof LAND_ASSIGNMENT_TYPES)[number];

/** Project creation stages (spec 2 §4, status ids); only the first two are reached from a questionnaire. */
export const PROJECT_CREATION_STAGES = {
  INITIALIZED: 11,
  PROCEDURES_CHOSEN: 12,
  DOCUMENTS_UPLOADED: 13,
  ADVISOR_ASSIGNED: 14,
} as const;

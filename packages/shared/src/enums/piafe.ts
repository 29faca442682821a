/**
 * Code lists of the PIAFE field-visit programme (spec 3 §3 "Piafe entities", decision 071). The spec names
 * the maturity stages, the land situations and the legal person types; the other lists are this project's
 * choice, labelled in the `piafe` catalogue (`piafe.enum.<list>.<code>`).
 */
export const PIAFE_IDENTITY_TYPES = ['CIN', 'PASSPORT', 'RESIDENCE_CARD'] as const;
export const PIAFE_GENDERS = ['MALE', 'FEMALE'] as const;
export const PIAFE_SCHOOL_LEVELS = ['NONE', 'PRIMARY', 'SECONDARY', 'BACCALAUREATE', 'HIGHER'] as const;
export const PIAFE_PROFESSIONAL_ACTIVITIES = ['UNEMPLOYED', 'EMPLOYEE', 'SELF_EMPLOYED', 'STUDENT', 'FARMER', 'OTHER'] as const;
export const PIAFE_TRAININGS = ['NONE', 'VOCATIONAL', 'UNIVERSITY', 'ON_THE_JOB'] as const;
export const PIAFE_LEGAL_STATUSES = ['NATURAL_PERSON', 'AUTO_ENTREPRENEUR', 'COMPANY', 'COOPERATIVE', 'ASSOCIATION'] as const;
export const PIAFE_ORIENTED_FROM = ['CRI', 'COMMUNE', 'BANK', 'ASSOCIATION', 'MEDIA', 'WORD_OF_MOUTH', 'OTHER'] as const;
export const PIAFE_MATURITY_LEVELS = ['PROSPECTING', 'PREPARING', 'CONSTITUTING', 'STARTING'] as const;
export const PIAFE_LAND_SITUATIONS = ['EXISTS', 'LOOKING_FOR_LAND', 'IDENTIFIED'] as const;
export const PIAFE_AVAILABILITIES = ['AVAILABLE', 'IN_PROGRESS', 'NOT_AVAILABLE'] as const;
export const PIAFE_FUNDING_PROGRESS = ['NOT_STARTED', 'IN_PROGRESS', 'OBTAINED', 'REJECTED'] as const;
export const PIAFE_CONTACT_TYPES = ['FIELD_VISIT', 'OFFICE', 'PHONE', 'VIDEO'] as const;
export const PIAFE_NEEDS = ['FUNDING', 'LAND', 'TRAINING', 'AUTHORISATION', 'ADVICE', 'MARKET_ACCESS', 'OTHER'] as const;
export const PIAFE_SERVICES = [
  'ORIENTATION',
  'BUSINESS_PLAN',
  'BANK_INTRODUCTION',
  'FILE_PREPARATION',
  'TRAINING',
  'OTHER',
] as const;
export const PIAFE_ORIENTED_TO = ['CRI', 'BANK', 'FUNDING_PROGRAMME', 'COMMUNE', 'TRAINING_CENTRE', 'NONE'] as const;
export const PIAFE_PROJECT_PHASES = ['FUNDING', 'AUTHORISATION', 'REALISATION', 'EXPLOITATION'] as const;
export const PIAFE_FUNDING_RESULTS = ['PENDING', 'OBTAINED', 'REJECTED'] as const;
export const PIAFE_AUTHORISATION_STATUSES = ['NOT_REQUESTED', 'REQUESTED', 'OBTAINED', 'REFUSED'] as const;
/** Tracking records turnover and jobs for years 1 to 3 of exploitation (spec 3 §3). */
export const PIAFE_TRACKING_YEARS = [1, 2, 3] as const;

export type PiafeIdentityType = (typeof PIAFE_IDENTITY_TYPES)[number];
export type PiafeMaturityLevel = (typeof PIAFE_MATURITY_LEVELS)[number];

/** Lists a form offers as selects, by the catalogue name of their labels. */
export const PIAFE_ENUMS = {
  identityType: PIAFE_IDENTITY_TYPES,
  gender: PIAFE_GENDERS,
  schoolLevel: PIAFE_SCHOOL_LEVELS,
  professionalActivity: PIAFE_PROFESSIONAL_ACTIVITIES,
  training: PIAFE_TRAININGS,
  legalStatus: PIAFE_LEGAL_STATUSES,
  orientedFrom: PIAFE_ORIENTED_FROM,
  maturity: PIAFE_MATURITY_LEVELS,
  landSituation: PIAFE_LAND_SITUATIONS,
  availability: PIAFE_AVAILABILITIES,
  fundingProgress: PIAFE_FUNDING_PROGRESS,
  contactType: PIAFE_CONTACT_TYPES,
  need: PIAFE_NEEDS,
  service: PIAFE_SERVICES,
  orientedTo: PIAFE_ORIENTED_TO,
  phase: PIAFE_PROJECT_PHASES,
  fundingResult: PIAFE_FUNDING_RESULTS,
  authorisationStatus: PIAFE_AUTHORISATION_STATUSES,
} as const;
export type PiafeEnumName = keyof typeof PIAFE_ENUMS;

/**
 * Managed content (issue 21; spec 3 §1, §2 "Content screens"; decision 074): what the national content
 * manager edits, in French and Arabic, with versions (draft → published, history).
 */
export const CONTENT_KINDS = ['FAQ', 'INCENTIVE', 'APPEAL', 'HELP'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Who an FAQ entry or a help text is for (spec 3 §2: general and per role). */
export const CONTENT_AUDIENCES = ['PUBLIC', 'INVESTOR', 'ADVISOR', 'CRUI_MEMBER'] as const;
export type ContentAudience = (typeof CONTENT_AUDIENCES)[number];

/** A version's state: one draft at most, one published at most, the others archived (the history). */
export const CONTENT_VERSION_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export type ContentVersionStatus = (typeof CONTENT_VERSION_STATUSES)[number];

/**
 * FAQ categories of the support FAQ, with the spec's question counts (spec 3 §2: 4, 5, 3, 4, 5, 3, 7, 3, 3),
 * seeded as demo content (the spec gives the counts, not the questions).
 */
export const FAQ_CATEGORIES = [
  'ACCOUNT',
  'PROJECT_FILING',
  'DOCUMENTS',
  'APPOINTMENTS',
  'REVIEW',
  'COMMISSION',
  'INCENTIVES',
  'APPEALS',
  'LAND',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export const FAQ_CATEGORY_QUESTION_COUNTS: Record<FaqCategory, number> = {
  ACCOUNT: 4,
  PROJECT_FILING: 5,
  DOCUMENTS: 3,
  APPOINTMENTS: 4,
  REVIEW: 5,
  COMMISSION: 3,
  INCENTIVES: 7,
  APPEALS: 3,
  LAND: 3,
};

/** Incentive texts (spec 3 §2 "Incentive pages"), one entry each, by slug. */
export const INCENTIVE_SLUGS = ['main-support', 'strategic-projects', 'import-vat-exemptions'] as const;
export type IncentiveSlug = (typeof INCENTIVE_SLUGS)[number];

export const CONTENT_TITLE_MAX = 300;
export const CONTENT_BODY_MAX = 20_000;

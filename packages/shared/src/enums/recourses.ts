/** Appeals (issue 15, spec 2 §3 Recourse, §4 "Recourse path"): the two kinds and their limits. */
export const RECOURSE_TYPES = ['GRACIOUS', 'MINISTERIAL'] as const;
export type RecourseType = (typeof RECOURSE_TYPES)[number];

export const RECOURSE_REASON_MAX = 250;
export const RECOURSE_EXPLANATION_MAX = 1000;
export const RECOURSE_SYNTHESIS_MAX = 500;
export const RECOURSE_QUALIFICATION_MAX = 500;
export const RECOURSE_COMMENTS_MAX = 2000;

/** The outcome of the gracious re-examination (rules/commission.ts recourseDecisionOptions). */
export const GRACIOUS_DECISIONS = ['FAVORABLE', 'FAVORABLE_WITH_RESTRICTIONS', 'UNFAVORABLE'] as const;
/** The national commission maintains the rejection or overturns it (spec 2 §3 Ministerial answer). */
export const MINISTERIAL_ANSWERS = ['MAINTAINED', 'OVERTURNED'] as const;
export type MinisterialAnswer = (typeof MINISTERIAL_ANSWERS)[number];

/** The tabs of the staff list `/recourses` (spec 2 §2 "Recourse staff"). */
export const RECOURSE_LIST_CATEGORIES = [
  'NON_INSTRUCTED',
  'INSTRUCTED',
  'GRACIOUS',
  'MINISTERIAL_COMMISSION',
  'ARCHIVED',
] as const;
export type RecourseListCategory = (typeof RECOURSE_LIST_CATEGORIES)[number];

/** Accepted types of the signed request and of the decision file (spec 2 §9: jpg, png, pdf). */
export const RECOURSE_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

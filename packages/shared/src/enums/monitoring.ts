/** Spec 3 §3: the type of a procedure milestone. */
export const MILESTONE_TYPES = ['PROCEDURAL_MILESTONE', 'REGULATORY_MILESTONE'] as const;
export type MilestoneType = (typeof MILESTONE_TYPES)[number];

/** Spec 3 §4: the state of each step of the monitoring project's 3-step header. */
export const MONITORING_STEP_STATES = ['notStarted', 'inProgress', 'done'] as const;
export type MonitoringStepState = (typeof MONITORING_STEP_STATES)[number];

/** Where a milestone stands, for lists and charts (decision 066): computed from its flags and dates. */
export const MILESTONE_STATUSES = ['UPCOMING', 'DUE', 'OVERDUE', 'DONE', 'DISABLED'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

/** The commission decision recorded on a regulatory milestone. */
export const MILESTONE_COMMISSION_DECISIONS = ['FAVORABLE', 'FAVORABLE_WITH_RESTRICTIONS', 'UNFAVORABLE'] as const;

/** What produced the favourable decision a monitoring project starts from (decision 065). */
export const MONITORING_ORIGINS = ['INITIAL_DECISION', 'NATIONAL_DECISION', 'GRACIOUS_RECOURSE', 'MINISTERIAL_RECOURSE'] as const;
export type MonitoringOrigin = (typeof MONITORING_ORIGINS)[number];

/** Follow-up uploads: jpg, png, pdf (spec 3 §5), 70 MB. */
export const MONITORING_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

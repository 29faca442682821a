/**
 * Follow-up actions (issue 14; spec 2 §3 Follow-up action, §4 "Procedure action types", "Action state",
 * "Advisor actions", "Act delivery"). Decision 035 (model and states) and 036 (the director's act review).
 */

/** What the action asks (spec 2 §4 Procedure action types). PAYMENT records the request only. */
export const FOLLOW_UP_ACTION_TYPES = ['UPLOAD_FILE', 'PAYMENT', 'ACT_DELIVERY', 'NORMAL_ACTION'] as const;
export type FollowUpActionType = (typeof FOLLOW_UP_ACTION_TYPES)[number];

/** Who must answer the action (an administration id goes with ADMINISTRATION). */
export const FOLLOW_UP_RECIPIENTS = ['INVESTOR', 'ADVISOR', 'ADMINISTRATION'] as const;
export type FollowUpRecipient = (typeof FOLLOW_UP_RECIPIENTS)[number];

/** Where an action stands: OPEN until answered, DONE once answered, CLOSED when forcibly closed. */
export const FOLLOW_UP_STATUSES = ['OPEN', 'DONE', 'CLOSED'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

/** Why an open action was closed without being answered (spec 2 "Advisor actions": forced closure). */
export const FOLLOW_UP_CLOSE_REASONS = ['RESCHEDULED', 'RECOURSE_FILED'] as const;
export type FollowUpCloseReason = (typeof FOLLOW_UP_CLOSE_REASONS)[number];

/** The action state of a procedure (spec 2 §4 Action state), computed by rules/follow-up-actions.ts. */
export const PROCEDURE_ACTION_STATES = ['NO_ACTION', 'OK', 'WARNING', 'ERROR'] as const;
export type ProcedureActionState = (typeof PROCEDURE_ACTION_STATES)[number];

/**
 * Where the act of an ACT_DELIVERY action stands (decision 036): AWAITING_ACT until the advisor attaches the
 * PDF, AWAITING_VALIDATION by the regional director, REVISION_REQUESTED (the advisor replaces it),
 * APPROVED (awaiting the governor's e-signature), SIGNED (delivered to the investor).
 */
export const ACT_STATUSES = ['AWAITING_ACT', 'AWAITING_VALIDATION', 'REVISION_REQUESTED', 'APPROVED', 'SIGNED'] as const;
export type ActStatus = (typeof ACT_STATUSES)[number];

/** Who asked an act's revision (revisions are counted per requester, spec 2 "Act delivery"). */
export const ACT_REVISION_REQUESTERS = ['DIRECTOR', 'GOVERNOR'] as const;
export type ActRevisionRequester = (typeof ACT_REVISION_REQUESTERS)[number];

/** Who uploaded a document of an action. */
export const FOLLOW_UP_DOCUMENT_AUTHORS = ['INVESTOR', 'ADVISOR', 'ADMINISTRATION'] as const;
export type FollowUpDocumentAuthor = (typeof FOLLOW_UP_DOCUMENT_AUTHORS)[number];

/** Message of an action (spec 2 §9). */
export const FOLLOW_UP_MESSAGE_MAX = 1200;
export const FOLLOW_UP_TITLE_MAX = 250;
export const FOLLOW_UP_DESCRIPTION_MAX = 1000;
/** Delay in working days (spec 2 §3: indicative); at most a working year. */
export const FOLLOW_UP_DELAY_MAX_DAYS = 250;
/** A revision request's reason. */
export const ACT_REVISION_REASON_MAX = 1000;

/** Project phase titles (spec 2 §4), in the spec's order. */
export const PROJECT_PHASES = [
  'DRAFT',
  'IN_REVIEW',
  'COMPLEMENTS_IN_REVIEW',
  'FILLED',
  'SCHEDULED',
  'UNSCHEDULED',
  'INVESTOR_EDITING',
  'SHARED_TO_CRUI_MEMBERS',
  'REVIEWED_IN_CRUI',
  'RECOURSE_REQUESTED',
  'RECOURSE_REVIEWED_CRUI',
  'MINISTERIAL_RECOURSE_REQUESTED',
  'RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE',
  'WAITING_FOR_ADMINISTRATION_DOCUMENTS',
  'DRAFT_NEW_PROCEDURE',
  'RAISE_RESERVATION_CONFIRMED',
  'SHARED_FOLDER_WITH_ROKHAS',
  'SHARED_FOLDER_WITH_ROKHAS_VERIFICATION',
  'DATA_VERIFICATION_WITH_PARTNER',
  'ARCHIVED',
  'RESTORED',
] as const;
export type ProjectPhase = (typeof PROJECT_PHASES)[number];

/** Phase metadata names (spec 2 §4). */
export const PHASE_METADATA_NAMES = [
  'COMMISSION_CHOICE',
  'COMMENTS_FOR_INVESTOR',
  'COMMISSION_PV_URL',
  'COMMISSION_PV_NAME',
  'REQUESTED_DOCUMENT_TYPE_ID',
  'REQUESTED_DOCUMENT_DEADLINE',
  'REQUESTED_DOCUMENT_OWNER',
  'ADVISOR_FEEDBACK',
  'RECOURSE_REASON',
  'RECOURSE_DATE',
  'COMMISSION_RECOMMENDATION',
  'RAISE_RESERVATION_OWNER_NAME',
  'RAISE_RESERVATION_DATE',
  'SHARED_FOLDER_ID',
] as const;
export type PhaseMetadataName = (typeof PHASE_METADATA_NAMES)[number];

/** Draft, draft-new-procedure and restored files may be edited by the investor (spec 2 §4). */
export const INVESTOR_EDITABLE_PHASES: readonly ProjectPhase[] = ['DRAFT', 'DRAFT_NEW_PROCEDURE', 'RESTORED'];

/**
 * The transitions the product performs, from the latest phase (null: a new project). A phase change
 * outside this table is a programming error and is refused. Later issues add their transitions here.
 */
export const PHASE_TRANSITIONS: Readonly<Partial<Record<ProjectPhase | 'NEW', readonly ProjectPhase[]>>> = {
  NEW: ['DRAFT'],
  DRAFT: ['IN_REVIEW', 'ARCHIVED'],
  DRAFT_NEW_PROCEDURE: ['COMPLEMENTS_IN_REVIEW', 'ARCHIVED'],
  RESTORED: ['IN_REVIEW', 'ARCHIVED'],
  ARCHIVED: ['RESTORED'],
  // A further document asked of the investor while the file is already with them (issue 6) is one more
  // INVESTOR_EDITING phase carrying the request's metadata.
  INVESTOR_EDITING: ['COMPLEMENTS_IN_REVIEW', 'INVESTOR_EDITING'],
  // Spec 2 §4 "add procedures" / "start a new project with selected procedures": a submitted file gains
  // procedures and goes back to the investor, who completes and re-submits it (→ COMPLEMENTS_IN_REVIEW).
  // Advisor review (issue 6, spec 2 §4 "Document verification", "Advisor actions"): documents asked of the
  // investor reopen the file to them (INVESTOR_EDITING), documents asked of an administration wait for it
  // (WAITING_FOR_ADMINISTRATION_DOCUMENTS); validating marks the file complete (FILLED); sharing makes it
  // visible to the commission members; programming puts it in a commission session (SCHEDULED) and
  // deprogramming takes it out (UNSCHEDULED). A file already programmed or shared may still be asked for
  // documents from the investor; never from an administration once validated (checked by the service).
  IN_REVIEW: ['DRAFT_NEW_PROCEDURE', 'INVESTOR_EDITING', 'WAITING_FOR_ADMINISTRATION_DOCUMENTS', 'FILLED'],
  COMPLEMENTS_IN_REVIEW: ['DRAFT_NEW_PROCEDURE', 'INVESTOR_EDITING', 'WAITING_FOR_ADMINISTRATION_DOCUMENTS', 'FILLED'],
  WAITING_FOR_ADMINISTRATION_DOCUMENTS: [
    'COMPLEMENTS_IN_REVIEW',
    'INVESTOR_EDITING',
    'WAITING_FOR_ADMINISTRATION_DOCUMENTS',
    'FILLED',
  ],
  // A file of 250 M DH or more is never programmed in a region: the national commission decides it from the
  // phases that wait for a session (decision 050), and again after its own "to be rescheduled".
  FILLED: ['SHARED_TO_CRUI_MEMBERS', 'SCHEDULED', 'INVESTOR_EDITING', 'REVIEWED_IN_CRUI'],
  // A programmed file shared afterwards keeps its session (cruiDate): the commission decides it from there too.
  SHARED_TO_CRUI_MEMBERS: ['SHARED_TO_CRUI_MEMBERS', 'SCHEDULED', 'INVESTOR_EDITING', 'REVIEWED_IN_CRUI'],
  SCHEDULED: ['SCHEDULED', 'UNSCHEDULED', 'SHARED_TO_CRUI_MEMBERS', 'INVESTOR_EDITING', 'REVIEWED_IN_CRUI'],
  UNSCHEDULED: ['SCHEDULED', 'SHARED_TO_CRUI_MEMBERS', 'INVESTOR_EDITING', 'REVIEWED_IN_CRUI'],
  // After a commission (issue 7) a file "to be rescheduled" is programmed again (program-project-after-commission).
  // A favourable-with-reserves decision can be followed by the confirmation that the reserves are lifted.
  // Rokhas (issue 14, decisions 039/040): after a favourable decision (reserves lifted) the architect's
  // e-mail is verified with the partner, the file shared with its technical members, whose first comment
  // marks the verification. Appeals (issue 15) start from an unfavourable decision.
  REVIEWED_IN_CRUI: [
    'SCHEDULED',
    'REVIEWED_IN_CRUI',
    'RAISE_RESERVATION_CONFIRMED',
    'DATA_VERIFICATION_WITH_PARTNER',
    'SHARED_FOLDER_WITH_ROKHAS',
    'RECOURSE_REQUESTED',
  ],
  RAISE_RESERVATION_CONFIRMED: ['DATA_VERIFICATION_WITH_PARTNER', 'SHARED_FOLDER_WITH_ROKHAS'],
  DATA_VERIFICATION_WITH_PARTNER: ['DATA_VERIFICATION_WITH_PARTNER', 'SHARED_FOLDER_WITH_ROKHAS'],
  SHARED_FOLDER_WITH_ROKHAS: ['SHARED_FOLDER_WITH_ROKHAS_VERIFICATION'],
  // Appeals (issue 15, decision 044): after an unfavourable decision the gracious recourse, decided by the
  // governor's representative; the ministerial one after his confirmation or his silence past 15 days.
  RECOURSE_REQUESTED: ['RECOURSE_REVIEWED_CRUI', 'MINISTERIAL_RECOURSE_REQUESTED'],
  RECOURSE_REVIEWED_CRUI: ['MINISTERIAL_RECOURSE_REQUESTED', 'RAISE_RESERVATION_CONFIRMED'],
  MINISTERIAL_RECOURSE_REQUESTED: ['RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE'],
};

export function canMoveTo(from: ProjectPhase | null, to: ProjectPhase): boolean {
  return (PHASE_TRANSITIONS[from ?? 'NEW'] ?? []).includes(to);
}

/**
 * State of a procedure of a project (spec 2 §4 Procedure state): EDITING while the investor prepares the
 * file, TIME while the centre examines it, ACCEPTED or DENIED after the commission, NONE when the advisor
 * disabled it.
 */
export const PROCEDURE_STATES = ['EDITING', 'TIME', 'ACCEPTED', 'DENIED', 'NONE'] as const;
export type ProcedureState = (typeof PROCEDURE_STATES)[number];

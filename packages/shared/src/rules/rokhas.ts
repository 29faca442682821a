import type { ProjectPhase } from '../enums/project-phases.ts';

/**
 * Rokhas, the building-permit partner (spec 2 §3 Rokhas situation, §4 examination states, partner address
 * check, task status, land-folder status, "Rokhas sharing", "Advisor actions"; decisions 039 and 040).
 */

/** Spec 2 §4 "Partner address check": the architect's e-mail against the partner's architect accounts. */
export const ARCHITECT_CHECK_STATUSES = ['IN_PROGRESS', 'NOT_EXIST', 'EXIST'] as const;
export type ArchitectCheckStatus = (typeof ARCHITECT_CHECK_STATUSES)[number];

/** Spec 2 §4 "Task status": a call to the partner, recorded before it is made and retried until done. */
export const PARTNER_TASK_STATUSES = ['NOT_STARTED', 'ONGOING', 'DONE', 'FAILED', 'CANCELLED'] as const;
export type PartnerTaskStatus = (typeof PARTNER_TASK_STATUSES)[number];

export const PARTNER_TASK_KINDS = ['VERIFY_ARCHITECT', 'SHARE_FOLDER', 'SEND_FOLDER'] as const;
export type PartnerTaskKind = (typeof PARTNER_TASK_KINDS)[number];

/** Spec 2 §4 / spec 3 §3 examination states of a land folder at the partner. */
export const EXAMINATION_STATES = [
  'NOT_EXAMINED',
  'EXAMINED_OR_IN_PROGRESS',
  'EXAMINED_WITH_FAVORABLE_DECISION',
  'EXAMINED_WITH_UNFAVORABLE_DECISION',
  'SENDING_IN_PROGRESS',
] as const;
export type ExaminationState = (typeof EXAMINATION_STATES)[number];
/** The states a partner's situation may carry (SENDING_IN_PROGRESS is the portal's own, transient). */
export const PARTNER_SITUATION_STATES = [
  'NOT_EXAMINED',
  'EXAMINED_OR_IN_PROGRESS',
  'EXAMINED_WITH_FAVORABLE_DECISION',
  'EXAMINED_WITH_UNFAVORABLE_DECISION',
] as const;

export type LandFolderStatus = 'EXAMINED_OR_IN_PROGRESS' | 'NOT_EXAMINED' | 'SENDING_IN_PROGRESS';

/**
 * Spec 2 §4 "Land-folder status": EXAMINED_OR_IN_PROGRESS when any land folder has situations,
 * NOT_EXAMINED when a folder exists without them, SENDING_IN_PROGRESS when there is no folder yet.
 */
export function landFolderStatus(folders: readonly { situationCount: number }[]): LandFolderStatus {
  if (folders.some((f) => f.situationCount > 0)) return 'EXAMINED_OR_IN_PROGRESS';
  if (folders.length > 0) return 'NOT_EXAMINED';
  return 'SENDING_IN_PROGRESS';
}

/** Spec 2 §9 "Rokhas sharing": the partner's technical members have 48 hours to comment. */
export const ROKHAS_COMMENT_WINDOW_HOURS = 48;
export const commentDeadline = (sharedAt: Date): Date => new Date(sharedAt.getTime() + ROKHAS_COMMENT_WINDOW_HOURS * 3_600_000);
export const commentWindowOpen = (sharedAt: Date | null, now: Date): boolean =>
  sharedAt !== null && now.getTime() < commentDeadline(sharedAt).getTime();

/**
 * The latest phases in which a file stands after a commission decision the partner can act on: a
 * favourable decision (reserves lifted for a favourable-with-reserves one), and the Rokhas phases that
 * follow it (decision 040).
 */
export const ROKHAS_PHASES: readonly ProjectPhase[] = [
  'RAISE_RESERVATION_CONFIRMED',
  'DATA_VERIFICATION_WITH_PARTNER',
  'SHARED_FOLDER_WITH_ROKHAS',
  'SHARED_FOLDER_WITH_ROKHAS_VERIFICATION',
];
export function decidedForRokhas(latestPhase: ProjectPhase | null, decision: string | null): boolean {
  if (latestPhase === 'REVIEWED_IN_CRUI') return decision === 'FAVORABLE';
  return latestPhase !== null && ROKHAS_PHASES.includes(latestPhase);
}

/** The phase a verification with the partner records (only before the file is shared, decision 039). */
export const verificationRecordsPhase = (latestPhase: ProjectPhase | null, decision: string | null): boolean =>
  decidedForRokhas(latestPhase, decision) &&
  latestPhase !== 'SHARED_FOLDER_WITH_ROKHAS' &&
  latestPhase !== 'SHARED_FOLDER_WITH_ROKHAS_VERIFICATION';

/** Every reason a folder may not be sent to Rokhas for a procedure, in the order the page lists them. */
export const SEND_BLOCKERS = [
  'COMMUNE_NOT_COVERED',
  'PROCEDURE_NOT_COVERED',
  'NOT_DECIDED',
  'DOCUMENTS_MISSING',
  'MINUTES_UNSIGNED',
  'FINAL_MINUTES_MISSING',
  'ALREADY_SENT',
] as const;
export type SendBlocker = (typeof SEND_BLOCKERS)[number];

export interface SendFacts {
  /** The project's commune is flagged `communes.rokhas`. */
  communeCovered: boolean;
  /** The procedure has a Rokhas nature code (AMN…ELV) and is accepted by the commission. */
  procedureNatureCode: string | null;
  procedureAccepted: boolean;
  /** decidedForRokhas of the file. */
  decided: boolean;
  missingDocuments: number;
  /** Every member who must sign the minutes has signed (or the scan signed on paper is loaded). */
  minutesSigned: boolean;
  /** The final version of the minutes is uploaded (the PV is complete: `loadedAt`). */
  finalMinutesUploaded: boolean;
  /** A send of this procedure is recorded already (whatever its task state but CANCELLED). */
  alreadySent: boolean;
}

/**
 * Spec 2 §4 "Advisor actions", §9: a folder goes to Rokhas only when no document is missing, every member
 * signed the minutes and the final minutes are uploaded; once sent, never a second time.
 */
export function canSendToRokhas(f: SendFacts): { ok: boolean; blockers: SendBlocker[] } {
  const blockers: SendBlocker[] = [];
  if (!f.communeCovered) blockers.push('COMMUNE_NOT_COVERED');
  if (!f.procedureNatureCode) blockers.push('PROCEDURE_NOT_COVERED');
  if (!f.decided || !f.procedureAccepted) blockers.push('NOT_DECIDED');
  if (f.missingDocuments > 0) blockers.push('DOCUMENTS_MISSING');
  if (!f.minutesSigned) blockers.push('MINUTES_UNSIGNED');
  if (!f.finalMinutesUploaded) blockers.push('FINAL_MINUTES_MISSING');
  if (f.alreadySent) blockers.push('ALREADY_SENT');
  return { ok: blockers.length === 0, blockers };
}

/**
 * The notify-investor answer flag (spec 2 §4 Rules): a chosen procedure needs an architect and the
 * architect has no account at the partner: an empty e-mail, or the partner answered NOT_EXIST for it.
 */
export function architectNotOnPartner(input: {
  requiresArchitect: boolean;
  email: string;
  check: { email: string; status: ArchitectCheckStatus } | null;
}): boolean {
  if (!input.requiresArchitect) return false;
  const email = input.email.trim().toLowerCase();
  if (email === '') return true;
  return input.check !== null && input.check.email === email && input.check.status === 'NOT_EXIST';
}

/** Retries of a failed partner call: 1, 2, 4 … minutes, at most an hour apart, 12 attempts in all. */
export const PARTNER_TASK_MAX_ATTEMPTS = 12;
export function nextAttemptDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

import { INVESTOR_EDITABLE_PHASES, type ProjectPhase } from '../enums/project-phases.ts';

/**
 * Rules of the advisor's review of a file (spec 2 §4 "Document verification", "Advisor actions").
 * Pure: the server enforces them, the pages read the abilities the server derives from them.
 */

/** A submitted file the advisor may check (procedures, documents, requests), until the commission examines it. */
export const REVIEW_PHASES: readonly ProjectPhase[] = [
  'IN_REVIEW',
  'COMPLEMENTS_IN_REVIEW',
  'WAITING_FOR_ADMINISTRATION_DOCUMENTS',
  'INVESTOR_EDITING',
  'FILLED',
  'SHARED_TO_CRUI_MEMBERS',
  'SCHEDULED',
  'UNSCHEDULED',
];

/** The phases from which the advisor validates the file (→ FILLED), or asks an administration for a document. */
export const VALIDATION_PHASES: readonly ProjectPhase[] = [
  'IN_REVIEW',
  'COMPLEMENTS_IN_REVIEW',
  'WAITING_FOR_ADMINISTRATION_DOCUMENTS',
];

export const isReviewPhase = (phase: ProjectPhase | null): boolean => phase !== null && REVIEW_PHASES.includes(phase);

/** Spec 2 §4: at least one procedure must remain active. */
export function canDisableProcedure(procedures: readonly { id: number; active: boolean }[], procedureId: number): boolean {
  const target = procedures.find((p) => p.id === procedureId);
  if (!target) return false;
  if (!target.active) return true;
  return procedures.filter((p) => p.active).length > 1;
}

/** Spec 2 §4: a document is in error when the advisor rejected it, or when it was requested and not yet provided. */
export function documentInError(doc: { advisorValidation: boolean | null; openRequest: boolean }): boolean {
  return doc.advisorValidation === false || doc.openRequest;
}

/** Validation: from a review phase, never while a document is in error. */
export function canValidate(phase: ProjectPhase | null, documents: readonly { inError: boolean }[]): boolean {
  return phase !== null && VALIDATION_PHASES.includes(phase) && !documents.some((d) => d.inError);
}

/** After validation, no document may be asked of an administration (spec 2 §4). */
export function canRequestFromAdministration(phase: ProjectPhase | null, validated: boolean): boolean {
  return !validated && phase !== null && VALIDATION_PHASES.includes(phase);
}

/**
 * Decision 029 (spec 2 §6 "advisor if the advisor id matches"): the region's other advisors read a file, only
 * the assigned advisor acts on it. A file no advisor is assigned to (the region had none active when it was
 * submitted) may be acted on by any advisor of its region, so that it never stalls.
 */
export function isActingAdvisor(callerAdvisorId: number | null, projectAdvisorId: number | null): boolean {
  if (projectAdvisorId === null) return callerAdvisorId !== null;
  return callerAdvisorId === projectAdvisorId;
}

/**
 * Spec 2 §4 "Deprecated documents count only once a project is past the editing phases": while the file is
 * in a deposit editing phase (draft, draft with new procedures, restored) a replaced upload is simply gone;
 * once it was submitted, the replaced upload is kept as a deprecated version (the advisor's version compare).
 */
export function countsDeprecatedDocuments(phase: ProjectPhase | null): boolean {
  return phase !== null && !INVESTOR_EDITABLE_PHASES.includes(phase);
}

/** Why the advisor may not send the review back now (decision 028), or null when he may. */
export type SendBackBlocker = 'NOT_IN_REVIEW' | 'WITH_INVESTOR' | 'NOTHING_TO_SEND';
export function sendBackBlocker(
  phase: ProjectPhase | null,
  draft: { rejected: number; requests: number },
): SendBackBlocker | null {
  if (phase === 'INVESTOR_EDITING') return 'WITH_INVESTOR';
  if (!isReviewPhase(phase)) return 'NOT_IN_REVIEW';
  if (draft.rejected + draft.requests === 0) return 'NOTHING_TO_SEND';
  return null;
}

/** Why the file may not be validated now, or null when it may (the page says it beside the button). */
export type ValidateBlocker = 'NOT_IN_REVIEW' | 'WITH_INVESTOR' | 'VALIDATED' | 'DOCUMENTS_IN_ERROR';
export function validateBlocker(
  phase: ProjectPhase | null,
  validated: boolean,
  documents: readonly { inError: boolean }[],
): ValidateBlocker | null {
  if (phase === 'INVESTOR_EDITING') return 'WITH_INVESTOR';
  if (phase === null || !VALIDATION_PHASES.includes(phase)) return validated ? 'VALIDATED' : 'NOT_IN_REVIEW';
  if (documents.some((d) => d.inError)) return 'DOCUMENTS_IN_ERROR';
  return null;
}

import type { ProjectPhase } from '../enums/project-phases.ts';

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

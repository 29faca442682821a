import { PROJECT_CREATION_STAGES } from '@cri/shared/enums/framing-forms';
import type { ProjectPhase } from '@cri/shared/enums/project-phases';

/**
 * The step of a file shown in its header, derived from the same phase as the status badge beside it
 * (the latest phase the investor sees), so that the two always agree (issue 13: "Conseiller affecté"
 * stayed as the step of a file examined in commission, archived or sent back to the investor).
 *
 * While the file has never been submitted the deposit's own progress (spec 2 §4 creation stage 11–13)
 * says how far the investor got; from the submission on, the phase decides.
 */
export type ProjectStep =
  | 'initialized'
  | 'proceduresChosen'
  | 'documentsUploaded'
  | 'withInvestor'
  | 'review'
  | 'commission'
  | 'decided'
  | 'recourse'
  | 'partners'
  | 'archived';

/** Every phase has its step: a new phase does not compile until it is given one. */
const STEP_OF_PHASE: Record<ProjectPhase, ProjectStep | 'deposit'> = {
  DRAFT: 'deposit',
  RESTORED: 'deposit',
  DRAFT_NEW_PROCEDURE: 'withInvestor',
  INVESTOR_EDITING: 'withInvestor',
  IN_REVIEW: 'review',
  COMPLEMENTS_IN_REVIEW: 'review',
  WAITING_FOR_ADMINISTRATION_DOCUMENTS: 'review',
  FILLED: 'commission',
  SHARED_TO_CRUI_MEMBERS: 'commission',
  SCHEDULED: 'commission',
  UNSCHEDULED: 'commission',
  REVIEWED_IN_CRUI: 'decided',
  RAISE_RESERVATION_CONFIRMED: 'decided',
  RECOURSE_REQUESTED: 'recourse',
  RECOURSE_REVIEWED_CRUI: 'recourse',
  MINISTERIAL_RECOURSE_REQUESTED: 'recourse',
  RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE: 'recourse',
  SHARED_FOLDER_WITH_ROKHAS: 'partners',
  SHARED_FOLDER_WITH_ROKHAS_VERIFICATION: 'partners',
  DATA_VERIFICATION_WITH_PARTNER: 'partners',
  ARCHIVED: 'archived',
};

/** The deposit's progress; an advisor is only assigned at submission, so a draft never shows that stage. */
function depositStep(creationStage: number): ProjectStep {
  if (creationStage >= PROJECT_CREATION_STAGES.DOCUMENTS_UPLOADED) return 'documentsUploaded';
  if (creationStage >= PROJECT_CREATION_STAGES.PROCEDURES_CHOSEN) return 'proceduresChosen';
  return 'initialized';
}

export function projectStep(phase: ProjectPhase | null | undefined, creationStage: number): ProjectStep {
  const step = phase ? STEP_OF_PHASE[phase] : 'deposit';
  return step === 'deposit' ? depositStep(creationStage) : step;
}

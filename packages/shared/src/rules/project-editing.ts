import { INVESTOR_EDITABLE_PHASES, type ProjectPhase } from '../enums/project-phases.ts';

/** What decides whether the investor may still change a file (spec 2 §4 rules). */
export interface EditingState {
  /** The latest phase the investor sees; null for a file with no history. */
  latestInvestorPhase: ProjectPhase | null;
  /** Documents an advisor requested (from the investor or an administration) not delivered since. */
  pendingRequestedDocuments: number;
  /** A commission has examined the file. */
  hasCommission: boolean;
  /** The latest commission decision is unfavourable: only a new file or a recourse remains. */
  unfavourable: boolean;
}

/**
 * Spec 2 §4: editable in a draft, a draft with new procedures, or a restored file; in "investor editing"
 * only once every requested document is delivered and before any commission; never after an unfavourable
 * opinion.
 */
export function investorMayEdit(state: EditingState): boolean {
  const phase = state.latestInvestorPhase;
  if (state.unfavourable || phase === null) return false;
  if (INVESTOR_EDITABLE_PHASES.includes(phase)) return true;
  return phase === 'INVESTOR_EDITING' && state.pendingRequestedDocuments === 0 && !state.hasCommission;
}

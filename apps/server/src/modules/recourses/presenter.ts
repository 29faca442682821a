import { clockState, daysLeft } from '@cri/shared/rules/recourse-clocks';
import type { TClock, TRecourse } from '@cri/shared/schemas/recourses';
import type { RecourseRow } from './repository.ts';

export const clockOf = (deadline: string, today: string): TClock => ({
  deadline,
  daysLeft: daysLeft(deadline, today),
  state: clockState(deadline, today),
});

/** An appeal as the API answers it; the decision's clock runs until it is decided. */
export function presentRecourse(row: RecourseRow, today: string): TRecourse {
  const r = row.recourse;
  return {
    id: r.id,
    type: r.type,
    projectId: r.projectId,
    projectName: row.projectName,
    projectReference: row.projectReference,
    regionId: row.regionId,
    reason: r.reason,
    explanation: r.explanation,
    providedDocumentIds: r.providedDocumentIds,
    requestFileName: r.requestFileName,
    filedAt: r.filedAt.toISOString(),
    appealedDecision: r.appealedDecision,
    decisionClock: r.decidedAt ? null : clockOf(r.decisionDeadline, today),
    synthesis: r.synthesis,
    qualification: r.qualification,
    instructedAt: r.instructedAt?.toISOString() ?? null,
    decision: r.decision,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    commentsForInvestor: r.commentsForInvestor,
    commissionRecommendation: r.commissionRecommendation,
    instructionDocumentIds: r.instructionDocumentIds,
    hasDecisionFile: r.decisionStorageKey !== null,
  };
}

import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TLatestDecision } from '@cri/shared/schemas/content';
import type { Db } from '../../db/client.ts';
import { getPhases } from '../projects/phase-service.ts';

const KIND_OF_PHASE: Record<string, NonNullable<TLatestDecision['decision']>['kind']> = {
  RECOURSE_REVIEWED_CRUI: 'GRACIOUS_RECOURSE',
  RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE: 'MINISTERIAL_RECOURSE',
};

/**
 * GET /notifications/latestDecision?projectId (decision 077): the latest decision on a file the caller may
 * see — the commission's, or a recourse decision (gracious or ministerial), whichever came last — read from
 * the phase history (every decision records a phase with COMMISSION_CHOICE).
 */
export async function latestDecision(db: Db, user: TAccessClaims, projectId: number): Promise<TLatestDecision> {
  const { phases } = await getPhases(db, user, projectId);
  const decided = [...phases].reverse().find((phase) => phase.metadata.some((m) => m.name === 'COMMISSION_CHOICE'));
  const value = (name: string) => decided?.metadata.find((m) => m.name === name)?.value ?? null;
  const choice = value('COMMISSION_CHOICE');
  if (!decided || !choice) return { projectId, decision: null };
  return {
    projectId,
    decision: {
      kind: KIND_OF_PHASE[decided.title] ?? 'COMMISSION',
      choice,
      at: decided.createdAt,
      commentsForInvestor: value('COMMENTS_FOR_INVESTOR'),
    },
  };
}

import { ministerialWindowStart, recourseDeadline } from './recourse-clocks.ts';

/**
 * Who may appeal, and until when (spec 2 §4 "Recourse path", issue 15 "Filing"): the gracious recourse to the
 * governor only after an unfavourable decision, once per file, within 15 days of its notification; the
 * ministerial recourse once per file, within 15 days, only when the governor confirmed the rejection or let
 * his 15 days pass without deciding. Pure: the server checks with it, the web shows its answer.
 */

export type RecourseRefusal =
  | 'noDecision'
  | 'notUnfavourable'
  | 'alreadyFiled'
  | 'deadlinePassed'
  | 'noGraciousRecourse'
  | 'governorDelayRunning'
  | 'graciousFavourable';

export interface RecourseSituation {
  /** Today in Morocco. */
  today: string;
  /** The file's initial commission decision and the day it was notified; null before any decision. */
  initialDecision: { choice: string; notifiedOn: string } | null;
  gracious: { decisionDeadline: string; decision: string | null; decidedOn: string | null } | null;
  ministerialFiled: boolean;
}

export interface Eligibility {
  refusal: RecourseRefusal | null;
  /** The last day to file (null when the window is not open or cannot open). */
  fileDeadline: string | null;
}

export function graciousEligibility(s: RecourseSituation): Eligibility {
  if (!s.initialDecision) return { refusal: 'noDecision', fileDeadline: null };
  if (s.initialDecision.choice !== 'UNFAVORABLE') return { refusal: 'notUnfavourable', fileDeadline: null };
  const fileDeadline = recourseDeadline('FILE_GRACIOUS', s.initialDecision.notifiedOn);
  if (s.gracious) return { refusal: 'alreadyFiled', fileDeadline };
  if (s.today > fileDeadline) return { refusal: 'deadlinePassed', fileDeadline };
  return { refusal: null, fileDeadline };
}

export function ministerialEligibility(s: RecourseSituation): Eligibility {
  if (!s.initialDecision) return { refusal: 'noDecision', fileDeadline: null };
  if (s.initialDecision.choice !== 'UNFAVORABLE') return { refusal: 'notUnfavourable', fileDeadline: null };
  const g = s.gracious;
  if (!g) return { refusal: 'noGraciousRecourse', fileDeadline: null };
  if (g.decision !== null && g.decision !== 'UNFAVORABLE') return { refusal: 'graciousFavourable', fileDeadline: null };
  if (g.decision === null && s.today <= g.decisionDeadline) return { refusal: 'governorDelayRunning', fileDeadline: null };
  const from = ministerialWindowStart({
    governorDecidedOn: g.decision ? g.decidedOn : null,
    governorDeadline: g.decisionDeadline,
  });
  const fileDeadline = recourseDeadline('FILE_MINISTERIAL', from);
  if (s.ministerialFiled) return { refusal: 'alreadyFiled', fileDeadline };
  if (s.today > fileDeadline) return { refusal: 'deadlinePassed', fileDeadline };
  return { refusal: null, fileDeadline };
}

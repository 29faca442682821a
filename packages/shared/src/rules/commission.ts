import type { CommissionDecision } from '../enums/commission-decisions.ts';

/**
 * Pure rules of the commission (spec 2 §4 "Rules", "Commission decision options", §6 "one member per
 * administration votes and signs"). Plain inputs, no database: the server and the web use the same ones.
 */

/** The phases that carry a commission's decision (initial, gracious and ministerial reviews). */
export const REVIEW_PHASES = ['REVIEWED_IN_CRUI', 'RECOURSE_REVIEWED_CRUI', 'RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE'] as const;

export interface PhaseWithMetadata {
  title: string;
  metadata: readonly { name: string; value: string }[];
}

/** The COMMISSION_CHOICE of a phase, if it carries one. */
export const choiceOf = (phase: PhaseWithMetadata): string | null =>
  phase.metadata.find((m) => m.name === 'COMMISSION_CHOICE')?.value ?? null;

/**
 * Spec 2 §4: a project is favourable when its latest review phase has a commission choice of favourable
 * or favourable with restrictions. `phases` in history order (oldest first).
 */
export function isFavourable(phases: readonly PhaseWithMetadata[]): boolean {
  const latest = [...phases].reverse().find((p) => (REVIEW_PHASES as readonly string[]).includes(p.title));
  if (!latest) return false;
  const choice = choiceOf(latest);
  return choice === 'FAVORABLE' || choice === 'FAVORABLE_WITH_RESTRICTIONS';
}

/** Decisions the project's procedures follow: accepted after a favourable one, denied after an unfavourable one. */
export function procedureStateAfter(decision: CommissionDecision): 'ACCEPTED' | 'DENIED' | null {
  if (decision === 'FAVORABLE' || decision === 'FAVORABLE_WITH_RESTRICTIONS') return 'ACCEPTED';
  if (decision === 'UNFAVORABLE') return 'DENIED';
  return null;
}

export type DecisionOptionLabel = 'confirm' | 'overturn';
export interface DecisionOption {
  value: 'FAVORABLE' | 'FAVORABLE_WITH_RESTRICTIONS' | 'UNFAVORABLE';
  label: DecisionOptionLabel;
}

/**
 * The options of the gracious/recourse decision screen (spec 2 §4): every decision except
 * to-be-rescheduled, requires-complements and recommendation; unfavourable hidden when the current
 * decision is favourable-with-restrictions and the reverse; the current decision labelled "confirm", the
 * others "overturn", and the current one listed last.
 */
export function recourseDecisionOptions(current: string | null): DecisionOption[] {
  const all: DecisionOption['value'][] = ['FAVORABLE', 'FAVORABLE_WITH_RESTRICTIONS', 'UNFAVORABLE'];
  const shown = all.filter(
    (v) =>
      !(v === 'UNFAVORABLE' && current === 'FAVORABLE_WITH_RESTRICTIONS') &&
      !(v === 'FAVORABLE_WITH_RESTRICTIONS' && current === 'UNFAVORABLE'),
  );
  const others = shown.filter((v) => v !== current).map((value) => ({ value, label: 'overturn' as const }));
  const same = shown.filter((v) => v === current).map((value) => ({ value, label: 'confirm' as const }));
  return [...others, ...same];
}

/** Spec 2 §4: the gracious commission page only follows an initial decision. */
export const graciousCommissionAvailable = (latestCommissionKind: string | null): boolean =>
  latestCommissionKind === 'INITIAL_DECISION';

/**
 * Spec 2 §4, read literally: the gracious form is read-only when a commission exists for the project and
 * (its date is today or no recourse exists) and the recourse has a synthesis message.
 */
export const graciousFormReadOnly = (s: {
  commissionExists: boolean;
  commissionDateIsToday: boolean;
  recourseExists: boolean;
  recourseHasSynthesis: boolean;
}): boolean => s.commissionExists && (s.commissionDateIsToday || !s.recourseExists) && s.recourseHasSynthesis;

export interface SeatForVote {
  /** Seat id: its order of arrival on the commission (lower = earlier). */
  id: number;
  userId: number;
  administrationId: number | null;
  isFocalMember: boolean;
  attended: boolean;
  conflictOfInterest: boolean;
}

/**
 * Spec 2 §6: one member per administration votes (and signs). Chosen rule: among the members of an
 * administration who attend without a conflict of interest, the focal member votes; without one, the
 * first of them seated on the commission. A member without an administration (e.g. the CRI director)
 * stands for themself. Returns the ids of the voting seats.
 */
export function votingSeats(seats: readonly SeatForVote[]): Set<number> {
  const eligible = seats.filter((s) => s.attended && !s.conflictOfInterest);
  const byGroup = new Map<string, SeatForVote>();
  for (const seat of eligible) {
    const key = seat.administrationId === null ? `user:${seat.userId}` : `admin:${seat.administrationId}`;
    const held = byGroup.get(key);
    const better =
      !held || (seat.isFocalMember && !held.isFocalMember) || (seat.isFocalMember === held.isFocalMember && seat.id < held.id);
    if (better) byGroup.set(key, seat);
  }
  return new Set([...byGroup.values()].map((s) => s.id));
}

/** The decision may be recorded once the file is programmed and its session is today or past. */
export function decisionTiming(cruiDate: string | null, today: string): 'notProgrammed' | 'beforeSession' | 'open' {
  if (cruiDate === null) return 'notProgrammed';
  return cruiDate > today ? 'beforeSession' : 'open';
}

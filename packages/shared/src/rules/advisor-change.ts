/**
 * Advisor-change requests (decision 041), the rules both sides apply.
 */

/** Who may decide: a CRUI member with the director flag, of the file's region. */
export function mayDecideAdvisorChange(caller: { isDirector: boolean; regionId: number | null }, fileRegionId: number): boolean {
  return caller.isDirector && caller.regionId === fileRegionId;
}

/**
 * The advisor chosen to take the file over must be an active advisor of the region (`candidates`) and not the
 * one who has it now. Returns the reason it is refused, or null.
 */
export function newAdvisorRefusal(
  chosen: number,
  { current, candidates }: { current: number | null; candidates: readonly number[] },
): 'SAME_ADVISOR' | 'NOT_A_CANDIDATE' | null {
  if (chosen === current) return 'SAME_ADVISOR';
  return candidates.includes(chosen) ? null : 'NOT_A_CANDIDATE';
}

/** The director's choice offered first: the colleague the advisor proposed, when still eligible. */
export function defaultNewAdvisor(proposed: number | null, candidates: readonly number[]): number | null {
  if (proposed !== null && candidates.includes(proposed)) return proposed;
  return null;
}

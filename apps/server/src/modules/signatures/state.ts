import { hasPermission } from '@cri/shared/permissions';
import { investorMayDownload, mustSign, signatureProgress, signingDeadline } from '@cri/shared/rules/signatures';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { lockHolder as signingLockHolder } from '../../partners/esign/signed-copy.ts';
import type { Caller } from './context.ts';
import * as repo from './repository.ts';

export interface PvState {
  project: repo.PvProject;
  commission: repo.DecidedCommission | null;
  seats: repo.Seat[];
  pv: repo.PvRow | null;
}

/** The file (404 outside the caller's region), its decided commission, its seats and its PV. */
export async function loadState(db: DbOrTx, user: Caller, projectId: number, opts: { forUpdate?: boolean } = {}) {
  const project = await repo.findProject(db, user, projectId);
  if (!project) throw notFound();
  const commission = (await repo.decidedCommission(db, projectId)) ?? null;
  const seats = commission ? await repo.seatsOf(db, commission.id) : [];
  const pv = commission ? ((await repo.pvOf(db, commission.id, opts)) ?? null) : null;
  return { project, commission, seats, pv } satisfies PvState;
}

export const progressOf = (seats: readonly repo.Seat[]) => signatureProgress(seats);
export const requiredSeats = (seats: readonly repo.Seat[]) => seats.filter(mustSign);

/** The member holding the PV's signing lock, while it holds (the same lock as the governor's act). */
export const lockHolder = (pv: repo.PvRow | null, now: Date): number | null => signingLockHolder(pv, now);

export const finalizedAt = (s: PvState): Date | null =>
  s.commission?.isSignaturesFinalized ? (s.commission.signaturesFinalizedAt ?? null) : null;

export const deadlineOf = (s: PvState): Date | null => signingDeadline(finalizedAt(s));

/**
 * Who may download the current PV (spec 2 "Minutes (PV)"): the advisors and consultation roles of the
 * region, the members seated on the commission, and the file's investor once the PV is loaded or the 48
 * hours are over. The caller already passed the region check of loadState.
 */
export function mayDownload(s: PvState, user: Caller, now: Date): boolean {
  if (!s.pv || !s.commission) return false;
  const me = Number(user.sub);
  if (s.project.userId === me)
    return s.pv.kind === 'MANUAL' || investorMayDownload({ loadedAt: s.pv.loadedAt, finalizedAt: finalizedAt(s), now });
  if (!hasPermission(user.roles, 'read:commission')) return false;
  if (hasPermission(user.roles, 'decide:project')) return true;
  if (s.seats.some((seat) => seat.userId === me)) return true;
  // Consultation roles read the region's commissions; a CRUI member not seated on this one does not.
  return !hasPermission(user.roles, 'give:commission-opinion');
}

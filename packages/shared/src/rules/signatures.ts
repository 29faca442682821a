import { PV_SIGNING_WINDOW_HOURS, type PvKind, type PvMode, type SignBlockReason } from '../schemas/signatures.ts';

/**
 * Pure rules of the minutes (PV) signatures (spec 2 §2 Signatures, "Minutes (PV)", §4 rules, §6 "one member
 * per administration votes and signs", §9 48 hours). The server decides with them and reports the outcome
 * as `abilities`; the web never re-derives them.
 */

export interface SeatSignature {
  attended: boolean;
  conflictOfInterest: boolean;
  /** The one voting member of their administration (rules/commission.ts votingSeats). */
  isVoting: boolean;
  hasPvSigned: boolean;
}

/**
 * Who signs the PV. Spec 2 §4 says "every attending member", §6 "one member per administration votes and
 * signs", and a member with a conflict of interest takes no part: read together, the members who sign are
 * the voting ones, and a voting member is by construction attending and without conflict.
 */
export const mustSign = (m: Omit<SeatSignature, 'hasPvSigned'>): boolean => m.attended && !m.conflictOfInterest && m.isVoting;

export interface SignatureProgress {
  required: number;
  signed: number;
  /** Every member who must sign did; a PV nobody must sign is never complete electronically. */
  complete: boolean;
}

export function signatureProgress(members: readonly SeatSignature[]): SignatureProgress {
  const required = members.filter(mustSign);
  const signed = required.filter((m) => m.hasPvSigned).length;
  return { required: required.length, signed, complete: required.length > 0 && signed === required.length };
}

/** Spec 2 §9: remaining members sign within 48 hours of the finalisation. */
export const signingDeadline = (finalizedAt: Date | null): Date | null =>
  finalizedAt ? new Date(finalizedAt.getTime() + PV_SIGNING_WINDOW_HOURS * 3_600_000) : null;

export const signingClosed = (finalizedAt: Date | null, now: Date): boolean => {
  const deadline = signingDeadline(finalizedAt);
  return deadline !== null && now.getTime() >= deadline.getTime();
};

export interface PvState {
  kind: PvKind;
  esignStarted: boolean;
}

/** Spec 2 "Minutes (PV)": never both modes; the first manual upload or e-signature request decides. */
export function pvMode(pv: PvState | null): PvMode {
  if (!pv) return 'NONE';
  if (pv.kind === 'MANUAL') return 'MANUAL';
  return pv.esignStarted ? 'ELECTRONIC' : 'NONE';
}

/**
 * Which mode is still possible. Manual: the flag is on, no electronic signature started and nothing
 * finalised (a manual scan may be replaced). Electronic: a generated PV (or none yet) and no manual scan.
 */
export function possibleModes(s: { pv: PvState | null; finalized: boolean; manualUploadEnabled: boolean }): {
  manual: boolean;
  electronic: boolean;
} {
  const mode = pvMode(s.pv);
  return {
    manual: s.manualUploadEnabled && mode !== 'ELECTRONIC' && !s.finalized,
    electronic: mode !== 'MANUAL',
  };
}

export interface SignCheck {
  decided: boolean;
  pv: PvState | null;
  /** The caller's seat on the commission; null when not seated. */
  seat: SeatSignature | null;
  finalizedAt: Date | null;
  /** The member holding the signing lock while it holds (expired locks are null). */
  lockHolderId: number | null;
  userId: number;
  now: Date;
}

/** Why the member may not start signing now; null when they may. Checked in this order. */
export function signBlockReason(c: SignCheck): SignBlockReason | null {
  if (!c.decided) return 'NOT_DECIDED';
  if (c.pv?.kind === 'MANUAL') return 'MANUAL_MODE';
  if (!c.pv) return 'NO_PV';
  if (!c.seat) return 'NOT_A_MEMBER';
  if (!c.seat.attended) return 'NOT_ATTENDING';
  if (c.seat.conflictOfInterest) return 'CONFLICT_OF_INTEREST';
  if (!c.seat.isVoting) return 'NOT_VOTING';
  if (c.seat.hasPvSigned) return 'ALREADY_SIGNED';
  if (signingClosed(c.finalizedAt, c.now)) return 'SIGNING_CLOSED';
  if (c.lockHolderId !== null && c.lockHolderId !== c.userId) return 'IN_PROGRESS';
  return null;
}

/**
 * Spec 2 "Minutes (PV)": the investor is told once the PV is loaded, or after 48 hours if it is not; the
 * PV is theirs to download from then on.
 */
export function investorMayDownload(s: { loadedAt: Date | null; finalizedAt: Date | null; now: Date }): boolean {
  return s.loadedAt !== null || signingClosed(s.finalizedAt, s.now);
}

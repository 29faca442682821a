import { describe, expect, it } from 'vitest';
import {
  investorMayDownload,
  mustSign,
  possibleModes,
  pvMode,
  type SeatSignature,
  type SignCheck,
  signatureProgress,
  signBlockReason,
  signingClosed,
  signingDeadline,
} from './signatures.ts';

const seat = (over: Partial<SeatSignature> = {}): SeatSignature => ({
  attended: true,
  conflictOfInterest: false,
  isVoting: true,
  hasPvSigned: false,
  ...over,
});
const T = new Date('2026-11-25T10:00:00Z');
const H = 3_600_000;

describe('who signs the PV', () => {
  it('is the voting member, attending and without conflict of interest', () => {
    expect(mustSign(seat())).toBe(true);
    expect(mustSign(seat({ attended: false }))).toBe(false);
    expect(mustSign(seat({ conflictOfInterest: true }))).toBe(false);
    expect(mustSign(seat({ isVoting: false }))).toBe(false);
  });

  it('counts the PV complete once every member who must sign did (never with nobody to sign)', () => {
    expect(signatureProgress([])).toEqual({ required: 0, signed: 0, complete: false });
    const members = [seat({ hasPvSigned: true }), seat(), seat({ isVoting: false }), seat({ attended: false })];
    expect(signatureProgress(members)).toEqual({ required: 2, signed: 1, complete: false });
    members[1] = seat({ hasPvSigned: true });
    expect(signatureProgress(members)).toEqual({ required: 2, signed: 2, complete: true });
  });
});

describe('the 48 hours after finalisation', () => {
  it('closes signing exactly 48 hours after', () => {
    expect(signingDeadline(null)).toBeNull();
    expect(signingDeadline(T)?.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(signingClosed(null, new Date(T.getTime() + 1000 * H))).toBe(false);
    expect(signingClosed(T, new Date(T.getTime() + 48 * H - 1))).toBe(false);
    expect(signingClosed(T, new Date(T.getTime() + 48 * H))).toBe(true);
  });

  it('lets the investor download once loaded or once the window is over', () => {
    expect(investorMayDownload({ loadedAt: null, finalizedAt: null, now: T })).toBe(false);
    expect(investorMayDownload({ loadedAt: T, finalizedAt: null, now: T })).toBe(true);
    expect(investorMayDownload({ loadedAt: null, finalizedAt: T, now: new Date(T.getTime() + 49 * H) })).toBe(true);
  });
});

describe('PV modes: never both', () => {
  it('names the mode', () => {
    expect(pvMode(null)).toBe('NONE');
    expect(pvMode({ kind: 'GENERATED', esignStarted: false })).toBe('NONE');
    expect(pvMode({ kind: 'GENERATED', esignStarted: true })).toBe('ELECTRONIC');
    expect(pvMode({ kind: 'MANUAL', esignStarted: false })).toBe('MANUAL');
  });

  it('closes manual mode once e-signing started or finalised, and electronic mode after a manual scan', () => {
    const on = { manualUploadEnabled: true, finalized: false };
    expect(possibleModes({ ...on, pv: null })).toEqual({ manual: true, electronic: true });
    expect(possibleModes({ ...on, pv: { kind: 'GENERATED', esignStarted: true } })).toEqual({ manual: false, electronic: true });
    expect(possibleModes({ ...on, pv: { kind: 'MANUAL', esignStarted: false } })).toEqual({ manual: true, electronic: false });
    expect(possibleModes({ ...on, finalized: true, pv: { kind: 'GENERATED', esignStarted: false } }).manual).toBe(false);
    expect(possibleModes({ ...on, manualUploadEnabled: false, pv: null }).manual).toBe(false);
  });
});

describe('may a member sign now', () => {
  const base: SignCheck = {
    decided: true,
    pv: { kind: 'GENERATED', esignStarted: false },
    seat: seat(),
    finalizedAt: null,
    lockHolderId: null,
    userId: 7,
    now: T,
  };
  it('says why not, in order', () => {
    expect(signBlockReason(base)).toBeNull();
    expect(signBlockReason({ ...base, decided: false })).toBe('NOT_DECIDED');
    expect(signBlockReason({ ...base, pv: null })).toBe('NO_PV');
    expect(signBlockReason({ ...base, pv: { kind: 'MANUAL', esignStarted: false } })).toBe('MANUAL_MODE');
    expect(signBlockReason({ ...base, seat: null })).toBe('NOT_A_MEMBER');
    expect(signBlockReason({ ...base, seat: seat({ attended: false, isVoting: false }) })).toBe('NOT_ATTENDING');
    expect(signBlockReason({ ...base, seat: seat({ conflictOfInterest: true, isVoting: false }) })).toBe('CONFLICT_OF_INTEREST');
    expect(signBlockReason({ ...base, seat: seat({ isVoting: false }) })).toBe('NOT_VOTING');
    expect(signBlockReason({ ...base, seat: seat({ hasPvSigned: true }) })).toBe('ALREADY_SIGNED');
    expect(signBlockReason({ ...base, finalizedAt: new Date(T.getTime() - 48 * H) })).toBe('SIGNING_CLOSED');
    expect(signBlockReason({ ...base, finalizedAt: new Date(T.getTime() - 47 * H) })).toBeNull();
    expect(signBlockReason({ ...base, lockHolderId: 8 })).toBe('IN_PROGRESS');
    expect(signBlockReason({ ...base, lockHolderId: 7 })).toBeNull();
  });
});

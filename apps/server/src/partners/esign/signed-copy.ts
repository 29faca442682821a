import { PV_SIGNING_LOCK_MINUTES } from '@cri/shared/schemas/signatures';
import { AppError } from '../../lib/app-error.ts';
import { verifyPdf } from './crypto/verify-pdf.ts';

/**
 * The checks the portal makes on every signed document a provider gives back, whatever was signed (the
 * commission minutes, the governor's act: decision 037). One implementation for both, so the rules of
 * spec 2 §9 ("certificate name must match the signer's name, certificate date valid") cannot drift.
 */

/** A person's name compared without accents, case or extra spaces (certificates often drop accents). */
export const normalizeName = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const startsWith = (whole: Uint8Array, prefix: Uint8Array) =>
  whole.length > prefix.length && Buffer.from(whole.buffer, whole.byteOffset, prefix.length).equals(Buffer.from(prefix));

/**
 * The signed copy must be the document the portal sent with one more signature appended (an incremental
 * update: nothing before it changed), every signature intact and from a trusted certificate, nothing
 * changed after the last one, and the new signature by a certificate in the signer's name, valid when it
 * signed. Throws 422 ESIGN_SIGNATURE_INVALID / ESIGN_CERTIFICATE_NAME_MISMATCH / ESIGN_CERTIFICATE_DATE_INVALID.
 */
export function checkSignedCopy(opts: {
  signed: Uint8Array;
  sent: Uint8Array;
  signerName: string;
  trustedRootsPem: string[];
}): void {
  if (!startsWith(opts.signed, opts.sent)) throw new AppError('ESIGN_SIGNATURE_INVALID');
  const report = verifyPdf({ pdf: opts.signed, trustedRootsPem: opts.trustedRootsPem });
  const last = report.signatures.at(-1);
  if (!last || report.modifiedAfterLastSignature || !report.signatures.every((s) => s.intact && s.chainValid))
    throw new AppError('ESIGN_SIGNATURE_INVALID');
  if (normalizeName(last.signerName) !== normalizeName(opts.signerName)) throw new AppError('ESIGN_CERTIFICATE_NAME_MISMATCH');
  if (!last.datesValid) throw new AppError('ESIGN_CERTIFICATE_DATE_INVALID');
}

/** How long a signer holds a document at the provider before someone else may take it (as the sandbox's request). */
export const SIGNING_LOCK_MS = PV_SIGNING_LOCK_MINUTES * 60_000;

/** A document's signing lock as stored on its row. */
export interface SigningLock {
  signingUserId: number | null;
  signingLockExpiresAt: Date | null;
}

/** The user holding the signing lock, while it holds; null when free or lapsed. */
export function lockHolder(lock: SigningLock | null | undefined, now: Date): number | null {
  if (!lock?.signingUserId || !lock.signingLockExpiresAt) return null;
  return lock.signingLockExpiresAt.getTime() > now.getTime() ? lock.signingUserId : null;
}

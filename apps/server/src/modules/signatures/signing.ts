import { Readable } from 'node:stream';
import { signBlockReason } from '@cri/shared/rules/signatures';
import { SIGNATURE_PATHS, type SignBlockReason, type TPvSignatures } from '@cri/shared/schemas/signatures';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { readAll } from '../../partners/esign/sandbox-provider.ts';
import { checkSignedCopy, SIGNING_LOCK_MS } from '../../partners/esign/signed-copy.ts';
import { type Caller, PV_PREFIX, type SignaturesContext } from './context.ts';
import { tellInvestorPv } from './investor-notices.ts';
import * as repo from './repository.ts';
import { signatures } from './service.ts';
import { finalizedAt, loadState, lockHolder, type PvState, progressOf } from './state.ts';

/** The error of each reason a member may not sign (spec 2 §8, §9 messages). */
function refusal(reason: SignBlockReason): AppError {
  switch (reason) {
    case 'NOT_DECIDED':
      return new AppError('PV_NOT_DECIDED');
    case 'NO_PV':
      return new AppError('PV_NOT_GENERATED');
    case 'MANUAL_MODE':
      return new AppError('PV_MANUAL_MODE');
    case 'NOT_A_MEMBER':
      return new AppError('PV_SIGNER_NOT_ALLOWED');
    case 'NOT_ATTENDING':
      return new AppError('PV_SIGNER_NOT_ALLOWED', { messageKey: 'errors.PV_SIGNER_NOT_ATTENDING' });
    case 'CONFLICT_OF_INTEREST':
      return new AppError('PV_SIGNER_NOT_ALLOWED', { messageKey: 'errors.PV_SIGNER_CONFLICT' });
    case 'NOT_VOTING':
      return new AppError('PV_SIGNER_NOT_ALLOWED', { messageKey: 'errors.PV_SIGNER_NOT_VOTING' });
    case 'ALREADY_SIGNED':
      return new AppError('PV_ALREADY_SIGNED');
    case 'SIGNING_CLOSED':
      return new AppError('PV_SIGNING_CLOSED');
    case 'IN_PROGRESS':
      return new AppError('PV_SIGNING_IN_PROGRESS');
  }
}

function blockReason(s: PvState, me: number, now: Date): SignBlockReason | null {
  const pv = s.pv ? { kind: s.pv.kind, esignStarted: s.pv.esignStartedAt !== null } : null;
  return signBlockReason({
    decided: s.commission !== null,
    pv,
    seat: s.seats.find((m) => m.userId === me) ?? null,
    finalizedAt: finalizedAt(s),
    lockHolderId: lockHolder(s.pv, now),
    userId: me,
    now,
  });
}

/**
 * GET /esign/request-sign-document: takes the PV's signing lock for the member (one at a time; it lapses
 * after 10 minutes so an abandoned tab blocks nobody for long), hands the current PV to the provider and
 * answers the provider's page. From the first request on, the PV is in electronic mode for good.
 */
export async function requestSign(
  ctx: SignaturesContext,
  input: { user: Caller; projectId: number; userId: number; lang: 'fr' | 'ar' },
): Promise<{ wsUrl: string }> {
  const { user, projectId } = input;
  const me = Number(user.sub);
  if (input.userId !== me) throw new AppError('FORBIDDEN');
  const now = ctx.now();
  const taken = await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, projectId);
    const s = await loadState(tx, user, projectId, { forUpdate: true });
    const reason = blockReason(s, me, now);
    if (reason) throw refusal(reason);
    const pv = s.pv as repo.PvRow;
    const seat = s.seats.find((m) => m.userId === me) as repo.Seat;
    await repo.updatePv(tx, pv.id, {
      signingUserId: me,
      signingRequestId: null,
      signingLockExpiresAt: new Date(now.getTime() + SIGNING_LOCK_MS),
      esignStartedAt: pv.esignStartedAt ?? now,
    });
    return { pv, seat, previousRequest: pv.signingUserId === me ? pv.signingRequestId : null };
  });
  const { pv, seat } = taken;
  let created: { requestId: string; url: string };
  try {
    const document = await readAll(ctx.storage, pv.storageKey);
    if (!document) throw new Error('PV file missing from storage');
    created = await ctx.provider.createRequest({
      document,
      documentName: pv.fileName,
      signer: { fullName: `${seat.firstName} ${seat.lastName}`.trim(), email: seat.email },
      reason: 'Signature du procès-verbal de la commission',
      returnUrl: SIGNATURE_PATHS.signPv(projectId),
      errorUrl: `${SIGNATURE_PATHS.signPv(projectId)}?esignError=1`,
      lang: input.lang,
      now,
    });
  } catch (error) {
    await releaseLock(ctx, pv.id, me);
    throw error;
  }
  await ctx.db.transaction(async (tx) => {
    await repo.updatePv(tx, pv.id, { signingRequestId: created.requestId });
    await repo.updateSeat(tx, seat.id, { esignRequestId: created.requestId });
  });
  if (taken.previousRequest) await ctx.provider.abandon(taken.previousRequest, now);
  return { wsUrl: created.url };
}

async function releaseLock(ctx: SignaturesContext, pvId: number, userId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const pv = await repo.pvById(tx, pvId);
    if (pv?.signingUserId === userId)
      await repo.updatePv(tx, pvId, { signingUserId: null, signingRequestId: null, signingLockExpiresAt: null });
  });
}

/**
 * POST /commission/{id}/sign-pv: back from the provider. The signed bytes are collected once, verified,
 * and become the PV's next version; the member is marked signed and the lock released. When the last
 * member who must sign has signed, the PV is loaded and the investor told. Any refusal releases the lock.
 */
export async function signPv(
  ctx: SignaturesContext,
  input: { user: Caller; commissionId: number; transactionId: string },
): Promise<TPvSignatures> {
  const { user, commissionId } = input;
  const me = Number(user.sub);
  const projectId = await repo.projectOfCommission(ctx.db, user, commissionId);
  if (projectId === undefined) throw notFound();
  const before = await loadState(ctx.db, user, projectId);
  if (!before.pv || before.commission?.id !== commissionId) throw new AppError('ESIGN_TRANSACTION_INVALID');
  const pvId = before.pv.id;
  // Only the member holding the PV collects a signed document: nobody else can use up their transaction.
  if (before.pv.signingUserId !== me) throw new AppError('ESIGN_TRANSACTION_INVALID');
  const collected = await ctx.provider.collectSigned(input.transactionId);
  if (!collected || before.pv.signingRequestId !== collected.requestId) throw new AppError('ESIGN_TRANSACTION_INVALID');
  let stored: { key: string; size: number } | undefined;
  try {
    const seat = before.seats.find((m) => m.userId === me);
    if (!seat) throw new AppError('PV_SIGNER_NOT_ALLOWED');
    const current = await readAll(ctx.storage, before.pv.storageKey);
    if (!current) throw new Error('PV file missing from storage');
    checkSignedCopy({
      signed: collected.pdf,
      sent: current,
      signerName: `${seat.firstName} ${seat.lastName}`,
      trustedRootsPem: await ctx.trustedRootsPem(),
    });
    stored = await ctx.storage.put({ source: Readable.from([Buffer.from(collected.pdf)]), prefix: PV_PREFIX, extension: 'pdf' });
    const saved = stored;
    const now = ctx.now();
    const oldKey = await ctx.db.transaction(async (tx) => {
      await lockProjectRow(tx, projectId);
      const s = await loadState(tx, user, projectId, { forUpdate: true });
      const pv = s.pv;
      if (!pv || pv.id !== pvId || pv.signingUserId !== me || pv.signingRequestId !== collected.requestId)
        throw new AppError('ESIGN_TRANSACTION_INVALID');
      // The lock (not the provider's page) may have lapsed meanwhile: the signature still counts unless
      // another member took the PV since, which the request id check above rules out.
      const reason = blockReason({ ...s, pv: { ...pv, signingUserId: null } }, me, now);
      if (reason) throw refusal(reason);
      await repo.updateSeat(tx, seat.id, { hasPvSigned: true, pvSignedAt: now });
      const seats = s.seats.map((m) => (m.userId === me ? { ...m, hasPvSigned: true } : m));
      const complete = progressOf(seats).complete;
      await repo.updatePv(tx, pv.id, {
        storageKey: saved.key,
        size: saved.size,
        version: pv.version + 1,
        updatedAt: now,
        signingUserId: null,
        signingRequestId: null,
        signingLockExpiresAt: null,
        ...(complete && !pv.loadedAt ? { loadedAt: now } : {}),
      });
      if (complete && !pv.loadedAt) await tellInvestorPv(tx, { project: s.project, kind: 'pvLoaded', link: ctx.link });
      return pv.storageKey;
    });
    await ctx.storage.remove(oldKey);
  } catch (error) {
    if (stored) await ctx.storage.remove(stored.key);
    await releaseLock(ctx, pvId, me);
    throw error;
  }
  return signatures(ctx, user, projectId);
}

/** GET /esign-error?projectId: the provider's text of the caller's latest request, when it failed. */
export async function esignError(ctx: SignaturesContext, user: Caller, projectId: number): Promise<{ wsError: string | null }> {
  const s = await loadState(ctx.db, user, projectId);
  const seat = s.seats.find((m) => m.userId === Number(user.sub));
  if (!seat?.esignRequestId) return { wsError: null };
  const wsError = await ctx.provider.requestError(seat.esignRequestId);
  // Back from a cancelled or failed request: the member no longer holds the PV.
  if (wsError !== null && s.pv?.signingUserId === seat.userId && s.pv.signingRequestId === seat.esignRequestId)
    await releaseLock(ctx, s.pv.id, seat.userId);
  return { wsError };
}

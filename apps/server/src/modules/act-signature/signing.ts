import { Readable } from 'node:stream';
import { actSignPath } from '@cri/shared/schemas/act-signature';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { readAll } from '../../partners/esign/sandbox-provider.ts';
import { checkSignedCopy, lockHolder, SIGNING_LOCK_MS } from '../../partners/esign/signed-copy.ts';
import { findActToSign, recordActRevisionRequest, recordActSigned } from '../follow-up-actions/act-delivery.ts';
import { ACT_SIGNATURE_REASON, type ActSignatureContext, type Caller, SIGNED_ACT_PREFIX } from './context.ts';
import { tellAdvisorGovernorRevision, tellInvestorActDelivered } from './notices.ts';
import * as repo from './repository.ts';

/**
 * The caller as the governor (wali flag) of the act's region: 404 for an act of another region (or none),
 * then 403 ACT_SIGNER_NOT_GOVERNOR for a member of the region without the flag.
 */
export async function governorOfAct(ctx: ActSignatureContext, user: Caller, fuaId: number) {
  const act = await repo.actOf(ctx.db, fuaId);
  if (!act || act.regionId !== user.regionId) throw notFound();
  const gov = await repo.governor(ctx.db, Number(user.sub));
  if (!gov) throw new AppError('ACT_SIGNER_NOT_GOVERNOR');
  if (gov.regionId !== act.regionId) throw notFound();
  return { gov, act };
}

/** The signed file's name: the act's, marked signed. */
const signedName = (fileName: string) => `${fileName.replace(/\.pdf$/i, '')}-signe.pdf`;

/**
 * GET /esign/request-sign-act-to-delivery: takes the act's signing lock for the governor (the minutes'
 * lock: one signer at a time, lapsing after 10 minutes), hands the validated act to the provider and
 * answers the provider's page. Another signer holding the lock: 409 ACT_SIGNING_IN_PROGRESS; the same
 * governor asking again gets a fresh request (the old one is abandoned).
 */
export async function requestSignAct(
  ctx: ActSignatureContext,
  input: { user: Caller; projectId: number; followUpActionId: number; userId: number; lang: 'fr' | 'ar' },
): Promise<{ wsUrl: string }> {
  const me = Number(input.user.sub);
  if (input.userId !== me) throw new AppError('FORBIDDEN');
  const fuaId = input.followUpActionId;
  const { gov } = await governorOfAct(ctx, input.user, fuaId);
  const now = ctx.now();
  const taken = await ctx.db.transaction(async (tx) => {
    const act = await findActToSign(tx, { fuaId, regionId: gov.regionId });
    if (act.projectId !== input.projectId) throw notFound();
    await lockProjectRow(tx, act.projectId);
    const row = await repo.lockSigningRow(tx, fuaId, now);
    const holder = lockHolder(row, now);
    if (holder !== null && holder !== me) throw new AppError('ACT_SIGNING_IN_PROGRESS');
    await repo.updateSigningRow(tx, fuaId, {
      signingUserId: me,
      signingRequestId: null,
      signingLockExpiresAt: new Date(now.getTime() + SIGNING_LOCK_MS),
      updatedAt: now,
    });
    return { act, previousRequest: row.signingUserId === me ? row.signingRequestId : null };
  });
  const { act } = taken;
  let created: { requestId: string; url: string };
  try {
    const document = await readAll(ctx.storage, act.act.storageKey);
    if (!document) throw new Error('act file missing from storage');
    const back = actSignPath(act.projectId, fuaId);
    created = await ctx.provider.createRequest({
      document,
      documentName: act.act.fileName,
      signer: { fullName: gov.fullName, email: gov.email },
      reason: ACT_SIGNATURE_REASON,
      returnUrl: back,
      errorUrl: `${back}?esignError=1`,
      lang: input.lang,
      now,
    });
  } catch (error) {
    await releaseLock(ctx, fuaId, me);
    throw error;
  }
  await repo.updateSigningRow(ctx.db, fuaId, {
    signingRequestId: created.requestId,
    lastRequestId: created.requestId,
    lastRequestUserId: me,
    updatedAt: now,
  });
  if (taken.previousRequest) await ctx.provider.abandon(taken.previousRequest, now);
  return { wsUrl: created.url };
}

async function releaseLock(ctx: ActSignatureContext, fuaId: number, userId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockSigningRow(tx, fuaId, ctx.now());
    if (row.signingUserId === userId)
      await repo.updateSigningRow(tx, fuaId, { signingUserId: null, signingRequestId: null, signingLockExpiresAt: null });
  });
}

/**
 * POST /follow-up-action/{id}/sign-act: back from the provider. The signed bytes are collected once and
 * checked like the minutes' (the act as sent plus one signature, a certificate of the sandbox CA in the
 * governor's name, valid when it signed); then, in one transaction, the signed act is recorded on the
 * action (recordActSigned), the lock released and the investor told. Any refusal releases the lock and
 * stores nothing.
 */
export async function signAct(
  ctx: ActSignatureContext,
  input: { user: Caller; followUpActionId: number; transactionId: string },
): Promise<{ projectId: number }> {
  const me = Number(input.user.sub);
  const fuaId = input.followUpActionId;
  const { gov } = await governorOfAct(ctx, input.user, fuaId);
  const act = await findActToSign(ctx.db, { fuaId, regionId: gov.regionId });
  const before = await repo.signingRow(ctx.db, fuaId);
  // Only the governor holding the act collects a signed document: nobody else can use up their transaction.
  if (before?.signingUserId !== me) throw new AppError('ESIGN_TRANSACTION_INVALID');
  const collected = await ctx.provider.collectSigned(input.transactionId);
  if (!collected || before.signingRequestId !== collected.requestId) throw new AppError('ESIGN_TRANSACTION_INVALID');
  let stored: { key: string } | undefined;
  try {
    const sent = await readAll(ctx.storage, act.act.storageKey);
    if (!sent) throw new Error('act file missing from storage');
    checkSignedCopy({ signed: collected.pdf, sent, signerName: gov.fullName, trustedRootsPem: await ctx.trustedRootsPem() });
    stored = await ctx.storage.put({
      source: Readable.from([Buffer.from(collected.pdf)]),
      prefix: SIGNED_ACT_PREFIX,
      extension: 'pdf',
    });
    const key = stored.key;
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      await lockProjectRow(tx, act.projectId);
      const row = await repo.lockSigningRow(tx, fuaId, now);
      // The lock may have lapsed meanwhile: the signature still counts unless someone took the act since.
      if (row.signingUserId !== me || row.signingRequestId !== collected.requestId)
        throw new AppError('ESIGN_TRANSACTION_INVALID');
      await recordActSigned(tx, { fuaId, signedStorageKey: key, signedFileName: signedName(act.act.fileName), by: me, at: now });
      await repo.updateSigningRow(tx, fuaId, {
        signingUserId: null,
        signingRequestId: null,
        signingLockExpiresAt: null,
        updatedAt: now,
      });
      const full = await repo.actOf(tx, fuaId);
      if (full) await tellInvestorActDelivered(tx, { act: full, link: ctx.link });
    });
  } catch (error) {
    if (stored) await ctx.storage.remove(stored.key);
    await releaseLock(ctx, fuaId, me);
    throw error;
  }
  return { projectId: act.projectId };
}

/** GET /esign/act-error?followUpActionId: the provider's text of the governor's latest request, when it failed. */
export async function actEsignError(ctx: ActSignatureContext, user: Caller, fuaId: number): Promise<{ wsError: string | null }> {
  const me = Number(user.sub);
  await governorOfAct(ctx, user, fuaId);
  const row = await repo.signingRow(ctx.db, fuaId);
  if (!row?.lastRequestId || row.lastRequestUserId !== me) return { wsError: null };
  const wsError = await ctx.provider.requestError(row.lastRequestId);
  // Back from a cancelled or failed request: the governor no longer holds the act.
  if (wsError !== null && row.signingUserId === me && row.signingRequestId === row.lastRequestId)
    await releaseLock(ctx, fuaId, me);
  return { wsError };
}

/**
 * POST /follow-up-action/{id}/governor-revision: instead of signing, the governor asks the advisor for a
 * new version (counted as a GOVERNOR revision). Not while someone else signs it at the provider; the
 * governor's own pending request is abandoned.
 */
export async function askGovernorRevision(
  ctx: ActSignatureContext,
  input: { user: Caller; followUpActionId: number; reason: string },
): Promise<{ projectId: number; revisionsByGovernor: number }> {
  const me = Number(input.user.sub);
  const fuaId = input.followUpActionId;
  const { gov } = await governorOfAct(ctx, input.user, fuaId);
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const act = await findActToSign(tx, { fuaId, regionId: gov.regionId });
    await lockProjectRow(tx, act.projectId);
    const row = await repo.lockSigningRow(tx, fuaId, now);
    const holder = lockHolder(row, now);
    if (holder !== null && holder !== me) throw new AppError('ACT_SIGNING_IN_PROGRESS');
    const recorded = await recordActRevisionRequest(tx, {
      fuaId,
      requester: 'GOVERNOR',
      reason: input.reason,
      by: me,
      at: now,
      tellAdvisor: false,
    });
    await repo.updateSigningRow(tx, fuaId, {
      signingUserId: null,
      signingRequestId: null,
      signingLockExpiresAt: null,
      updatedAt: now,
    });
    const full = await repo.actOf(tx, fuaId);
    if (full) await tellAdvisorGovernorRevision(tx, { act: full, reason: input.reason, link: ctx.link });
    return { projectId: act.projectId, revisionsByGovernor: recorded.revisionsByRequester, pending: row.signingRequestId };
  });
  if (done.pending) await ctx.provider.abandon(done.pending, now);
  return { projectId: done.projectId, revisionsByGovernor: done.revisionsByGovernor };
}

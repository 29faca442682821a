import { hasPermission } from '@cri/shared/permissions';
import { mustSign, possibleModes, pvMode, signBlockReason, signingClosed } from '@cri/shared/rules/signatures';
import type { TPvDocument, TPvSignatures } from '@cri/shared/schemas/signatures';
import { type Caller, pvDownloadPath, pvSubject, type SignaturesContext } from './context.ts';
import type { PvRow } from './repository.ts';
import { deadlineOf, finalizedAt, lockHolder, mayDownload, type PvState, progressOf } from './state.ts';

const pvState = (pv: PvRow | null) => (pv ? { kind: pv.kind, esignStarted: pv.esignStartedAt !== null } : null);

async function presentPv(ctx: SignaturesContext, pv: PvRow, user: Caller, now: Date): Promise<TPvDocument> {
  const token = await ctx.tokens.sign({ subject: pvSubject(pv.commissionId), userId: Number(user.sub), now });
  return {
    kind: pv.kind,
    fileName: pv.fileName,
    mimeType: pv.mimeType,
    size: pv.size,
    version: pv.version,
    createdAt: pv.createdAt.toISOString(),
    updatedAt: pv.updatedAt.toISOString(),
    downloadUrl: `${pvDownloadPath(pv.commissionId)}?token=${encodeURIComponent(token)}`,
  };
}

/** GET /projects/{id}/pv-signatures: the state of the PV and what the caller may do with it. */
export async function presentSignatures(ctx: SignaturesContext, s: PvState, user: Caller): Promise<TPvSignatures> {
  const now = ctx.now();
  const me = Number(user.sub);
  const progress = progressOf(s.seats);
  const finalized = finalizedAt(s);
  const holder = lockHolder(s.pv, now);
  const holderSeat = holder === null ? undefined : s.seats.find((m) => m.userId === holder);
  const decides = hasPermission(user.roles, 'decide:project');
  const signer = hasPermission(user.roles, 'sign:commission-pv');
  const mySeat = s.seats.find((m) => m.userId === me) ?? null;
  const modes = possibleModes({ pv: pvState(s.pv), finalized: finalized !== null, manualUploadEnabled: ctx.manualUploadEnabled });
  const reason = signer
    ? signBlockReason({
        decided: s.commission !== null,
        pv: pvState(s.pv),
        seat: mySeat,
        finalizedAt: finalized,
        lockHolderId: holder,
        userId: me,
        now,
      })
    : null;
  const download = mayDownload(s, user, now);
  return {
    project: { id: s.project.id, name: s.project.name, reference: s.project.reference },
    commission:
      s.commission?.choice == null
        ? null
        : {
            id: s.commission.id,
            commissionDate: s.commission.commissionDate,
            choice: s.commission.choice,
            decidedAt: s.commission.decidedAt?.toISOString() ?? null,
          },
    pv: s.pv && download ? await presentPv(ctx, s.pv, user, now) : null,
    mode: pvMode(pvState(s.pv)),
    members: s.seats.map((m) => ({
      userId: m.userId,
      firstName: m.firstName,
      lastName: m.lastName,
      administrationNameFr: m.administrationNameFr ?? null,
      administrationNameAr: m.administrationNameAr ?? null,
      attended: m.attended,
      conflictOfInterest: m.conflictOfInterest,
      isVoting: m.isVoting,
      mustSign: mustSign(m),
      hasPvSigned: m.hasPvSigned,
      pvSignedAt: m.pvSignedAt?.toISOString() ?? null,
    })),
    requiredCount: progress.required,
    signedCount: progress.signed,
    fullySigned: s.pv?.loadedAt != null,
    loadedAt: s.pv?.loadedAt?.toISOString() ?? null,
    finalizedAt: finalized?.toISOString() ?? null,
    deadline: deadlineOf(s)?.toISOString() ?? null,
    signingClosed: signingClosed(finalized, now),
    lock:
      holder !== null && s.pv?.signingLockExpiresAt
        ? {
            userId: holder,
            firstName: holderSeat?.firstName ?? '',
            lastName: holderSeat?.lastName ?? '',
            expiresAt: s.pv.signingLockExpiresAt.toISOString(),
          }
        : null,
    manualUploadEnabled: ctx.manualUploadEnabled,
    abilities: {
      generatePv: decides && s.commission !== null && s.pv === null,
      uploadManualPv: decides && s.commission !== null && modes.manual,
      sign: signer && reason === null,
      signBlockedReason: reason,
      finalize: decides && s.pv?.kind === 'GENERATED' && finalized === null,
      download,
    },
  };
}

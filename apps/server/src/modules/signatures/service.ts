import { Readable } from 'node:stream';
import { hasPermission } from '@cri/shared/permissions';
import { mustSign, possibleModes, signatureProgress } from '@cri/shared/rules/signatures';
import type { TFinalizeSignaturesResponse, TProjectPv, TPvSignatures } from '@cri/shared/schemas/signatures';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { PvInput } from '../../pdf/commission-pv.ts';
import { type Caller, PV_PREFIX, pvDownloadPath, pvSubject, type SignaturesContext } from './context.ts';
import { tellInvestorPv } from './investor-notices.ts';
import { presentSignatures } from './presenter.ts';
import * as repo from './repository.ts';
import { finalizedAt, loadState, mayDownload, type PvState } from './state.ts';

const conflict = (
  code:
    | 'PV_NOT_DECIDED'
    | 'PV_ALREADY_EXISTS'
    | 'PV_NOT_GENERATED'
    | 'PV_MANUAL_MODE'
    | 'PV_ESIGN_STARTED'
    | 'PV_ALREADY_FINALIZED',
) => new AppError(code);

/** GET /projects/{id}/pv-signatures. */
export async function signatures(ctx: SignaturesContext, user: Caller, projectId: number): Promise<TPvSignatures> {
  return presentSignatures(ctx, await loadState(ctx.db, user, projectId), user);
}

type Picture = NonNullable<PvInput['members'][number]['signaturePicture']>;

/** The seats whose member signs with its picture (decision 086): voting, attending, with a picture stored. */
const signsWithPicture = (m: repo.Seat): boolean =>
  m.signatureMode === 'PICTURE' && m.signaturePictureKey !== null && mustSign(m);

/** The pictures of those seats, read from storage (a picture gone missing: the box stays empty to sign). */
async function signaturePictures(ctx: SignaturesContext, seats: repo.Seat[]): Promise<Map<number, Picture>> {
  const out = new Map<number, Picture>();
  for (const m of seats.filter(signsWithPicture)) {
    const stream = await ctx.storage.read(m.signaturePictureKey as string);
    if (!stream) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const mime = m.signaturePictureKey?.endsWith('.png') ? 'image/png' : 'image/jpeg';
    out.set(m.id, { bytes: Buffer.concat(chunks), mime });
  }
  return out;
}

function pvInput(
  s: PvState & { commission: repo.DecidedCommission },
  context: Awaited<ReturnType<typeof repo.pvContext>>,
  now: Date,
  pictures: Map<number, Picture> = new Map(),
): PvInput {
  const c = s.commission;
  const investor =
    s.project.companyCorporateName.trim() || `${context.investor?.firstName ?? ''} ${context.investor?.lastName ?? ''}`.trim();
  return {
    region: context.region,
    sessionDate: c.commissionDate,
    project: {
      reference: s.project.reference ?? '',
      name: s.project.name,
      investorName: investor,
      procedures: context.procedures,
    },
    decision: {
      choice: c.choice as NonNullable<typeof c.choice>,
      commentsForInvestor: c.commentsForInvestor || null,
      recommendation: c.commissionRecommendation || null,
    },
    members: s.seats.map((m) => ({
      fullName: `${m.firstName} ${m.lastName}`.trim(),
      administration: { fr: m.administrationNameFr ?? '', ar: m.administrationNameAr ?? '' },
      attended: m.attended,
      conflictOfInterest: m.conflictOfInterest,
      voting: m.isVoting,
      opinion: m.opinion ? [m.opinion, m.opinionComment].filter(Boolean).join(' — ') : m.opinionComment || null,
      signaturePicture: pictures.get(m.id) ?? null,
    })),
    advisorName: `${c.deciderFirstName ?? ''} ${c.deciderLastName ?? ''}`.trim(),
    generatedAt: now,
  };
}

const pvFileName = (project: repo.PvProject, ext: string) =>
  `PV-commission-${(project.reference ?? String(project.id)).replace(/[^\w.-]+/g, '_')}.${ext}`;

/**
 * POST /projects/add-pv-commission (JSON): the PV generated once from the decided commission's data. It
 * never changes afterwards (spec 2: "the PV cannot change after the CRUI"): a second call is refused.
 */
export async function generatePv(ctx: SignaturesContext, user: Caller, projectId: number): Promise<TPvSignatures> {
  const now = ctx.now();
  const before = await loadState(ctx.db, user, projectId);
  if (!before.commission) throw conflict('PV_NOT_DECIDED');
  if (before.pv) throw conflict('PV_ALREADY_EXISTS');
  const pictures = await signaturePictures(ctx, before.seats);
  const bytes = await ctx.renderPv(
    pvInput({ ...before, commission: before.commission }, await repo.pvContext(ctx.db, before.project), now, pictures),
  );
  const stored = await ctx.storage.put({ source: Readable.from([Buffer.from(bytes)]), prefix: PV_PREFIX, extension: 'pdf' });
  try {
    await ctx.db.transaction(async (tx) => {
      await lockProjectRow(tx, projectId);
      const s = await loadState(tx, user, projectId, { forUpdate: true });
      if (!s.commission || s.commission.id !== before.commission?.id) throw conflict('PV_NOT_DECIDED');
      if (s.pv) throw conflict('PV_ALREADY_EXISTS');
      const fileName = pvFileName(s.project, 'pdf');
      await repo.insertPv(tx, {
        commissionId: s.commission.id,
        projectId,
        kind: 'GENERATED',
        storageKey: stored.key,
        fileName,
        mimeType: 'application/pdf',
        size: stored.size,
        createdBy: Number(user.sub),
        createdAt: now,
        updatedAt: now,
      });
      await repo.recordPvMetadata(tx, projectId, { url: pvDownloadPath(s.commission.id), name: fileName });
      // A member whose picture is printed in its box has signed (decision 086): it is not asked to e-sign.
      for (const seatId of pictures.keys()) await repo.updateSeat(tx, seatId, { hasPvSigned: true, pvSignedAt: now });
    });
  } catch (error) {
    await ctx.storage.remove(stored.key);
    throw error;
  }
  return signatures(ctx, user, projectId);
}

/** Checks before a manual upload is read (fields come before the file): nothing is stored for a refusal. */
export async function checkManualUpload(ctx: SignaturesContext, user: Caller, projectId: number): Promise<void> {
  if (!ctx.manualUploadEnabled) throw new AppError('PV_MANUAL_UPLOAD_DISABLED');
  assertManualPossible(ctx, await loadState(ctx.db, user, projectId));
}

function assertManualPossible(ctx: SignaturesContext, s: PvState): asserts s is PvState & { commission: repo.DecidedCommission } {
  if (!s.commission) throw conflict('PV_NOT_DECIDED');
  const pv = s.pv ? { kind: s.pv.kind, esignStarted: s.pv.esignStartedAt !== null } : null;
  const modes = possibleModes({ pv, finalized: finalizedAt(s) !== null, manualUploadEnabled: ctx.manualUploadEnabled });
  if (!modes.manual) throw conflict('PV_ESIGN_STARTED');
}

/**
 * POST /projects/add-pv-commission (multipart, UPLOAD_PV_MANUALLY): the scan signed on paper. It is the
 * loaded PV (the investor is told the first time); a later scan replaces it while no electronic signature
 * started. Returns whether a PV was replaced, and the keys of files no longer used.
 */
export async function recordManualPv(
  ctx: SignaturesContext,
  input: { user: Caller; projectId: number; file: { key: string; size: number; mime: string; originalName: string } },
): Promise<{ replaced: boolean; unusedKeys: string[] }> {
  const { user, projectId, file } = input;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, projectId);
    const s = await loadState(tx, user, projectId, { forUpdate: true });
    if (!ctx.manualUploadEnabled) throw new AppError('PV_MANUAL_UPLOAD_DISABLED');
    assertManualPossible(ctx, s);
    const ext = file.mime === 'application/pdf' ? 'pdf' : file.mime === 'image/png' ? 'png' : 'jpg';
    const fileName = pvFileName(s.project, ext);
    const values = {
      kind: 'MANUAL' as const,
      storageKey: file.key,
      fileName,
      mimeType: file.mime,
      size: file.size,
      updatedAt: now,
      loadedAt: s.pv?.loadedAt ?? now,
    };
    if (s.pv) await repo.updatePv(tx, s.pv.id, { ...values, version: s.pv.version + 1 });
    else
      await repo.insertPv(tx, {
        ...values,
        commissionId: s.commission.id,
        projectId,
        createdBy: Number(user.sub),
        createdAt: now,
      });
    await repo.recordPvMetadata(tx, projectId, { url: pvDownloadPath(s.commission.id), name: fileName });
    if (!s.pv?.loadedAt) await tellInvestorPv(tx, { project: s.project, kind: 'pvLoaded', link: ctx.link });
    return { replaced: s.pv !== null, unusedKeys: s.pv ? [s.pv.storageKey] : [] };
  });
}

/**
 * POST /commission/{id}/finalize-signatures: the advisor closes the round; the members still to sign have
 * 48 hours. Answers whether every member who must sign already did (which success page follows).
 */
export async function finalize(ctx: SignaturesContext, user: Caller, commissionId: number): Promise<TFinalizeSignaturesResponse> {
  const projectId = await repo.projectOfCommission(ctx.db, user, commissionId);
  if (projectId === undefined) throw notFound();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, projectId);
    const s = await loadState(tx, user, projectId, { forUpdate: true });
    if (!s.commission || s.commission.id !== commissionId) throw notFound();
    if (!s.pv) throw conflict('PV_NOT_GENERATED');
    if (s.pv.kind === 'MANUAL') throw conflict('PV_MANUAL_MODE');
    if (s.commission.isSignaturesFinalized) throw conflict('PV_ALREADY_FINALIZED');
    await repo.finalizeCommission(tx, commissionId, now);
  });
  const view = await signatures(ctx, user, projectId);
  return { allSigned: view.requiredCount > 0 && view.signedCount === view.requiredCount, signatures: view };
}

/** GET /projects/{id}/commission-pv: the PV on the project page (the investor once it is theirs to see). */
export async function projectPv(ctx: SignaturesContext, user: Caller, projectId: number): Promise<TProjectPv> {
  const s = await loadState(ctx.db, user, projectId);
  // An investor reads only their own file (staff are scoped to their region by loadState).
  const staff = hasPermission(user.roles, 'read:commission');
  if (!staff && s.project.userId !== Number(user.sub)) throw notFound();
  const now = ctx.now();
  const available = mayDownload(s, user, now);
  const pv = available ? s.pv : null;
  const token = pv ? await ctx.tokens.sign({ subject: pvSubject(pv.commissionId), userId: Number(user.sub), now }) : null;
  return {
    available,
    fullySigned: s.pv?.loadedAt !== null && s.pv?.loadedAt !== undefined,
    fileName: pv?.fileName ?? null,
    downloadUrl: pv && token ? `${pvDownloadPath(pv.commissionId)}?token=${encodeURIComponent(token)}` : null,
  };
}

/**
 * GET /commission/{id}/pv: the current file for a user named by a link token (or the bearer). The user
 * is read again from the database, so a disabled account or a moved member loses the link at once.
 */
export async function downloadablePv(
  ctx: SignaturesContext,
  opts: { commissionId: number; userId: number },
): Promise<repo.PvRow> {
  const account = await repo.userById(ctx.db, opts.userId);
  if (!account?.enabled) throw notFound();
  const user: Caller = { sub: String(account.id), roles: account.roles, regionId: account.regionId };
  const projectId = await repo.projectOfCommission(ctx.db, user, opts.commissionId);
  if (projectId === undefined) throw notFound();
  const s = await loadState(ctx.db, user, projectId);
  if (!s.pv || s.pv.commissionId !== opts.commissionId || !mayDownload(s, user, ctx.now())) throw notFound();
  return s.pv;
}

/** Progress of a PV, for the job and the sign flow. */
export const progressOfSeats = (seats: repo.Seat[]) => signatureProgress(seats);

import type { ActSignBlockReason, TActToSign, TProjectActs } from '@cri/shared/schemas/act-signature';
import { AppError, notFound } from '../../lib/app-error.ts';
import { lockHolder } from '../../partners/esign/signed-copy.ts';
import { mayReadSignedAct } from './access.ts';
import {
  type ActSignatureContext,
  actViewPath,
  actViewSubject,
  type Caller,
  signedActPath,
  signedActSubject,
} from './context.ts';
import * as repo from './repository.ts';
import { governorOfAct } from './signing.ts';

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/**
 * GET /follow-up-action/{id}/act-signature: the governor's page of an act: the act to read, whether it
 * may be signed now, and once signed the signed act. 404 for another region's act or a deleted one; 409
 * ACT_NOT_VALIDATED_BY_DIRECTOR while the director has not validated it (or a revision is pending).
 */
export async function actToSign(ctx: ActSignatureContext, user: Caller, fuaId: number): Promise<TActToSign> {
  const me = Number(user.sub);
  const { gov, act } = await governorOfAct(ctx, user, fuaId);
  const signed = act.actStatus === 'SIGNED';
  if (!signed && act.actStatus !== 'APPROVED') throw new AppError('ACT_NOT_VALIDATED_BY_DIRECTOR');
  if (!act.attachmentStorageKey) throw new AppError('ACT_NOT_VALIDATED_BY_DIRECTOR');
  const now = ctx.now();
  const holder = lockHolder(await repo.signingRow(ctx.db, fuaId), now);
  const blocked: ActSignBlockReason | null = signed ? 'ALREADY_SIGNED' : holder !== null && holder !== me ? 'IN_PROGRESS' : null;
  const viewToken = await ctx.tokens.sign({ subject: actViewSubject(fuaId), userId: me, now });
  const signedToken = signed ? await ctx.tokens.sign({ subject: signedActSubject(fuaId), userId: me, now }) : null;
  return {
    followUpActionId: act.fuaId,
    projectId: act.projectId,
    projectName: act.projectName,
    reference: act.reference,
    stepTitle: act.stepTitle,
    act: {
      fileName: act.attachmentFileName ?? 'acte.pdf',
      sizeBytes: act.attachmentSize ?? 0,
      viewUrl: withToken(actViewPath(fuaId), viewToken),
    },
    signerName: gov.fullName,
    signed,
    signedAt: act.signedAt?.toISOString() ?? null,
    signedUrl: signedToken ? withToken(signedActPath(fuaId), signedToken) : null,
    abilities: { sign: blocked === null, askRevision: blocked === null, signBlockedReason: blocked },
  };
}

/**
 * GET /projects/{id}/delivered-acts: the signed acts of a file, for its investor and the region's staff;
 * for the governor of the region, also the acts the director validated that await the signature.
 */
export async function projectActs(ctx: ActSignatureContext, user: Caller, projectId: number): Promise<TProjectActs> {
  const me = Number(user.sub);
  const project = await repo.projectById(ctx.db, projectId);
  if (
    !project ||
    !mayReadSignedAct({ id: me, roles: user.roles, regionId: user.regionId }, { ...project, investorId: project.userId })
  )
    throw notFound();
  const now = ctx.now();
  const rows = await repo.actsOf(ctx.db, projectId);
  const gov = user.roles.includes('ROLE_CRUI_MEMBER') ? await repo.governor(ctx.db, me) : null;
  const toSign =
    gov?.regionId === project.regionId
      ? rows.filter((r) => r.actStatus === 'APPROVED').map((r) => ({ followUpActionId: r.fuaId, stepTitle: r.stepTitle }))
      : [];
  const signed = rows
    .filter((r) => r.actStatus === 'SIGNED')
    .sort((a, b) => (b.signedAt?.getTime() ?? 0) - (a.signedAt?.getTime() ?? 0));
  const delivered = await Promise.all(
    signed.map(async (r) => ({
      followUpActionId: r.fuaId,
      stepTitle: r.stepTitle,
      fileName: r.signedFileName ?? 'acte-signe.pdf',
      signedAt: (r.signedAt ?? now).toISOString(),
      downloadUrl: withToken(
        signedActPath(r.fuaId),
        await ctx.tokens.sign({ subject: signedActSubject(r.fuaId), userId: me, now }),
      ),
    })),
  );
  return { projectName: project.name, delivered, toSign };
}

/** The account a link token (or the bearer) names, read again: a disabled account loses its links at once. */
async function accountOf(ctx: ActSignatureContext, userId: number) {
  const account = await repo.userById(ctx.db, userId);
  if (!account?.enabled) throw notFound();
  return account;
}

/** GET /follow-up-action/{id}/signed-act: the signed act, for the investor of the file or the region's staff. */
export async function downloadableSignedAct(ctx: ActSignatureContext, opts: { fuaId: number; userId: number }) {
  const account = await accountOf(ctx, opts.userId);
  const act = await repo.actOf(ctx.db, opts.fuaId);
  if (act?.actStatus !== 'SIGNED' || !act.signedStorageKey || !mayReadSignedAct(account, act)) throw notFound();
  return { storageKey: act.signedStorageKey, fileName: act.signedFileName ?? 'acte-signe.pdf' };
}

/** GET /follow-up-action/{id}/act-file: the act as validated by the director, for the governor of its region. */
export async function viewableAct(ctx: ActSignatureContext, opts: { fuaId: number; userId: number }) {
  const account = await accountOf(ctx, opts.userId);
  const gov = await repo.governor(ctx.db, account.id);
  const act = await repo.actOf(ctx.db, opts.fuaId);
  if (!gov || !act || act.regionId !== gov.regionId || !act.attachmentStorageKey) throw notFound();
  if (act.actStatus !== 'APPROVED' && act.actStatus !== 'SIGNED') throw notFound();
  return { storageKey: act.attachmentStorageKey, fileName: act.attachmentFileName ?? 'acte.pdf' };
}

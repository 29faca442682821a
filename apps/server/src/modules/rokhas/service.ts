import { randomUUID } from 'node:crypto';
import { canMoveTo } from '@cri/shared/enums/project-phases';
import { isActingAdvisor } from '@cri/shared/rules/advisor-review';
import {
  architectNotOnPartner,
  canSendToRokhas,
  commentWindowOpen,
  decidedForRokhas,
  verificationRecordsPhase,
} from '@cri/shared/rules/rokhas';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TSendFolderResponse, TShareFolderState, TVerifyEmailResult } from '@cri/shared/schemas/rokhas';
import { assertActingAdvisor } from '../../core/project-lifecycle/acting-advisor.ts';
import { latestPhase, recordPhase } from '../../core/project-lifecycle/phases.ts';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import { findProject } from '../../core/project-lifecycle/visible-project.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { RokhasContext } from './context.ts';
import { decisionAndMinutes, missingDocumentCount } from './facts.ts';
import { folderData } from './folder-data.ts';
import { presentTask } from './presenter.ts';
import * as repo from './repository.ts';
import { attemptTask } from './tasks.ts';

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === '23505') return true;
  return false;
};

/** The file as the caller may see it (another region's: 404), with what the Rokhas calls need. */
export async function visibleFile(db: DbOrTx, user: TAccessClaims, projectId: number) {
  const project = await findProject(db, user, projectId);
  if (!project) throw notFound();
  const details = await repo.projectDetails(db, projectId);
  if (!details) throw notFound();
  return details;
}

/** GET /data-verification/{projectId}/verify-email-result. */
export async function verifyEmailResult(ctx: RokhasContext, user: TAccessClaims, projectId: number): Promise<TVerifyEmailResult> {
  const file = await visibleFile(ctx.db, user, projectId);
  return verificationOf(ctx.db, file);
}

async function verificationOf(db: DbOrTx, file: repo.ProjectDetails): Promise<TVerifyEmailResult> {
  const email = file.architectEmail.trim().toLowerCase();
  const check = await repo.architectCheck(db, file.id);
  const current = check && email !== '' && check.email === email ? check : null;
  return {
    projectId: file.id,
    email,
    status: current?.status ?? null,
    checkedAt: current?.checkedAt.toISOString() ?? null,
    partnerArchitectName: current?.status === 'EXIST' ? current.partnerArchitectName : null,
  };
}

/**
 * POST /data-verification/{projectId}/verify-with-partner: the architect's e-mail checked against the
 * partner's accounts (IN_PROGRESS until the partner answers; the job retries when it is down). After a
 * favourable decision, and before the file is shared, the check is the phase DATA_VERIFICATION_WITH_PARTNER.
 */
export async function verifyWithPartner(ctx: RokhasContext, user: TAccessClaims, projectId: number): Promise<TVerifyEmailResult> {
  const file = await visibleFile(ctx.db, user, projectId);
  assertActingAdvisor(user, file);
  const email = file.architectEmail.trim().toLowerCase();
  if (email === '') throw new AppError('ROKHAS_ARCHITECT_EMAIL_MISSING');
  const { decision } = await decisionAndMinutes(ctx, user, projectId);
  const now = ctx.now();
  const by = Number(user.sub);
  const task = await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, projectId);
    await repo.cancelPendingChecks(tx, projectId, now);
    await repo.saveArchitectCheck(tx, { projectId, email, status: 'IN_PROGRESS', partnerArchitectName: null, checkedAt: now });
    const latest = (await latestPhase(tx, projectId))?.title ?? null;
    if (verificationRecordsPhase(latest, decision) && canMoveTo(latest, 'DATA_VERIFICATION_WITH_PARTNER'))
      await recordPhase(tx, { projectId, title: 'DATA_VERIFICATION_WITH_PARTNER', by, at: now, visibleToInvestor: false });
    return repo.insertTask(tx, {
      projectId,
      kind: 'VERIFY_ARCHITECT',
      status: 'NOT_STARTED',
      idempotencyKey: randomUUID(),
      payload: { email },
      createdBy: by,
      createdAt: now,
      updatedAt: now,
    });
  });
  await attemptTask(ctx, task.id);
  return verificationOf(ctx.db, file);
}

type ShareBlocker = TShareFolderState['shareBlockers'][number];

/** GET /projects/{id}/share-folder-with-partner. */
export async function shareState(ctx: RokhasContext, user: TAccessClaims, projectId: number): Promise<TShareFolderState> {
  const file = await visibleFile(ctx.db, user, projectId);
  const { decision } = await decisionAndMinutes(ctx, user, projectId);
  const [task, folders] = await Promise.all([
    repo.liveTask(ctx.db, projectId, 'SHARE_FOLDER', null),
    repo.foldersOf(ctx.db, projectId),
  ]);
  const folder = folders.find((f) => f.kind === 'SHARED');
  const comments = folder ? await repo.commentsOf(ctx.db, [folder.id]) : [];
  const blockers = shareBlockers(file, decision, task !== undefined, user);
  return {
    projectId,
    name: file.name,
    reference: file.reference,
    sharedFolderId: folder?.partnerFolderId ?? null,
    sharedAt: folder?.at.toISOString() ?? null,
    commentDeadline: folder?.commentDeadline?.toISOString() ?? null,
    commentWindowOpen: folder ? commentWindowOpen(folder.at, ctx.now()) : false,
    task: task ? presentTask(task) : null,
    comments: comments.map((c) => ({
      id: c.id,
      author: c.author,
      organisation: c.organisation,
      body: c.body,
      commentedAt: c.commentedAt.toISOString(),
    })),
    abilities: { share: blockers.length === 0 },
    shareBlockers: blockers,
  };
}

function shareBlockers(file: repo.ProjectDetails, decision: string | null, shared: boolean, user: TAccessClaims): ShareBlocker[] {
  const blockers: ShareBlocker[] = [];
  if (!decidedForRokhas(file.latestPhase, decision)) blockers.push('NOT_DECIDED');
  if (!file.communeRokhas) blockers.push('COMMUNE_NOT_COVERED');
  if (shared) blockers.push('ALREADY_SHARED');
  if (!isActingAdvisor(user.advisorId, file.advisorId)) blockers.push('NOT_ASSIGNED');
  return blockers;
}

/**
 * POST /projects/{id}/share-folder-with-partner: the file shared with the partner's technical members,
 * who have 48 hours to comment; the phase SHARED_FOLDER_WITH_ROKHAS (SHARED_FOLDER_ID) once the partner
 * acknowledged it. Once per file.
 */
export async function shareFolder(ctx: RokhasContext, user: TAccessClaims, projectId: number): Promise<TShareFolderState> {
  const file = await visibleFile(ctx.db, user, projectId);
  assertActingAdvisor(user, file);
  const { decision } = await decisionAndMinutes(ctx, user, projectId);
  const blockers = shareBlockers(
    file,
    decision,
    (await repo.liveTask(ctx.db, projectId, 'SHARE_FOLDER', null)) !== undefined,
    user,
  );
  if (blockers.length > 0) throw new AppError('ROKHAS_SHARE_REFUSED', { extra: { blockers } });
  const [lands, procedures] = await Promise.all([repo.lands(ctx.db, projectId), repo.activeProcedures(ctx.db, projectId)]);
  const now = ctx.now();
  const task = await recordTask(
    ctx,
    'ROKHAS_SHARE_REFUSED',
    { blockers: ['ALREADY_SHARED'] },
    {
      projectId,
      kind: 'SHARE_FOLDER',
      status: 'NOT_STARTED',
      idempotencyKey: randomUUID(),
      payload: { folder: folderData(file, { lands, procedures, decision }) },
      createdBy: Number(user.sub),
      createdAt: now,
      updatedAt: now,
    },
  );
  await attemptTask(ctx, task.id);
  return shareState(ctx, user, projectId);
}

/** Inserts a task under the project lock; the partial unique index turns a concurrent twin into a 409. */
async function recordTask(
  ctx: RokhasContext,
  code: 'ROKHAS_SHARE_REFUSED' | 'ROKHAS_SEND_BLOCKED',
  extra: Record<string, unknown>,
  values: Parameters<typeof repo.insertTask>[1],
) {
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockProjectRow(tx, values.projectId);
      return repo.insertTask(tx, values);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(code, { extra });
    throw error;
  }
}

/** Every procedure of the file with what blocks its sending (spec 2 §4, decision 040). */
export async function sendableProcedures(ctx: RokhasContext, user: TAccessClaims, file: repo.ProjectDetails) {
  const [procedures, minutes, missing, tasks] = await Promise.all([
    repo.activeProcedures(ctx.db, file.id),
    decisionAndMinutes(ctx, user, file.id),
    missingDocumentCount(ctx, user, file.id),
    repo.tasksOf(ctx.db, file.id),
  ]);
  const list = procedures.map((p) => {
    const verdict = canSendToRokhas({
      communeCovered: file.communeRokhas === true,
      procedureNatureCode: p.natureCode,
      procedureAccepted: p.state === 'ACCEPTED',
      decided: decidedForRokhas(file.latestPhase, minutes.decision),
      missingDocuments: missing,
      minutesSigned: minutes.minutesSigned,
      finalMinutesUploaded: minutes.finalMinutesUploaded,
      alreadySent: tasks.some((t) => t.kind === 'SEND_FOLDER' && t.procedureId === p.id && t.status !== 'CANCELLED'),
    });
    return { procedure: p, ...verdict };
  });
  return { list, decision: minutes.decision };
}

/**
 * POST /projects/{id}/send-folder-to-rokhas/{procedureId}: refused (409 naming each blocker) while a
 * document is missing, the minutes are not signed by every member or their final version is not
 * uploaded; recorded as a task sent at once and retried until the partner has it, once.
 */
export async function sendFolder(
  ctx: RokhasContext,
  user: TAccessClaims,
  projectId: number,
  procedureId: number,
): Promise<TSendFolderResponse> {
  const file = await visibleFile(ctx.db, user, projectId);
  const { list, decision } = await sendableProcedures(ctx, user, file);
  const entry = list.find((e) => e.procedure.id === procedureId);
  if (!entry) throw notFound();
  assertActingAdvisor(user, file);
  if (!entry.ok) throw new AppError('ROKHAS_SEND_BLOCKED', { extra: { blockers: entry.blockers } });
  const lands = await repo.lands(ctx.db, projectId);
  const p = entry.procedure;
  const now = ctx.now();
  const task = await recordTask(
    ctx,
    'ROKHAS_SEND_BLOCKED',
    { blockers: ['ALREADY_SENT'] },
    {
      projectId,
      procedureId,
      kind: 'SEND_FOLDER',
      status: 'NOT_STARTED',
      idempotencyKey: randomUUID(),
      payload: {
        folder: {
          ...folderData(file, { lands, procedures: list.map((e) => e.procedure), decision }),
          procedure: { code: p.code, nameFr: p.nameFr, natureCode: p.natureCode },
        },
      },
      createdBy: Number(user.sub),
      createdAt: now,
      updatedAt: now,
    },
  );
  await attemptTask(ctx, task.id);
  const [after] = (await repo.tasksOf(ctx.db, projectId)).filter((t) => t.id === task.id);
  return { task: presentTask(after ?? task) };
}

/**
 * For the follow-up actions (issue 14: "after sending no action can be launched on that procedure"): the
 * procedure's folder is sent to Rokhas, or its sending is recorded and under way.
 */
export async function isProcedureSentToRokhas(db: DbOrTx, input: { projectId: number; procedureId: number }): Promise<boolean> {
  return (await repo.liveTask(db, input.projectId, 'SEND_FOLDER', input.procedureId)) !== undefined;
}

/**
 * For the advisor review's notify-investor answer (`messageForEmailArchitectNotExists`, spec 2 §4 Rules):
 * an architect is needed and has no account at the partner (empty e-mail, or the partner said NOT_EXIST
 * for the current e-mail).
 */
export async function architectHasNoPartnerAccount(
  db: DbOrTx,
  input: { projectId: number; requiresArchitect: boolean; architectEmail: string },
): Promise<boolean> {
  const check = await repo.architectCheck(db, input.projectId);
  return architectNotOnPartner({
    requiresArchitect: input.requiresArchitect,
    email: input.architectEmail,
    check: check ? { email: check.email, status: check.status } : null,
  });
}

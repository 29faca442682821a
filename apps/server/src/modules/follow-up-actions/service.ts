import { canDeleteFollowUpAction, followUpDeadline, isProcedureClosed } from '@cri/shared/rules/follow-up-actions';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TFollowUpAction, TFollowUpActionForm } from '@cri/shared/schemas/follow-up-actions';
import { and, eq, sql } from 'drizzle-orm';
import { projectFacts } from '../../core/project-lifecycle/project-facts.ts';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { followUpActions, followUpActVersions } from '../../db/schema/follow-up-actions.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isProcedureSentToRokhas } from '../rokhas/service.ts';
import type { FuaContext, StoredFile } from './context.ts';
import { tellDirectorsActToValidate, tellRecipientOfNewAction } from './notices.ts';
import { get, loadAction, projectAndViewer } from './read-service.ts';
import * as repo from './repository.ts';

export { closeOpenFollowUpActions } from './closure.ts';

/**
 * The advisor's follow-up actions (issue 14, decision 035): create, edit, delete and close them on a
 * procedure of a decided file. Only the assigned advisor acts (decision 029); the checks run before the
 * file of the form is stored (check*), then again under the file's lock when writing.
 */

const fieldError = (field: string, messageKey = 'errors.field.invalid') =>
  new AppError('VALIDATION_FAILED', { fieldErrors: [{ field, messageKey }] });

async function assertActingOn(db: DbOrTx, user: TAccessClaims, projectId: number) {
  const { project, viewer } = await projectAndViewer(db, user, projectId);
  if (viewer.kind !== 'advisor') throw new AppError('FORBIDDEN');
  if (!viewer.acting) throw new AppError('NOT_ASSIGNED_ADVISOR', { messageKey: 'errors.NOT_ASSIGNED_ADVISOR' });
  return project;
}

/** The form's procedure is an active one of the file, not closed; its administration one the file is shared with. */
async function assertFormFits(db: DbOrTx, form: TFollowUpActionForm, opts: { exceptFuaId?: number } = {}) {
  if (!(await repo.isDecided(db, form.projectId))) throw new AppError('FOLLOW_UP_NOT_DECIDED');
  const procedures = await repo.activeProcedures(db, form.projectId);
  if (!procedures.some((p) => p.procedureId === form.procedureId)) throw fieldError('procedureId');
  const ofProcedure = (await repo.actionsOf(db, form.projectId)).filter(
    (r) => r.fua.procedureId === form.procedureId && r.fua.id !== opts.exceptFuaId,
  );
  if (isProcedureClosed(ofProcedure.map((r) => r.fua))) throw new AppError('FOLLOW_UP_PROCEDURE_CLOSED');
  if (
    opts.exceptFuaId === undefined &&
    (await isProcedureSentToRokhas(db, { projectId: form.projectId, procedureId: form.procedureId }))
  )
    throw new AppError('FOLLOW_UP_PROCEDURE_SENT_TO_ROKHAS');
  if (form.administrationId !== null && !(await repo.sharedAdministrationIds(db, form.projectId)).includes(form.administrationId))
    throw fieldError('administrationId');
}

/** Before the attachment is stored: may this advisor create this action on this file and procedure? */
export async function checkCreate(ctx: FuaContext, user: TAccessClaims, form: TFollowUpActionForm) {
  await assertActingOn(ctx.db, user, form.projectId);
  await assertFormFits(ctx.db, form);
}

async function recordActVersion(tx: DbOrTx, fuaId: number, version: number, file: StoredFile, by: number, at: Date) {
  await tx.insert(followUpActVersions).values({
    followUpActionId: fuaId,
    version,
    storageKey: file.key,
    fileName: file.originalName,
    size: file.size,
    uploadedBy: by,
    uploadedAt: at,
  });
}

const attachmentOf = (file: StoredFile | undefined) =>
  file
    ? {
        attachmentStorageKey: file.key,
        attachmentFileName: file.originalName,
        attachmentMimeType: file.mime,
        attachmentSize: file.size,
      }
    : {};

/** POST /follow-up-action/new. */
export async function create(
  ctx: FuaContext,
  user: TAccessClaims,
  form: TFollowUpActionForm,
  file: StoredFile | undefined,
): Promise<TFollowUpAction> {
  const now = ctx.now();
  const by = Number(user.sub);
  const id = await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, form.projectId);
    await assertActingOn(tx, user, form.projectId);
    await assertFormFits(tx, form);
    const isAct = form.type === 'ACT_DELIVERY';
    const [row] = await tx
      .insert(followUpActions)
      .values({
        projectId: form.projectId,
        procedureId: form.procedureId,
        type: form.type,
        recipient: form.recipient,
        administrationId: form.administrationId,
        visibleToInvestor: form.visibleToInvestor,
        stepTitle: form.stepTitle,
        requestedDocumentTitle: form.requestedDocumentTitle,
        documentDescription: form.documentDescription,
        message: form.message,
        delayDays: form.delayDays,
        deadline: followUpDeadline(now, form.delayDays),
        isLastStep: form.isLastStep,
        ...attachmentOf(file),
        actStatus: isAct ? (file ? 'AWAITING_VALIDATION' : 'AWAITING_ACT') : null,
        actVersion: isAct && file ? 1 : 0,
        createdBy: by,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('follow-up action insert returned nothing');
    const project = await projectFacts(tx, form.projectId);
    if (!project) throw notFound();
    if (isAct && file) {
      await recordActVersion(tx, row.id, 1, file, by, now);
      await tellDirectorsActToValidate(tx, { project, fuaId: row.id, stepTitle: row.stepTitle, link: ctx.link });
    }
    await tellRecipientOfNewAction(tx, { project, fua: row, link: ctx.link });
    return row.id;
  });
  return get(ctx, user, id);
}

/** Before a new attachment is stored: may this advisor edit this action? */
export async function checkUpdate(ctx: FuaContext, user: TAccessClaims, fuaId: number, form: TFollowUpActionForm) {
  const { row } = await loadAction(ctx.db, user, fuaId);
  assertEditable(row.fua, form);
  await assertActingOn(ctx.db, user, row.fua.projectId);
  await assertFormFits(ctx.db, form, { exceptFuaId: fuaId });
}

function assertEditable(fua: repo.FuaRow, form: TFollowUpActionForm) {
  if (fua.projectId !== form.projectId || fua.type !== form.type) throw fieldError('type');
  if (fua.actStatus === 'SIGNED') throw new AppError('ACT_ALREADY_SIGNED');
  if (fua.status !== 'OPEN') throw new AppError('FOLLOW_UP_ACTION_NOT_OPEN');
  // An approved act goes to the governor as it is: a change waits for a revision request.
  if (fua.actStatus === 'APPROVED') throw new AppError('ACT_NOT_AWAITING_VALIDATION');
}

/**
 * PUT /follow-up-action/{id}/update. For an act delivery, a new file is a new version of the act (the
 * history is kept) and goes back to the director; the deadline follows a new delay from the creation day.
 */
export async function update(
  ctx: FuaContext,
  user: TAccessClaims,
  fuaId: number,
  form: TFollowUpActionForm,
  file: StoredFile | undefined,
): Promise<{ action: TFollowUpAction; replacedKey: string | null }> {
  const now = ctx.now();
  const by = Number(user.sub);
  const replacedKey = await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, form.projectId);
    const { row } = await loadAction(tx, user, fuaId, { lock: true });
    const fua = row.fua;
    assertEditable(fua, form);
    await assertActingOn(tx, user, fua.projectId);
    await assertFormFits(tx, form, { exceptFuaId: fuaId });
    const isAct = fua.type === 'ACT_DELIVERY';
    const version = isAct && file ? fua.actVersion + 1 : fua.actVersion;
    await tx
      .update(followUpActions)
      .set({
        procedureId: form.procedureId,
        recipient: form.recipient,
        administrationId: form.administrationId,
        visibleToInvestor: form.visibleToInvestor,
        stepTitle: form.stepTitle,
        requestedDocumentTitle: form.requestedDocumentTitle,
        documentDescription: form.documentDescription,
        message: form.message,
        delayDays: form.delayDays,
        deadline: followUpDeadline(fua.createdAt, form.delayDays),
        isLastStep: form.isLastStep,
        ...attachmentOf(file),
        ...(isAct && file ? { actStatus: 'AWAITING_VALIDATION' as const, actVersion: version } : {}),
        updatedAt: now,
      })
      .where(eq(followUpActions.id, fuaId));
    if (isAct && file) {
      await recordActVersion(tx, fuaId, version, file, by, now);
      const project = await projectFacts(tx, fua.projectId);
      if (project) await tellDirectorsActToValidate(tx, { project, fuaId, stepTitle: form.stepTitle, link: ctx.link });
    }
    // An act's earlier versions stay (history); another attachment replaced is removed once committed.
    return file && !isAct ? fua.attachmentStorageKey : null;
  });
  return { action: await get(ctx, user, fuaId), replacedKey };
}

/** DELETE /follow-up-action/{id}: within the hour after creation, while nobody answered it (decision 035). */
export async function remove(ctx: FuaContext, user: TAccessClaims, fuaId: number): Promise<{ unusedKeys: string[] }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const { row } = await loadAction(tx, user, fuaId, { lock: true });
    const fua = row.fua;
    await assertActingOn(tx, user, fua.projectId);
    const documents = await repo.documentsOf(tx, [fuaId]);
    if (
      !canDeleteFollowUpAction(
        { status: fua.status, createdAt: fua.createdAt, documentCount: documents.length, isApproved: fua.isApproved },
        now,
      )
    )
      throw new AppError('FOLLOW_UP_ACTION_DELETE_CLOSED');
    await tx.update(followUpActions).set({ deletedAt: now, updatedAt: now }).where(eq(followUpActions.id, fuaId));
    const versions = await repo.versionsOf(tx, fuaId);
    const keys = new Set([fua.attachmentStorageKey, ...versions.map((v) => v.storageKey)].filter((k): k is string => !!k));
    return { unusedKeys: [...keys] };
  });
}

/** POST /follow-up-action/{id}/done: the advisor marks a normal action (or a payment request) done. */
export async function markDone(ctx: FuaContext, user: TAccessClaims, fuaId: number): Promise<TFollowUpAction> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const { row } = await loadAction(tx, user, fuaId, { lock: true });
    await assertActingOn(tx, user, row.fua.projectId);
    if (row.fua.type !== 'NORMAL_ACTION' && row.fua.type !== 'PAYMENT') throw new AppError('FOLLOW_UP_WRONG_TYPE');
    if (row.fua.status !== 'OPEN') throw new AppError('FOLLOW_UP_ACTION_NOT_OPEN');
    await tx
      .update(followUpActions)
      .set({ status: 'DONE', doneBy: Number(user.sub), doneAt: now, updatedAt: now })
      .where(and(eq(followUpActions.id, fuaId), eq(followUpActions.status, 'OPEN')));
  });
  return get(ctx, user, fuaId);
}

/** Open actions per file (the project page badge); exported for other modules' read models. */
export async function openActionCount(db: DbOrTx, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(followUpActions)
    .where(
      and(
        eq(followUpActions.projectId, projectId),
        eq(followUpActions.status, 'OPEN'),
        sql`${followUpActions.deletedAt} is null`,
      ),
    );
  return row?.n ?? 0;
}

import type { ProcedureState } from '@cri/shared/enums/project-phases';
import {
  canDisableProcedure,
  canRequestFromAdministration,
  canValidate,
  documentInError,
  isReviewPhase,
  VALIDATION_PHASES,
} from '@cri/shared/rules/advisor-review';
import { platformWallClock } from '@cri/shared/rules/morocco-clock';
import { ARCHITECT_PROCEDURE_CODES, requiresArchitect } from '@cri/shared/rules/project-form';
import {
  isFutureWorkingDay,
  REVIEW_KEYS,
  type TNotifyInvestorRequest,
  type TNotifyInvestorResponse,
  type TReviewActionResponse,
  type TReviewDocument,
  type TReviewState,
  type TUpdateAdvisorRequest,
  type ZDocumentFeedbackRequest,
  type ZRequestDocumentRequest,
} from '@cri/shared/schemas/advisor-review';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { z } from 'zod';
import { latestPhase, recordPhase } from '../../core/project-lifecycle/phases.ts';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { validationFailed } from '../../lib/field-errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { DocumentsContext } from '../documents/context.ts';
import type { DownloadTokens } from '../documents/download-token.ts';
import { findCurrentUploads, findRequiredDocumentTypes } from '../documents/service.ts';
import { notify } from '../notifications/notify.ts';
import * as repo from './repository.ts';

const API = '/backend/api';

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

async function projectOr404(db: DbOrTx, user: TAccessClaims, projectId: number) {
  const project = await repo.findReviewProject(db, user, projectId);
  if (!project) throw notFound();
  return project;
}

function assertInReview(project: repo.ReviewProject): void {
  if (!isReviewPhase(project.latestPhase))
    throw new AppError('PROJECT_NOT_IN_REVIEW', { messageKey: 'advisorReview.errors.notInReview' });
}

/** The documents of the file: what the active procedures ask for, plus what the advisor requested. */
async function reviewDocuments(
  db: DbOrTx,
  projectId: number,
  userId: number,
  deps: { tokens?: DownloadTokens | undefined; now: Date },
) {
  const [types, uploads, requests, catalogue] = await Promise.all([
    findRequiredDocumentTypes(db, projectId),
    findCurrentUploads(db, projectId),
    repo.documentRequests(db, projectId),
    repo.documentTypeCatalogue(db),
  ]);
  const entries = types.map((t) => ({ id: t.id, nameFr: t.nameFr, nameAr: t.nameAr, required: t.required }));
  for (const r of requests)
    if (!entries.some((e) => e.id === r.documentTypeId)) {
      const type = catalogue.find((c) => c.id === r.documentTypeId);
      if (type) entries.push({ ...type, required: false });
    }
  return Promise.all(
    entries.map(async (e): Promise<TReviewDocument> => {
      const row = uploads.find((u) => u.documentTypeId === e.id);
      // The open request first (the one the advisor acts on), else the latest fulfilled one.
      const request =
        requests.find((r) => r.documentTypeId === e.id && r.fulfilledAt === null) ??
        requests.find((r) => r.documentTypeId === e.id);
      const openRequest = request?.fulfilledAt === null;
      const token = row && deps.tokens ? await deps.tokens.sign({ documentId: row.id, userId, now: deps.now }) : null;
      return {
        documentTypeId: e.id,
        nameFr: e.nameFr,
        nameAr: e.nameAr,
        required: e.required,
        requested: request !== undefined,
        request: request
          ? {
              ...request,
              owner: request.owner,
              requestedAt: request.requestedAt.toISOString(),
              fulfilledAt: iso(request.fulfilledAt),
            }
          : null,
        providedDocumentId: row?.id ?? null,
        originalName: row?.originalName ?? null,
        uploadedAt: iso(row?.uploadedAt ?? null),
        downloadPath: row && token ? `${API}/provided-document/${row.id}/file?token=${encodeURIComponent(token)}` : null,
        advisorValidation: row?.advisorValidation ?? null,
        advisorFeedback: row?.advisorFeedback ?? null,
        inError: documentInError({ advisorValidation: row?.advisorValidation ?? null, openRequest }),
      };
    }),
  );
}

/** GET /projects/{id}/review: procedures, documents, requests and what the advisor may do now. */
export async function reviewState(ctx: DocumentsContext, user: TAccessClaims, projectId: number): Promise<TReviewState> {
  const { db } = ctx;
  const project = await projectOr404(db, user, projectId);
  const [procedureList, documents, catalogue, administrations, advisors] = await Promise.all([
    repo.projectProcedureList(db, projectId),
    reviewDocuments(db, projectId, Number(user.sub), { tokens: ctx.tokens, now: ctx.now() }),
    repo.documentTypeCatalogue(db),
    repo.administrationsOf(db, project.regionId),
    repo.regionAdvisors(db, project.regionId),
  ]);
  const inReview = isReviewPhase(project.latestPhase);
  return {
    projectId,
    name: project.name,
    reference: project.reference,
    latestPhase: project.latestPhase,
    validatedAt: iso(project.validatedAt),
    investorName: `${project.investorFirstName} ${project.investorLastName}`.trim(),
    architectEmail: project.architectEmail,
    procedures: procedureList.map((p) => ({
      ...p,
      requiresArchitect: (ARCHITECT_PROCEDURE_CODES as readonly string[]).includes(p.code),
    })),
    documents,
    documentTypes: catalogue,
    administrations,
    advisorId: project.advisorId,
    advisors,
    abilities: {
      review: inReview,
      validate: canValidate(project.latestPhase, documents),
      requestFromAdministration: canRequestFromAdministration(project.latestPhase, project.validatedAt !== null),
    },
  };
}

/** PUT /projects/{id}/disable-procedure/{procedureId} and enable-procedure: never the last active one. */
export async function setProcedureActive(
  { db }: ServiceContext,
  input: { user: TAccessClaims; projectId: number; procedureId: number; active: boolean },
): Promise<void> {
  const { user, projectId, procedureId, active } = input;
  const project = await projectOr404(db, user, projectId);
  assertInReview(project);
  await db.transaction(async (tx) => {
    await lockProjectRow(tx, projectId);
    const list = await repo.projectProcedureList(tx, projectId);
    if (!list.some((p) => p.id === procedureId)) throw notFound();
    if (!active && !canDisableProcedure(list, procedureId))
      throw new AppError('LAST_ACTIVE_PROCEDURE', { messageKey: 'advisorReview.errors.lastActiveProcedure' });
    const state: ProcedureState = active ? (project.depositedAt ? 'TIME' : 'EDITING') : 'NONE';
    await repo.setProcedureActive(tx, { projectId, procedureId, active, state });
  });
}

/**
 * POST /projects/{id}/notify-investor: the advisor's message mailed to the investor and shown in their
 * notifications. The answer flags a chosen procedure drawn up by an architect whose e-mail is empty.
 */
export async function notifyInvestor(
  ctx: ServiceContext,
  input: { user: TAccessClaims; projectId: number; body: TNotifyInvestorRequest },
): Promise<TNotifyInvestorResponse> {
  const { db } = ctx;
  const { body } = input;
  if (body.projectId !== input.projectId)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field: 'projectId', messageKey: 'errors.field.invalid' }] });
  const project = await projectOr404(db, input.user, input.projectId);
  const procedureList = await repo.projectProcedureList(db, input.projectId);
  const codes = procedureList.filter((p) => p.active).map((p) => p.code);
  await db.transaction(async (tx) => {
    const path = `/projects/${project.id}`;
    await enqueueMail(tx, {
      to: project.investorEmail,
      template: 'advisorMessage',
      params: {
        firstName: project.investorFirstName,
        projectName: project.name,
        reference: project.reference ?? '',
        message: body.message,
        link: ctx.link(path),
      },
    });
    await notify(tx, {
      userId: project.userId,
      titleKey: 'advisorReview.notifications.message.title',
      bodyKey: 'advisorReview.notifications.message.body',
      params: { projectName: project.name },
      link: path,
      projectId: project.id,
    });
  });
  return { messageForEmailArchitectNotExists: requiresArchitect(codes) && project.architectEmail.trim() === '' };
}

/**
 * /provided-document/feedback: valid, or not valid with a comment. A rejected document sends the file
 * back to the investor (INVESTOR_EDITING, with the comment as ADVISOR_FEEDBACK) unless it is there already.
 */
export async function documentFeedback(
  ctx: ServiceContext,
  input: { user: TAccessClaims; body: z.output<typeof ZDocumentFeedbackRequest> },
): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  const { body } = input;
  const upload = await repo.findUpload(db, body.providedDocumentId);
  if (!upload) throw notFound();
  const project = await projectOr404(db, input.user, upload.projectId);
  assertInReview(project);
  const feedback = body.advisorValidation ? null : body.advisorFeedback.trim();
  await db.transaction(async (tx) => {
    await lockProjectRow(tx, project.id);
    await repo.setFeedback(tx, upload.id, body.advisorValidation, feedback);
    if (feedback === null || project.latestPhase === 'INVESTOR_EDITING') return;
    await recordPhase(tx, {
      projectId: project.id,
      title: 'INVESTOR_EDITING',
      by: Number(input.user.sub),
      at: now,
      metadata: [{ name: 'ADVISOR_FEEDBACK', value: feedback }],
    });
    await notify(tx, {
      userId: project.userId,
      titleKey: 'advisorReview.notifications.rejected.title',
      bodyKey: 'advisorReview.notifications.rejected.body',
      params: { projectName: project.name },
      link: `/projects/${project.id}/documents`,
      projectId: project.id,
    });
  });
}

/**
 * POST /projects/{id}/request-document: a further document from the investor (the file goes back to them,
 * INVESTOR_EDITING, and they get an e-mail) or from an administration of the region
 * (WAITING_FOR_ADMINISTRATION_DOCUMENTS, staff only; refused once the file is validated).
 */
export async function requestDocument(
  ctx: DocumentsContext,
  input: { user: TAccessClaims; projectId: number; body: z.output<typeof ZRequestDocumentRequest> },
): Promise<TReviewState> {
  const { db } = ctx;
  const now = ctx.now();
  const { user, projectId, body } = input;
  // The route checked the body; only the day it is now tells whether the deadline is still ahead.
  if (!isFutureWorkingDay(body.deadline, platformWallClock(now).date))
    throw validationFailed([{ field: 'deadline', messageKey: REVIEW_KEYS.deadlineInvalid }], true);
  const project = await projectOr404(db, user, projectId);
  assertInReview(project);
  const catalogue = await repo.documentTypeCatalogue(db);
  const type = catalogue.find((c) => c.id === body.documentTypeId);
  if (!type)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: REVIEW_KEYS.documentTypeRequired,
      fieldErrors: [{ field: 'documentTypeId', messageKey: REVIEW_KEYS.documentTypeRequired }],
    });
  const toAdministration = body.owner === 'ADMINISTRATION';
  if (toAdministration) {
    if (project.validatedAt !== null)
      throw new AppError('PROJECT_ALREADY_VALIDATED', { messageKey: 'advisorReview.errors.alreadyValidated' });
    if (!project.latestPhase || !VALIDATION_PHASES.includes(project.latestPhase))
      throw new AppError('PROJECT_NOT_IN_REVIEW', { messageKey: 'advisorReview.errors.notInReview' });
    const administrations = await repo.administrationsOf(db, project.regionId);
    if (!administrations.some((a) => a.id === body.administrationId))
      throw new AppError('VALIDATION_FAILED', {
        messageKey: REVIEW_KEYS.administrationRequired,
        fieldErrors: [{ field: 'administrationId', messageKey: REVIEW_KEYS.administrationRequired }],
      });
  }
  const by = Number(user.sub);
  await db.transaction(async (tx) => {
    await lockProjectRow(tx, projectId);
    await repo.insertRequest(tx, {
      projectId,
      documentTypeId: type.id,
      owner: body.owner,
      administrationId: toAdministration ? body.administrationId : null,
      deadline: body.deadline,
      comment: body.comment,
      requestedBy: by,
      requestedAt: now,
    });
    await recordPhase(tx, {
      projectId,
      title: toAdministration ? 'WAITING_FOR_ADMINISTRATION_DOCUMENTS' : 'INVESTOR_EDITING',
      by,
      at: now,
      visibleToInvestor: !toAdministration,
      metadata: [
        { name: 'REQUESTED_DOCUMENT_TYPE_ID', value: String(type.id) },
        { name: 'REQUESTED_DOCUMENT_DEADLINE', value: body.deadline },
        { name: 'REQUESTED_DOCUMENT_OWNER', value: body.owner },
      ],
    });
    if (toAdministration) return;
    const path = `/projects/${projectId}/documents`;
    const [y, m, d] = body.deadline.split('-');
    await enqueueMail(tx, {
      to: project.investorEmail,
      template: 'documentRequested',
      params: {
        firstName: project.investorFirstName,
        projectName: project.name,
        reference: project.reference ?? '',
        documentName: type.nameFr,
        deadline: `${d}/${m}/${y}`,
        comment: body.comment,
        link: ctx.link(path),
      },
      lang: 'fr',
    });
    await notify(tx, {
      userId: project.userId,
      titleKey: 'advisorReview.notifications.requested.title',
      bodyKey: 'advisorReview.notifications.requested.body',
      params: { projectName: project.name, deadline: `${d}/${m}/${y}` },
      link: path,
      projectId,
    });
  });
  return reviewState(ctx, user, projectId);
}

/**
 * PUT /projects/{id}/document-requests/{requestId}/received: the advisor records that the administration
 * sent the document asked of it (the request is fulfilled, with the current upload of that type if one was
 * made since). When nothing is awaited from administrations any more, a file waiting for them returns to
 * review (COMPLEMENTS_IN_REVIEW, an internal phase). 404 for another region's file or for a request that is
 * not an administration's; 409 DOCUMENT_REQUEST_FULFILLED when already recorded (nothing changes).
 */
export async function markDocumentReceived(
  ctx: DocumentsContext,
  input: { user: TAccessClaims; projectId: number; requestId: number },
): Promise<TReviewState> {
  const { db } = ctx;
  const now = ctx.now();
  const { user, projectId, requestId } = input;
  const project = await projectOr404(db, user, projectId);
  const by = Number(user.sub);
  await db.transaction(async (tx) => {
    await lockProjectRow(tx, projectId);
    const request = await repo.findRequest(tx, projectId, requestId);
    if (request?.owner !== 'ADMINISTRATION') throw notFound();
    if (request.fulfilledAt !== null)
      throw new AppError('DOCUMENT_REQUEST_FULFILLED', { messageKey: 'advisorReview.errors.requestFulfilled' });
    assertInReview(project);
    const upload = (await findCurrentUploads(tx, projectId)).find(
      (u) => u.documentTypeId === request.documentTypeId && u.uploadedAt >= request.requestedAt,
    );
    await repo.fulfilRequest(tx, { requestId, at: now, providedDocumentId: upload?.id ?? null });
    if ((await repo.openAdministrationRequests(tx, projectId)) > 0) return;
    if ((await latestPhase(tx, projectId))?.title !== 'WAITING_FOR_ADMINISTRATION_DOCUMENTS') return;
    await recordPhase(tx, { projectId, title: 'COMPLEMENTS_IN_REVIEW', by, at: now, visibleToInvestor: false });
  });
  return reviewState(ctx, user, projectId);
}

const actionResponse = async (db: Db, user: TAccessClaims, projectId: number): Promise<TReviewActionResponse> => {
  const p = await projectOr404(db, user, projectId);
  return { projectId: p.id, latestPhase: p.latestPhase, advisorId: p.advisorId, validatedAt: iso(p.validatedAt) };
};

/** PUT /projects/{id}/update-advisor: another active advisor of the file's region (422 otherwise). */
export async function updateAdvisor(
  ctx: ServiceContext,
  input: { user: TAccessClaims; projectId: number; body: TUpdateAdvisorRequest },
): Promise<TReviewActionResponse> {
  const { db } = ctx;
  const { body } = input;
  const project = await projectOr404(db, input.user, input.projectId);
  const advisor = await repo.findRegionAdvisor(db, body.advisorId, project.regionId);
  if (!advisor)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'advisorReview.errors.unknownAdvisor',
      fieldErrors: [{ field: 'advisorId', messageKey: 'advisorReview.errors.unknownAdvisor' }],
    });
  if (advisor.id !== project.advisorId)
    await db.transaction(async (tx) => {
      await lockProjectRow(tx, project.id);
      await repo.setAdvisor(tx, project.id, advisor.id, ctx.now());
      const path = `/projects/${project.id}`;
      await enqueueMail(tx, {
        to: advisor.email,
        template: 'projectReassigned',
        params: {
          firstName: advisor.firstName,
          projectName: project.name,
          reference: project.reference ?? '',
          link: ctx.link(path),
        },
      });
      await notify(tx, {
        userId: advisor.userId,
        titleKey: 'advisorReview.notifications.reassigned.title',
        bodyKey: 'advisorReview.notifications.reassigned.body',
        params: { projectName: project.name },
        link: path,
        projectId: project.id,
      });
    });
  return actionResponse(db, input.user, input.projectId);
}

/** POST /projects/{id}/validate: the file is complete (FILLED); refused while a document is in error. */
export async function validateProject(
  ctx: ServiceContext,
  input: { user: TAccessClaims; projectId: number },
): Promise<TReviewActionResponse> {
  const { db } = ctx;
  const now = ctx.now();
  const { user, projectId } = input;
  const project = await projectOr404(db, user, projectId);
  if (!project.latestPhase || !VALIDATION_PHASES.includes(project.latestPhase))
    throw new AppError('PROJECT_NOT_IN_REVIEW', { messageKey: 'advisorReview.errors.notValidatable' });
  await db.transaction(async (tx) => {
    await lockProjectRow(tx, projectId);
    // Read again under the lock: an upload or a feedback made meanwhile counts (no links needed here).
    const documents = await reviewDocuments(tx, projectId, Number(user.sub), { now });
    if (documents.some((d) => d.inError))
      throw new AppError('DOCUMENTS_IN_ERROR', {
        messageKey: 'advisorReview.errors.documentsInError',
        extra: { documentTypeIds: documents.filter((d) => d.inError).map((d) => d.documentTypeId) },
      });
    await recordPhase(tx, { projectId, title: 'FILLED', by: Number(user.sub), at: now });
    await repo.setValidated(tx, projectId, now);
    await notify(tx, {
      userId: project.userId,
      titleKey: 'advisorReview.notifications.validated.title',
      bodyKey: 'advisorReview.notifications.validated.body',
      params: { projectName: project.name },
      link: `/projects/${projectId}`,
      projectId,
    });
  });
  return actionResponse(db, user, projectId);
}

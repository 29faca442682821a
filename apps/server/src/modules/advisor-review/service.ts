import type { ProcedureState } from '@cri/shared/enums/project-phases';
import {
  canDisableProcedure,
  canRequestFromAdministration,
  canValidate,
  documentInError,
  isActingAdvisor,
  isReviewPhase,
  sendBackBlocker,
  VALIDATION_PHASES,
  validateBlocker,
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
  type TSendBackRequest,
  type TSendBackSummary,
  type TUpdateAdvisorRequest,
  type ZDocumentFeedbackRequest,
  type ZRequestDocumentRequest,
} from '@cri/shared/schemas/advisor-review';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { z } from 'zod';
import { assertActingAdvisor } from '../../core/project-lifecycle/acting-advisor.ts';
import { latestPhase, phaseHistory, recordPhase } from '../../core/project-lifecycle/phases.ts';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { validationFailed } from '../../lib/field-errors.ts';
import { translate } from '../../lib/i18n.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { assignAdvisor } from '../advisor-change/service.ts';
import { PROJECTS_AUDIT_RESOURCE, recordAudit } from '../back-office/audit.ts';
import type { DocumentsContext } from '../documents/context.ts';
import type { DownloadTokens } from '../documents/download-token.ts';
import { findCurrentUploads, findDeprecatedUploads, findRequiredDocumentTypes } from '../documents/service.ts';
import { notify } from '../notifications/notify.ts';
import { architectHasNoPartnerAccount } from '../rokhas/service.ts';
import * as repo from './repository.ts';

const API = '/backend/api';

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

async function projectOr404(db: DbOrTx, user: TAccessClaims, projectId: number) {
  const project = await repo.findReviewProject(db, user, projectId);
  if (!project) throw notFound();
  return project;
}

/** The file as the caller reads it (404 otherwise), provided he is the one who acts on it (decision 029). */
async function projectToActOn(db: DbOrTx, user: TAccessClaims, projectId: number) {
  const project = await projectOr404(db, user, projectId);
  assertActingAdvisor(user, project);
  return project;
}

function assertInReview(project: repo.ReviewProject): void {
  if (!isReviewPhase(project.latestPhase))
    throw new AppError('PROJECT_NOT_IN_REVIEW', { messageKey: 'advisorReview.errors.notInReview' });
}

/** When the review was last sent back to the investor (the latest INVESTOR_EDITING phase), or null. */
async function lastSentBack(db: DbOrTx, projectId: number): Promise<Date | null> {
  const history = await phaseHistory(db, projectId);
  return history.filter((p) => p.title === 'INVESTOR_EDITING').at(-1)?.createdAt ?? null;
}

/**
 * The documents of the file: what the active procedures ask for, plus what the advisor requested; each with
 * its current upload, the advisor's draft verdict, what the investor was sent, and the versions it replaced.
 */
async function reviewDocuments(
  db: DbOrTx,
  projectId: number,
  userId: number,
  deps: { tokens?: DownloadTokens | undefined; now: Date; since?: Date | null },
) {
  const [types, uploads, requests, catalogue, versions] = await Promise.all([
    findRequiredDocumentTypes(db, projectId),
    findCurrentUploads(db, projectId),
    repo.documentRequests(db, projectId),
    repo.documentTypeCatalogue(db),
    findDeprecatedUploads(db, projectId),
  ]);
  const entries = types.map((t) => ({ id: t.id, nameFr: t.nameFr, nameAr: t.nameAr, required: t.required }));
  for (const r of requests)
    if (!entries.some((e) => e.id === r.documentTypeId)) {
      const type = catalogue.find((c) => c.id === r.documentTypeId);
      if (type) entries.push({ ...type, required: false });
    }
  const links = async (row: { id: number; thumbnailKey: string | null } | undefined) => {
    if (!row || !deps.tokens) return { downloadPath: null, thumbnailDownloadPath: null };
    const token = encodeURIComponent(await deps.tokens.sign({ documentId: row.id, userId, now: deps.now }));
    return {
      downloadPath: `${API}/provided-document/${row.id}/file?token=${token}`,
      thumbnailDownloadPath: row.thumbnailKey ? `${API}/provided-document/${row.id}/thumbnail?token=${token}` : null,
    };
  };
  const since = deps.since ?? null;
  return Promise.all(
    entries.map(async (e): Promise<TReviewDocument> => {
      const row = uploads.find((u) => u.documentTypeId === e.id);
      // The open request first (the one the advisor acts on), else the latest fulfilled one.
      const request =
        requests.find((r) => r.documentTypeId === e.id && r.fulfilledAt === null) ??
        requests.find((r) => r.documentTypeId === e.id);
      const openRequest = request?.fulfilledAt === null;
      const previous = versions.filter((v) => v.documentTypeId === e.id);
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
              sentAt: iso(request.sentAt),
            }
          : null,
        providedDocumentId: row?.id ?? null,
        originalName: row?.originalName ?? null,
        uploadedAt: iso(row?.uploadedAt ?? null),
        ...(await links(row)),
        advisorValidation: row?.advisorValidation ?? null,
        advisorFeedback: row?.advisorFeedback ?? null,
        inError: documentInError({ advisorValidation: row?.advisorValidation ?? null, openRequest }),
        sentFeedback: row?.feedbackSentAt ? row.sentFeedback : null,
        feedbackSentAt: iso(row?.feedbackSentAt ?? null),
        changedSinceReview: row !== undefined && since !== null && row.uploadedAt > since,
        previousVersions: await Promise.all(
          previous.map(async (v) => ({
            providedDocumentId: v.id,
            originalName: v.originalName,
            uploadedAt: v.uploadedAt.toISOString(),
            replacedAt: (v.deprecatedAt ?? v.uploadedAt).toISOString(),
            sentFeedback: v.feedbackSentAt ? v.sentFeedback : null,
            ...(await links(v)),
          })),
        ),
      };
    }),
  );
}

/** What a send-back asks of the investor now: the rejected uploads and the open requests to them. */
function sendBackSummary(documents: TReviewDocument[]): TSendBackSummary {
  return {
    rejected: documents.flatMap((d) =>
      d.providedDocumentId !== null && d.advisorValidation === false
        ? [
            {
              documentTypeId: d.documentTypeId,
              providedDocumentId: d.providedDocumentId,
              nameFr: d.nameFr,
              nameAr: d.nameAr,
              comment: d.advisorFeedback ?? '',
            },
          ]
        : [],
    ),
    requests: documents.flatMap((d) =>
      d.request && d.request.owner === 'INVESTOR' && d.request.fulfilledAt === null
        ? [
            {
              requestId: d.request.id,
              documentTypeId: d.documentTypeId,
              nameFr: d.nameFr,
              nameAr: d.nameAr,
              deadline: d.request.deadline,
              comment: d.request.comment,
            },
          ]
        : [],
    ),
  };
}

/** GET /projects/{id}/review: procedures, documents, requests and what the advisor may do now. */
export async function reviewState(ctx: DocumentsContext, user: TAccessClaims, projectId: number): Promise<TReviewState> {
  const { db } = ctx;
  const project = await projectOr404(db, user, projectId);
  const since = await lastSentBack(db, projectId);
  const [procedureList, documents, catalogue, administrations, advisors, assigned] = await Promise.all([
    repo.projectProcedureList(db, projectId),
    reviewDocuments(db, projectId, Number(user.sub), { tokens: ctx.tokens, now: ctx.now(), since }),
    repo.documentTypeCatalogue(db),
    repo.administrationsOf(db, project.regionId),
    repo.regionAdvisors(db, project.regionId),
    project.advisorId === null ? undefined : repo.findAdvisorName(db, project.advisorId),
  ]);
  // Decision 029: the region's other advisors read the file; every action needs the assigned one.
  const acts = isActingAdvisor(user.advisorId, project.advisorId);
  const inReview = isReviewPhase(project.latestPhase) && acts;
  const summary = sendBackSummary(documents);
  const validated = project.validatedAt !== null;
  const sendBack = sendBackBlocker(project.latestPhase, {
    rejected: summary.rejected.length,
    requests: summary.requests.length,
  });
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
    assignedAdvisor: assigned ?? null,
    advisors,
    lastSentBackAt: iso(since),
    sendBack: summary,
    abilities: {
      review: inReview,
      validate: acts && canValidate(project.latestPhase, documents),
      requestFromAdministration: acts && canRequestFromAdministration(project.latestPhase, validated),
      act: acts,
      sendBack: acts && sendBack === null,
    },
    blockers: {
      act: acts ? null : 'NOT_ASSIGNED',
      validate: validateBlocker(project.latestPhase, validated, documents),
      sendBack,
    },
  };
}

/** PUT /projects/{id}/disable-procedure/{procedureId} and enable-procedure: never the last active one. */
export async function setProcedureActive(
  { db }: ServiceContext,
  input: { user: TAccessClaims; projectId: number; procedureId: number; active: boolean },
): Promise<void> {
  const { user, projectId, procedureId, active } = input;
  const project = await projectToActOn(db, user, projectId);
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
 * notifications. The answer flags a chosen procedure drawn up by an architect without a Rokhas account
 * (empty e-mail, or the partner's check answered NOT_EXIST: modules/rokhas).
 */
export async function notifyInvestor(
  ctx: ServiceContext,
  input: { user: TAccessClaims; projectId: number; body: TNotifyInvestorRequest },
): Promise<TNotifyInvestorResponse> {
  const { db } = ctx;
  const { body } = input;
  if (body.projectId !== input.projectId)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field: 'projectId', messageKey: 'errors.field.invalid' }] });
  const project = await projectToActOn(db, input.user, input.projectId);
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
  // Issue 14: the architect has no account at Rokhas (empty e-mail, or the partner answered NOT_EXIST).
  const messageForEmailArchitectNotExists = await architectHasNoPartnerAccount(db, {
    projectId: project.id,
    requiresArchitect: requiresArchitect(codes),
    architectEmail: project.architectEmail,
  });
  return { messageForEmailArchitectNotExists };
}

/**
 * /provided-document/feedback: valid, not valid with a comment, or no verdict (null: the mark taken back).
 * A mark is a draft of the review (decision 028): nothing changes for the investor and the file keeps its
 * phase until the advisor sends the review back.
 */
export async function documentFeedback(
  ctx: ServiceContext,
  input: { user: TAccessClaims; body: z.output<typeof ZDocumentFeedbackRequest> },
): Promise<void> {
  const { db } = ctx;
  const { body } = input;
  const upload = await repo.findUpload(db, body.providedDocumentId);
  if (!upload) throw notFound();
  const project = await projectToActOn(db, input.user, upload.projectId);
  assertInReview(project);
  const feedback = body.advisorValidation === false ? body.advisorFeedback.trim() : null;
  await db.transaction(async (tx) => {
    await lockProjectRow(tx, project.id);
    await repo.setFeedback(tx, upload.id, body.advisorValidation, feedback);
  });
}

/**
 * POST /projects/{id}/request-document: a further document from the investor (a draft of the review,
 * decision 028: it reaches them with the send-back) or from an administration of the region, sent at once
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
  const project = await projectToActOn(db, user, projectId);
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
      sentAt: toAdministration ? now : null,
    });
    if (!toAdministration) return;
    await recordPhase(tx, {
      projectId,
      title: 'WAITING_FOR_ADMINISTRATION_DOCUMENTS',
      by,
      at: now,
      visibleToInvestor: false,
      metadata: [
        { name: 'REQUESTED_DOCUMENT_TYPE_ID', value: String(type.id) },
        { name: 'REQUESTED_DOCUMENT_DEADLINE', value: body.deadline },
        { name: 'REQUESTED_DOCUMENT_OWNER', value: body.owner },
      ],
    });
  });
  return reviewState(ctx, user, projectId);
}

/**
 * DELETE /projects/{id}/document-requests/{requestId}: the advisor takes back a request of his draft review
 * (decision 028). 404 for another file's or an administration's request; 409 once it was sent.
 */
export async function removeDraftRequest(
  ctx: DocumentsContext,
  input: { user: TAccessClaims; projectId: number; requestId: number },
): Promise<TReviewState> {
  const { db } = ctx;
  const { user, projectId, requestId } = input;
  await projectToActOn(db, user, projectId);
  await db.transaction(async (tx) => {
    await lockProjectRow(tx, projectId);
    const request = await repo.findRequest(tx, projectId, requestId);
    if (request?.owner !== 'INVESTOR') throw notFound();
    if (request.sentAt !== null) throw new AppError('DOCUMENT_REQUEST_SENT', { messageKey: 'advisorReview.errors.requestSent' });
    await repo.deleteDraftRequest(tx, requestId);
  });
  return reviewState(ctx, user, projectId);
}

/** A catalogue line with its {{placeholders}} filled (the mail's item lines, one per language). */
const fill = (text: string, params: Record<string, string>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => params[name] ?? '');

const ddmmyyyy = (iso: string): string => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};

/**
 * POST /projects/{id}/send-back (decision 028): the draft of the review reaches the investor in one act.
 * One phase change (INVESTOR_EDITING, as the immediate send-back did, with one ADVISOR_FEEDBACK per rejected
 * document and the REQUESTED_DOCUMENT_* metadata of each request), the verdicts and requests become theirs,
 * and one notification and one e-mail list every item. 409 NOTHING_TO_SEND_BACK without any item,
 * PROJECT_WITH_INVESTOR when the file is with them already.
 */
export async function sendBack(
  ctx: DocumentsContext,
  input: { user: TAccessClaims; projectId: number; body: TSendBackRequest },
): Promise<TReviewState> {
  const { db } = ctx;
  const now = ctx.now();
  const { user, projectId, body } = input;
  if (!isFutureWorkingDay(body.deadline, platformWallClock(now).date))
    throw validationFailed([{ field: 'deadline', messageKey: REVIEW_KEYS.deadlineInvalid }], true);
  const project = await projectToActOn(db, user, projectId);
  const by = Number(user.sub);
  await db.transaction(async (tx) => {
    await lockProjectRow(tx, projectId);
    // Read again under the lock: what is sent is what the draft holds now.
    const current = await repo.findReviewProject(tx, user, projectId);
    if (!current) throw notFound();
    const summary = sendBackSummary(await reviewDocuments(tx, projectId, by, { now }));
    const blocker = sendBackBlocker(current.latestPhase, {
      rejected: summary.rejected.length,
      requests: summary.requests.length,
    });
    if (blocker === 'WITH_INVESTOR')
      throw new AppError('PROJECT_WITH_INVESTOR', { messageKey: 'advisorReview.errors.withInvestor' });
    if (blocker === 'NOTHING_TO_SEND')
      throw new AppError('NOTHING_TO_SEND_BACK', { messageKey: 'advisorReview.errors.nothingToSend' });
    if (blocker !== null) throw new AppError('PROJECT_NOT_IN_REVIEW', { messageKey: 'advisorReview.errors.notInReview' });
    await recordPhase(tx, {
      projectId,
      title: 'INVESTOR_EDITING',
      by,
      at: now,
      metadata: [
        ...summary.rejected.map((r) => ({ name: 'ADVISOR_FEEDBACK' as const, value: `${r.nameFr} : ${r.comment}` })),
        ...summary.requests.flatMap((r) => [
          { name: 'REQUESTED_DOCUMENT_TYPE_ID' as const, value: String(r.documentTypeId) },
          { name: 'REQUESTED_DOCUMENT_DEADLINE' as const, value: r.deadline },
          { name: 'REQUESTED_DOCUMENT_OWNER' as const, value: 'INVESTOR' },
        ]),
      ],
    });
    await repo.markFeedbackSent(tx, { projectId, at: now, deadline: body.deadline });
    await repo.markRequestsSent(tx, projectId, now);
    const path = `/projects/${projectId}/documents`;
    const itemsIn = (lang: 'fr' | 'ar') =>
      [
        ...summary.rejected.map((r) =>
          fill(translate('mail.reviewSentBack.rejectedItem', lang), {
            documentName: lang === 'ar' ? r.nameAr : r.nameFr,
            comment: r.comment,
            deadline: ddmmyyyy(body.deadline),
          }),
        ),
        ...summary.requests.map((r) =>
          fill(translate('mail.reviewSentBack.requestedItem', lang), {
            documentName: lang === 'ar' ? r.nameAr : r.nameFr,
            comment: r.comment,
            deadline: ddmmyyyy(r.deadline),
          }),
        ),
      ].join('\n');
    await enqueueMail(tx, {
      to: project.investorEmail,
      template: 'reviewSentBack',
      params: {
        firstName: project.investorFirstName,
        projectName: project.name,
        reference: project.reference ?? '',
        'items:fr': itemsIn('fr'),
        'items:ar': itemsIn('ar'),
        link: ctx.link(path),
      },
    });
    await notify(tx, {
      userId: project.userId,
      titleKey: 'advisorReview.notifications.sentBack.title',
      bodyKey: 'advisorReview.notifications.sentBack.body',
      params: {
        projectName: project.name,
        rejected: String(summary.rejected.length),
        requested: String(summary.requests.length),
      },
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
  const project = await projectToActOn(db, user, projectId);
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

/**
 * PUT /projects/{id}/update-advisor: another active advisor of the file's region (422 otherwise). An advisor of
 * the region (decision 029) or, from the back-office projects list, the region's support (decision 089): then
 * the advisor who loses the file is told too and the change is an audit line (who, when, from which address,
 * advisor before and after). 404 for a file of another region (region scope), whoever calls.
 */
export async function updateAdvisor(
  ctx: ServiceContext,
  input: { user: TAccessClaims; projectId: number; body: TUpdateAdvisorRequest; ip?: string },
): Promise<TReviewActionResponse> {
  const { db } = ctx;
  const { user } = input;
  const project = await projectOr404(db, user, input.projectId);
  const backOffice = user.roles.includes('ROLE_REGIONAL_SUPPORT');
  await db.transaction(async (tx) => {
    await lockProjectRow(tx, project.id);
    const locked = await projectOr404(tx, user, input.projectId);
    const changed = await assignAdvisor(tx, ctx, { project: locked, advisorId: input.body.advisorId, by: Number(user.sub) });
    if (!changed || !backOffice) return;
    if (locked.advisorId !== null) await tellPreviousAdvisor(tx, ctx, locked, locked.advisorId);
    const nameOf = async (id: number | null) => {
      const a = id === null ? undefined : await repo.findAdvisorName(tx, id);
      return a ? `${a.firstName} ${a.lastName}` : null;
    };
    await recordAudit(tx, {
      at: ctx.now(),
      actor: user,
      ip: input.ip ?? '',
      resource: PROJECTS_AUDIT_RESOURCE,
      recordId: locked.id,
      action: 'update-advisor',
      before: {
        reference: locked.reference,
        name: locked.name,
        advisorId: locked.advisorId,
        advisorName: await nameOf(locked.advisorId),
      },
      after: {
        reference: locked.reference,
        name: locked.name,
        advisorId: input.body.advisorId,
        advisorName: await nameOf(input.body.advisorId),
      },
      regionId: locked.regionId,
    });
  });
  return actionResponse(db, user, input.projectId);
}

/** The advisor a file was taken from by the back-office: portal and mail, with the file's name and reference. */
async function tellPreviousAdvisor(tx: DbOrTx, ctx: ServiceContext, project: repo.ReviewProject, advisorId: number) {
  const previous = await repo.findAdvisorContact(tx, advisorId);
  if (!previous) return;
  await notify(tx, {
    userId: previous.userId,
    titleKey: 'advisorReview.notifications.withdrawn.title',
    bodyKey: 'advisorReview.notifications.withdrawn.body',
    params: { projectName: project.name },
    link: '/projects',
    projectId: project.id,
  });
  await enqueueMail(tx, {
    to: previous.email,
    template: 'projectWithdrawn',
    params: {
      firstName: previous.firstName,
      projectName: project.name,
      reference: project.reference ?? '',
      link: ctx.link('/projects'),
    },
  });
}

/** GET /projects/{id}/advisor-candidates: the active advisors of the file's region but its own (404 outside the scope). */
export async function advisorCandidates(ctx: ServiceContext, user: TAccessClaims, projectId: number) {
  const project = await projectOr404(ctx.db, user, projectId);
  return (await repo.regionAdvisors(ctx.db, project.regionId)).filter((a) => a.id !== project.advisorId);
}

/** POST /projects/{id}/validate: the file is complete (FILLED); refused while a document is in error. */
export async function validateProject(
  ctx: ServiceContext,
  input: { user: TAccessClaims; projectId: number },
): Promise<TReviewActionResponse> {
  const { db } = ctx;
  const now = ctx.now();
  const { user, projectId } = input;
  const project = await projectToActOn(db, user, projectId);
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

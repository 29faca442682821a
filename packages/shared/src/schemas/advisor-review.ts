import { z } from 'zod';
import { PROCEDURE_STATES, PROJECT_PHASES } from '../enums/project-phases.ts';
import { isIsoDate } from '../rules/appointment-slots.ts';

/**
 * Review of a submitted file by the region's advisor (spec 2 §2 Advisor "check-procedures",
 * "check-documents", §4 "Document verification", "Advisor actions", §5, §7, §8): procedures enabled or
 * disabled, each document valid or not, further documents requested, the investor notified, the file
 * validated or given to another advisor of the region.
 */

const Id = z.number().int().positive().max(2_147_483_647);
const CoercedId = z.coerce.number().int().positive().max(2_147_483_647);

/** Spec 2 §5, §9: messages and comments at most 1200 characters. */
export const ADVISOR_MESSAGE_MAX = 1200;

export const DOCUMENT_REQUEST_OWNERS = ['INVESTOR', 'ADMINISTRATION'] as const;
export type DocumentRequestOwner = (typeof DOCUMENT_REQUEST_OWNERS)[number];

/** How the advisor's check of the documents ended; carried by the notify-investor route (spec 2 §2). */
export const VERIFICATION_STATUSES = ['VALID', 'INVALID'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Message keys (catalogue `advisorReview`), used by the forms and by the server's answers. */
export const REVIEW_KEYS = {
  messageRequired: 'advisorReview.notify.messageRequired',
  messageTooLong: 'advisorReview.notify.messageTooLong',
  commentRequired: 'advisorReview.documents.commentRequired',
  commentTooLong: 'advisorReview.documents.commentTooLong',
  deadlineInvalid: 'advisorReview.request.deadlineInvalid',
  administrationRequired: 'advisorReview.request.administrationRequired',
  documentTypeRequired: 'advisorReview.request.documentTypeRequired',
} as const;

export const ZProjectProcedureParams = z.object({ id: CoercedId, procedureId: CoercedId });

export const ZReviewProcedure = z.object({
  id: Id,
  code: z.string(),
  nameFr: z.string(),
  nameAr: z.string(),
  active: z.boolean(),
  state: z.enum(PROCEDURE_STATES),
  /** Drawn up by an architect (the notify answer warns when the architect has no e-mail). */
  requiresArchitect: z.boolean(),
});
export type TReviewProcedure = z.infer<typeof ZReviewProcedure>;

export const ZReviewRequest = z.object({
  id: Id,
  owner: z.enum(DOCUMENT_REQUEST_OWNERS),
  administrationId: Id.nullable(),
  administrationNameFr: z.string().nullable(),
  administrationNameAr: z.string().nullable(),
  deadline: z.string(),
  comment: z.string(),
  requestedAt: z.iso.datetime(),
  fulfilledAt: z.iso.datetime().nullable(),
  /** Null while the request is a draft of the review (decision 028): the investor does not see it yet. */
  sentAt: z.iso.datetime().nullable(),
});
export type TReviewRequest = z.infer<typeof ZReviewRequest>;

/** An earlier version of a document, kept once the file was submitted (version compare, decision 028). */
export const ZDocumentVersion = z.object({
  providedDocumentId: Id,
  originalName: z.string(),
  uploadedAt: z.iso.datetime(),
  replacedAt: z.iso.datetime(),
  /** The comment the investor was sent about it, if it was rejected. */
  sentFeedback: z.string().nullable(),
  downloadPath: z.string().nullable(),
  thumbnailDownloadPath: z.string().nullable(),
});
export type TDocumentVersion = z.infer<typeof ZDocumentVersion>;

/** One document of the file as the advisor checks it. */
export const ZReviewDocument = z.object({
  documentTypeId: Id,
  nameFr: z.string(),
  nameAr: z.string(),
  /** Asked by an active procedure as mandatory; false: optional. */
  required: z.boolean(),
  /** Asked by the advisor (an open or fulfilled request). */
  requested: z.boolean(),
  /** The latest request for this type, if any. */
  request: ZReviewRequest.nullable(),
  /** The current upload (null: nothing provided). */
  providedDocumentId: Id.nullable(),
  originalName: z.string().nullable(),
  uploadedAt: z.iso.datetime().nullable(),
  /** Signed short-lived link under /backend/api. */
  downloadPath: z.string().nullable(),
  advisorValidation: z.boolean().nullable(),
  advisorFeedback: z.string().nullable(),
  /** Spec 2 §4: rejected by the advisor, or requested and not provided yet. */
  inError: z.boolean(),
  thumbnailDownloadPath: z.string().nullable(),
  /** What the investor was last sent about this upload (decision 028), with when; null: nothing sent. */
  sentFeedback: z.string().nullable(),
  feedbackSentAt: z.iso.datetime().nullable(),
  /** Uploaded after the review was last sent back: a new version the advisor has not seen. */
  changedSinceReview: z.boolean(),
  /** The versions this upload replaced (deprecated documents, spec 2 §4), newest first. */
  previousVersions: z.array(ZDocumentVersion),
});
export type TReviewDocument = z.infer<typeof ZReviewDocument>;

const ZOption = z.object({ id: Id, nameFr: z.string(), nameAr: z.string() });

/** An active advisor of the file's region (the choices of update-advisor). */
export const ZReviewAdvisor = z.object({ id: Id, firstName: z.string(), lastName: z.string() });
export type TReviewAdvisor = z.infer<typeof ZReviewAdvisor>;

export const VALIDATE_BLOCKERS = ['NOT_IN_REVIEW', 'WITH_INVESTOR', 'VALIDATED', 'DOCUMENTS_IN_ERROR'] as const;
export const SEND_BACK_BLOCKERS = ['NOT_IN_REVIEW', 'WITH_INVESTOR', 'NOTHING_TO_SEND'] as const;

/** What the investor will be asked when the review is sent back: each rejected document, each request. */
export const ZSendBackSummary = z.object({
  rejected: z.array(
    z.object({ documentTypeId: Id, providedDocumentId: Id, nameFr: z.string(), nameAr: z.string(), comment: z.string() }),
  ),
  requests: z.array(
    z.object({
      requestId: Id,
      documentTypeId: Id,
      nameFr: z.string(),
      nameAr: z.string(),
      deadline: z.string(),
      comment: z.string(),
    }),
  ),
});
export type TSendBackSummary = z.infer<typeof ZSendBackSummary>;

/** GET /projects/{id}/review: what the check-procedures and check-documents pages show. */
export const ZReviewState = z.object({
  projectId: Id,
  name: z.string(),
  reference: z.string().nullable(),
  latestPhase: z.enum(PROJECT_PHASES).nullable(),
  validatedAt: z.iso.datetime().nullable(),
  investorName: z.string(),
  architectEmail: z.string(),
  procedures: z.array(ZReviewProcedure),
  documents: z.array(ZReviewDocument),
  /** Document types that may be requested (the catalogue), and the region's administrations. */
  documentTypes: z.array(ZOption),
  administrations: z.array(ZOption),
  /** The advisor in charge (advisors.id) and the region's active advisors the file may be given to. */
  advisorId: Id.nullable(),
  /** The advisor in charge, by name (null: none assigned), shown on the file (decision 029). */
  assignedAdvisor: ZReviewAdvisor.nullable(),
  advisors: z.array(ZReviewAdvisor),
  /** When the review was last sent back to the investor (null: never); "changed since" counts from it. */
  lastSentBackAt: z.iso.datetime().nullable(),
  /** What a send-back would ask of the investor now (the confirmation's summary, decision 028). */
  sendBack: ZSendBackSummary,
  abilities: z.object({
    /** The caller may check this file now (submitted, not yet examined by the commission). */
    review: z.boolean(),
    /** Validation possible now: in review and no document in error. */
    validate: z.boolean(),
    /** Documents may still be asked of an administration (never once validated). */
    requestFromAdministration: z.boolean(),
    /** The caller is the advisor who acts on the file (decision 029); false: he reads it only. */
    act: z.boolean(),
    /** The review may be sent back to the investor now. */
    sendBack: z.boolean(),
  }),
  /** Why each disabled action is disabled (null: enabled), for the page to say it. */
  blockers: z.object({
    act: z.enum(['NOT_ASSIGNED']).nullable(),
    validate: z.enum(VALIDATE_BLOCKERS).nullable(),
    sendBack: z.enum(SEND_BACK_BLOCKERS).nullable(),
  }),
});
export type TReviewState = z.infer<typeof ZReviewState>;

const message = z
  .string()
  .trim()
  .min(1, { message: REVIEW_KEYS.messageRequired })
  .max(ADVISOR_MESSAGE_MAX, { message: REVIEW_KEYS.messageTooLong });

/** POST /projects/{id}/notify-investor (spec 2 §7: payload message, projectId). */
export const ZNotifyInvestorRequest = z.object({ message, projectId: Id });
export type TNotifyInvestorRequest = z.infer<typeof ZNotifyInvestorRequest>;

export const ZNotifyInvestorResponse = z.object({
  /** A chosen procedure needs an architect whose e-mail is empty: the page says so (notify-investor-success). */
  messageForEmailArchitectNotExists: z.boolean(),
});
export type TNotifyInvestorResponse = z.infer<typeof ZNotifyInvestorResponse>;

/**
 * /provided-document/feedback: valid, or not valid with a mandatory comment (spec 2 §4, §5); null takes the
 * mark back. A draft of the review until it is sent back (decision 028).
 */
export const ZDocumentFeedbackRequest = z
  .object({
    providedDocumentId: Id,
    advisorValidation: z.boolean().nullable(),
    advisorFeedback: z.string().max(ADVISOR_MESSAGE_MAX, { message: REVIEW_KEYS.commentTooLong }).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.advisorValidation === false && v.advisorFeedback.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['advisorFeedback'], message: REVIEW_KEYS.commentRequired });
  });
export type TDocumentFeedbackRequest = z.input<typeof ZDocumentFeedbackRequest>;

/** POST /projects/{id}/request-document. `today` checks the deadline: a future working day. */
export const requestDocumentSchema = (today: string) =>
  z
    .object({
      documentTypeId: Id,
      owner: z.enum(DOCUMENT_REQUEST_OWNERS),
      administrationId: Id.nullable().default(null),
      deadline: z.string().refine((d) => isFutureWorkingDay(d, today), { message: REVIEW_KEYS.deadlineInvalid }),
      comment: z.string().trim().max(ADVISOR_MESSAGE_MAX, { message: REVIEW_KEYS.commentTooLong }).default(''),
    })
    .superRefine((v, ctx) => {
      if (v.owner === 'ADMINISTRATION' && v.administrationId === null)
        ctx.addIssue({ code: 'custom', path: ['administrationId'], message: REVIEW_KEYS.administrationRequired });
    });
/** The body as documented (the deadline rule needs the day, checked by the service). */
export const ZRequestDocumentRequest = requestDocumentSchema('1970-01-01');
export type TRequestDocumentRequest = z.input<typeof ZRequestDocumentRequest>;

/**
 * PUT /projects/{id}/document-requests/{requestId}/received: the advisor records that the administration
 * sent the document asked of it (no body). The file returns to review once nothing is awaited any more.
 */
export const ZDocumentRequestParams = z.object({ id: CoercedId, requestId: CoercedId });

/**
 * POST /projects/{id}/send-back (decision 028): the review goes to the investor in one act; `deadline` is the
 * day by which the rejected documents are to be replaced (a future working day, like a request's).
 */
export const sendBackSchema = (today: string) =>
  z.object({
    deadline: z.string().refine((d) => isFutureWorkingDay(d, today), { message: REVIEW_KEYS.deadlineInvalid }),
  });
export const ZSendBackRequest = sendBackSchema('1970-01-01');
export type TSendBackRequest = z.infer<typeof ZSendBackRequest>;

/** PUT /projects/{id}/update-advisor. */
export const ZUpdateAdvisorRequest = z.object({ advisorId: Id });
export type TUpdateAdvisorRequest = z.infer<typeof ZUpdateAdvisorRequest>;

/** Answer of validate and update-advisor. */
export const ZReviewActionResponse = z.object({
  projectId: Id,
  latestPhase: z.enum(PROJECT_PHASES).nullable(),
  advisorId: Id.nullable(),
  validatedAt: z.iso.datetime().nullable(),
});
export type TReviewActionResponse = z.infer<typeof ZReviewActionResponse>;

/** A future working day (Monday to Friday, after `today`), as 'YYYY-MM-DD'. */
export function isFutureWorkingDay(date: string, today: string): boolean {
  if (!isIsoDate(date) || date <= today) return false;
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
}

export { ADVISOR_REVIEW_PATHS } from '../paths.ts';
export const checkProceduresPath = (id: number): string => `/projects/${id}/check-procedures`;
export const notifyInvestorPath = (id: number, status: VerificationStatus): string => `/projects/${id}/notify-investor/${status}`;
export const notifyInvestorSuccessPath = (id: number): string => `/projects/${id}/notify-investor-success`;
export const checkDocumentsPath = (id: number): string => `/projects/${id}/check-documents`;

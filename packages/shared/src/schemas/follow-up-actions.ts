import { z } from 'zod';
import {
  ACT_REVISION_REASON_MAX,
  ACT_REVISION_REQUESTERS,
  ACT_STATUSES,
  FOLLOW_UP_ACTION_TYPES,
  FOLLOW_UP_CLOSE_REASONS,
  FOLLOW_UP_DELAY_MAX_DAYS,
  FOLLOW_UP_DESCRIPTION_MAX,
  FOLLOW_UP_DOCUMENT_AUTHORS,
  FOLLOW_UP_MESSAGE_MAX,
  FOLLOW_UP_RECIPIENTS,
  FOLLOW_UP_STATUSES,
  FOLLOW_UP_TITLE_MAX,
  PROCEDURE_ACTION_STATES,
} from '../enums/follow-up-actions.ts';
import { FOLLOW_UP_ACTION_PATHS } from '../paths.ts';

/**
 * Follow-up actions and act delivery (issue 14; spec 2 §2 Advisor "Follow-up actions", §3, §4, §7, §9;
 * decisions 035, 036). One schema per operation, used by the form and the route.
 */

const Id = z.number().int().positive().max(2_147_483_647);
const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().max(max, { message: 'errors.field.tooLong' });
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** Accepted types of an action's attachment and documents (spec 2 §9); the act itself is a PDF only. */
export const FOLLOW_UP_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const ACT_FILE_TYPES = ['application/pdf'] as const;

/** The fields of the action form (multipart field `followUpAction`, a JSON text), create and update. */
export const ZFollowUpActionForm = z
  .object({
    projectId: Id,
    procedureId: Id,
    type: z.enum(FOLLOW_UP_ACTION_TYPES),
    recipient: z.enum(FOLLOW_UP_RECIPIENTS),
    administrationId: Id.nullable().default(null),
    visibleToInvestor: flag.default(false),
    stepTitle: text(FOLLOW_UP_TITLE_MAX).min(1, { message: 'errors.field.required' }),
    requestedDocumentTitle: text(FOLLOW_UP_TITLE_MAX).default(''),
    documentDescription: text(FOLLOW_UP_DESCRIPTION_MAX).default(''),
    message: text(FOLLOW_UP_MESSAGE_MAX).default(''),
    delayDays: z.coerce
      .number({ message: 'errors.field.required' })
      .int()
      .min(1, { message: 'followUpActions.errors.delay' })
      .max(FOLLOW_UP_DELAY_MAX_DAYS, { message: 'followUpActions.errors.delay' }),
    isLastStep: flag.default(false),
  })
  .superRefine((v, ctx) => {
    if (v.recipient === 'ADMINISTRATION' && v.administrationId === null)
      ctx.addIssue({ code: 'custom', path: ['administrationId'], message: 'errors.field.required' });
    if (v.type === 'UPLOAD_FILE' && v.requestedDocumentTitle === '')
      ctx.addIssue({ code: 'custom', path: ['requestedDocumentTitle'], message: 'errors.field.required' });
    if (v.type === 'ACT_DELIVERY' && v.recipient !== 'INVESTOR')
      ctx.addIssue({ code: 'custom', path: ['recipient'], message: 'followUpActions.errors.actRecipient' });
  })
  .transform((v) => ({
    ...v,
    administrationId: v.recipient === 'ADMINISTRATION' ? v.administrationId : null,
    // An action for the investor is one they see; an act is delivered to them.
    visibleToInvestor: v.recipient === 'INVESTOR' || v.type === 'ACT_DELIVERY' ? true : v.visibleToInvestor,
    requestedDocumentTitle: v.type === 'UPLOAD_FILE' ? v.requestedDocumentTitle : '',
    documentDescription: v.type === 'UPLOAD_FILE' ? v.documentDescription : '',
  }));
export type TFollowUpActionFormInput = z.input<typeof ZFollowUpActionForm>;
export type TFollowUpActionForm = z.output<typeof ZFollowUpActionForm>;

export const ZFollowUpActionListQuery = z.object({ projectId: ZId });
export const ZFollowUpActionParams = z.object({ id: ZId });
export const ZFollowUpDocumentParams = z.object({ id: ZId, documentId: ZId });

/** A director's or governor's revision request of an act. */
export const ZActRevisionRequest = z.object({
  reason: text(ACT_REVISION_REASON_MAX).min(1, { message: 'errors.field.required' }),
});
export type TActRevisionRequest = z.infer<typeof ZActRevisionRequest>;

export const ZFollowUpDocument = z.object({
  id: Id,
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  author: z.enum(FOLLOW_UP_DOCUMENT_AUTHORS),
  uploadedAt: z.iso.datetime(),
  /** The end of the hour in which it may be deleted (spec 2 §9). */
  editableUntil: z.iso.datetime(),
  canDelete: z.boolean(),
});
export type TFollowUpDocument = z.infer<typeof ZFollowUpDocument>;

export const ZActRevision = z.object({
  id: Id,
  requester: z.enum(ACT_REVISION_REQUESTERS),
  reason: z.string(),
  actVersion: z.number().int(),
  requestedByName: z.string(),
  requestedAt: z.iso.datetime(),
});
export type TActRevision = z.infer<typeof ZActRevision>;

export const ZActVersion = z.object({
  version: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  uploadedAt: z.iso.datetime(),
});
export type TActVersion = z.infer<typeof ZActVersion>;

export const ZFollowUpAction = z.object({
  id: Id,
  projectId: Id,
  procedureId: Id,
  procedureNameFr: z.string(),
  procedureNameAr: z.string(),
  type: z.enum(FOLLOW_UP_ACTION_TYPES),
  recipient: z.enum(FOLLOW_UP_RECIPIENTS),
  administrationId: Id.nullable(),
  administrationNameFr: z.string().nullable(),
  administrationNameAr: z.string().nullable(),
  visibleToInvestor: z.boolean(),
  stepTitle: z.string(),
  requestedDocumentTitle: z.string(),
  documentDescription: z.string(),
  message: z.string(),
  delayDays: z.number().int(),
  deadline: z.iso.date(),
  overdue: z.boolean(),
  isLastStep: z.boolean(),
  attachment: z.object({ fileName: z.string(), mimeType: z.string(), size: z.number().int() }).nullable(),
  status: z.enum(FOLLOW_UP_STATUSES),
  closedReason: z.enum(FOLLOW_UP_CLOSE_REASONS).nullable(),
  closedAt: z.iso.datetime().nullable(),
  doneAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  act: z
    .object({
      status: z.enum(ACT_STATUSES),
      version: z.number().int(),
      isApproved: z.boolean(),
      approvedAt: z.iso.datetime().nullable(),
      revisionsByDirector: z.number().int(),
      revisionsByGovernor: z.number().int(),
      lastRevisionReason: z.string().nullable(),
      signed: z.object({ fileName: z.string(), signedAt: z.iso.datetime() }).nullable(),
    })
    .nullable(),
  documents: z.array(ZFollowUpDocument),
  abilities: z.object({
    edit: z.boolean(),
    delete: z.boolean(),
    /** Upload a document answering it (the recipient). */
    answer: z.boolean(),
    markDone: z.boolean(),
    /** The regional director: validate the act or ask a revision. */
    reviewAct: z.boolean(),
    /** The advisor: replace the act after a revision request. */
    replaceAct: z.boolean(),
  }),
});
export type TFollowUpAction = z.infer<typeof ZFollowUpAction>;

export const ZProcedureFollowUp = z.object({
  procedureId: Id,
  nameFr: z.string(),
  nameAr: z.string(),
  actionState: z.enum(PROCEDURE_ACTION_STATES),
  /** Closed by its last step: no new action. */
  closed: z.boolean(),
});
export type TProcedureFollowUp = z.infer<typeof ZProcedureFollowUp>;

/** GET /follow-up-action?projectId. */
export const ZFollowUpActionList = z.object({
  projectId: Id,
  projectName: z.string(),
  reference: z.string().nullable(),
  /** The administrations the file is shared with: those an action may be addressed to. */
  administrations: z.array(z.object({ id: Id, nameFr: z.string(), nameAr: z.string() })),
  /** The commission decided (actions are possible) and the caller may add actions. */
  canCreate: z.boolean(),
  procedures: z.array(ZProcedureFollowUp),
  actions: z.array(ZFollowUpAction),
});
export type TFollowUpActionList = z.infer<typeof ZFollowUpActionList>;

/** GET /follow-up-action/{id}/act-revisions: the act history (versions and revisions). */
export const ZActHistory = z.object({
  fuaId: Id,
  projectId: Id,
  versions: z.array(ZActVersion),
  revisions: z.array(ZActRevision),
  revisionsByDirector: z.number().int(),
  revisionsByGovernor: z.number().int(),
});
export type TActHistory = z.infer<typeof ZActHistory>;

/** /projects/{id}/follow-up-actions: the file's follow-up actions (linked from the project page). */
export { followUpActionsPath } from '../paths.ts';
export { FOLLOW_UP_ACTION_PATHS };

import { z } from 'zod';
import { ROKHAS_NATURE_CODES } from '../enums/reference-data.ts';
import { ROKHAS_PATHS } from '../paths.ts';
import {
  ARCHITECT_CHECK_STATUSES,
  EXAMINATION_STATES,
  PARTNER_SITUATION_STATES,
  PARTNER_TASK_KINDS,
  PARTNER_TASK_STATUSES,
  SEND_BLOCKERS,
} from '../rules/rokhas.ts';

export { ROKHAS_PATHS };

/**
 * Rokhas, the building-permit partner (issue 14; spec 2 §2 "Notification and sharing", §3 Rokhas situation,
 * §4; decisions 039 and 040): the architect's e-mail checked against the partner's accounts, the file shared
 * with the partner's technical members for 48 hours of comments, a procedure's folder sent, and the
 * situations the partner reports back.
 */

const Id = z.number().int().positive().max(2_147_483_647);
const Iso = z.iso.datetime();

export const rokhasSituationPath = (id: number) => ROKHAS_PATHS.situation.replace(':id', String(id));
export const shareConfirmationPath = (id: number) => ROKHAS_PATHS.shareConfirmation.replace(':projectId', String(id));
export const shareSuccessPath = (id: number) => ROKHAS_PATHS.shareSuccess.replace(':id', String(id));
export const sendSuccessPath = (id: number) => ROKHAS_PATHS.sendSuccess.replace(':id', String(id));
export const technicalSupportPath = (administrationId: number) =>
  ROKHAS_PATHS.technicalSupport.replace(':administrationId', String(administrationId));

export const ZProjectIdParam = z.object({ projectId: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZSendFolderParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  procedureId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A call to the partner as the advisor sees it (spec 2 §4 Task status). */
export const ZPartnerTask = z.object({
  id: Id,
  kind: z.enum(PARTNER_TASK_KINDS),
  status: z.enum(PARTNER_TASK_STATUSES),
  procedureId: Id.nullable(),
  attempts: z.number().int().min(0),
  createdAt: Iso,
  /** When it is tried again (FAILED only); null when it is not tried any more. */
  nextAttemptAt: Iso.nullable(),
  doneAt: Iso.nullable(),
});
export type TPartnerTask = z.infer<typeof ZPartnerTask>;

/** GET /data-verification/{projectId}/verify-email-result (and the POST's answer). */
export const ZVerifyEmailResult = z.object({
  projectId: Id,
  /** The architect's e-mail on the file now ('' when none). */
  email: z.string(),
  /** null: never checked, or checked for another e-mail than the current one. */
  status: z.enum(ARCHITECT_CHECK_STATUSES).nullable(),
  checkedAt: Iso.nullable(),
  /** The architect's name as the partner knows it (EXIST only). */
  partnerArchitectName: z.string().nullable(),
});
export type TVerifyEmailResult = z.infer<typeof ZVerifyEmailResult>;

export const ZPartnerComment = z.object({
  id: Id,
  author: z.string(),
  organisation: z.string(),
  body: z.string(),
  commentedAt: Iso,
});
export type TPartnerComment = z.infer<typeof ZPartnerComment>;

/** Why a file may not be shared with Rokhas now. */
export const SHARE_BLOCKERS = ['NOT_DECIDED', 'COMMUNE_NOT_COVERED', 'ALREADY_SHARED', 'NOT_ASSIGNED'] as const;

/** GET /projects/{id}/share-folder-with-partner: the sharing for comments and what came back. */
export const ZShareFolderState = z.object({
  projectId: Id,
  name: z.string(),
  reference: z.string().nullable(),
  /** SHARED_FOLDER_ID: the folder at the partner, once it acknowledged the share. */
  sharedFolderId: z.string().nullable(),
  sharedAt: Iso.nullable(),
  /** sharedAt + 48 hours. */
  commentDeadline: Iso.nullable(),
  commentWindowOpen: z.boolean(),
  task: ZPartnerTask.nullable(),
  comments: z.array(ZPartnerComment),
  abilities: z.object({ share: z.boolean() }),
  /** Why the file may not be shared now (NOT_DECIDED, COMMUNE_NOT_COVERED, ALREADY_SHARED, NOT_ASSIGNED). */
  shareBlockers: z.array(z.enum(SHARE_BLOCKERS)),
});
export type TShareFolderState = z.infer<typeof ZShareFolderState>;

export const ZSituation = z.object({
  id: Id,
  examinationState: z.enum(PARTNER_SITUATION_STATES),
  depositDate: z.string().nullable(),
  instructionDate: z.string().nullable(),
  comment: z.string(),
  reportedAt: Iso,
});
export type TSituation = z.infer<typeof ZSituation>;

export const ZLandFolder = z.object({
  id: Id,
  procedureId: Id,
  procedureNameFr: z.string(),
  procedureNameAr: z.string(),
  natureCode: z.enum(ROKHAS_NATURE_CODES),
  /** The partner's reference of the folder. */
  partnerReference: z.string(),
  sentAt: Iso,
  situations: z.array(ZSituation),
  /** When the Rokhas job last read the folder's situation from the partner; null before the first read. */
  situationReadAt: Iso.nullable(),
});
export type TLandFolder = z.infer<typeof ZLandFolder>;

export const ZRokhasProcedure = z.object({
  id: Id,
  nameFr: z.string(),
  nameAr: z.string(),
  natureCode: z.enum(ROKHAS_NATURE_CODES).nullable(),
  blockers: z.array(z.enum(SEND_BLOCKERS)),
  canSend: z.boolean(),
});

/** GET /projects/{id}/land-folder-partner: the Rokhas situation of the file (spec 2 §3, §4). */
/** Spec 2 §3 "Rokhas situation": the file's facts as the partner receives them. */
export const ZRokhasFacts = z.object({
  reference: z.string(),
  province: z.string(),
  commune: z.string(),
  investor: z.string(),
  company: z.string(),
  architect: z.object({ fullName: z.string(), email: z.string(), authorizationNumber: z.string() }),
  consistence: z.string(),
  landArea: z.number().nullable(),
  landReferences: z.array(z.string()),
});
export type TRokhasFacts = z.infer<typeof ZRokhasFacts>;

export const ZLandFolderPartner = z.object({
  projectId: Id,
  name: z.string(),
  reference: z.string().nullable(),
  communeNameFr: z.string().nullable(),
  communeNameAr: z.string().nullable(),
  /** The commune is flagged `communes.rokhas` (GET /communes/rokhas). */
  communeCovered: z.boolean(),
  latestPhase: z.string().nullable(),
  commissionDecision: z.string().nullable(),
  /** Spec 2 §4 land-folder status; null while nothing was ever sent. */
  status: z.enum(EXAMINATION_STATES).nullable(),
  verification: ZVerifyEmailResult,
  facts: ZRokhasFacts,
  folders: z.array(ZLandFolder),
  procedures: z.array(ZRokhasProcedure),
  tasks: z.array(ZPartnerTask),
  /** The caller is the advisor who acts on the file (decision 029). */
  canAct: z.boolean(),
  /** The region's urban agency, whose Rokhas technical support the advisor contacts. */
  supportAdministration: z.object({ id: Id, nameFr: z.string(), nameAr: z.string() }).nullable(),
});
export type TLandFolderPartner = z.infer<typeof ZLandFolderPartner>;

export const ZSendFolderResponse = z.object({ task: ZPartnerTask });
export type TSendFolderResponse = z.infer<typeof ZSendFolderResponse>;

/**
 * What the partner posts back to the portal (HMAC-signed, decision 039): comments on a shared folder, or
 * a situation of a sent one. Headers: x-rokhas-event-id, x-rokhas-timestamp, x-rokhas-signature.
 */
export const ZRokhasCallback = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('COMMENT'),
    folderId: z.string().min(1).max(64),
    comment: z.object({
      id: z.string().min(1).max(64),
      author: z.string().min(1).max(200),
      organisation: z.string().max(200),
      body: z.string().min(1).max(2000),
      at: Iso,
    }),
  }),
  z.object({
    type: z.literal('SITUATION'),
    folderId: z.string().min(1).max(64),
    situation: z.object({
      id: z.string().min(1).max(64),
      examinationState: z.enum(PARTNER_SITUATION_STATES),
      depositDate: z.iso.date().nullable(),
      instructionDate: z.iso.date().nullable(),
      comment: z.string().max(2000),
      at: Iso,
    }),
  }),
]);
export type TRokhasCallback = z.infer<typeof ZRokhasCallback>;
export const ZCallbackAck = z.object({ received: z.boolean() });

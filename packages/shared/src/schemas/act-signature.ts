import { z } from 'zod';
import { ACT_SIGNATURE_PATHS } from '../paths.ts';

/**
 * The governor's electronic signature of a delivery act and its delivery to the investor (issue 14, second
 * part; spec 2 §2 Signatures, §4 "Act delivery", §7 Signatures, §8). Decisions 037 (the signing shared
 * with the minutes) and 038 (download and delivery rules).
 */

const ZId = z.coerce.number().int().positive().max(2_147_483_647);

export { ACT_SIGNATURE_PATHS };

/** The reason of a revision asked by the governor (as the director's, decision 036). */
export const GOVERNOR_REVISION_REASON_MAX = 1000;

/** GET /esign/request-sign-act-to-delivery?projectId&followUpActionId&userId (userId: the caller). */
export const ZRequestSignActQuery = z.object({
  projectId: ZId,
  followUpActionId: ZId,
  userId: ZId,
  /** Language of the provider's page (default fr). */
  lang: z.enum(['fr', 'ar']).default('fr'),
});
export type TRequestSignActQuery = z.input<typeof ZRequestSignActQuery>;

/** `/follow-up-action/{id}/...` of this module. */
export const ZActParams = z.object({ id: ZId });

/** POST /follow-up-action/{id}/sign-act: back from the provider with its transaction. */
export const ZSignActRequest = z.object({ transactionId: z.string().trim().min(1).max(200) });
export type TSignActRequest = z.input<typeof ZSignActRequest>;

/** POST /follow-up-action/{id}/governor-revision: the governor asks the advisor for a new version. */
export const ZGovernorRevisionRequest = z.object({
  reason: z.string().trim().min(1, 'errors.field.required').max(GOVERNOR_REVISION_REASON_MAX, 'errors.field.tooLong'),
});
export type TGovernorRevisionRequest = z.input<typeof ZGovernorRevisionRequest>;

/** GET /esign/act-error?followUpActionId: the provider's text of the governor's last failed request. */
export const ZActEsignErrorQuery = z.object({ followUpActionId: ZId });

/** Why the governor may not sign now (the button stays disabled with it). */
export const ACT_SIGN_BLOCK_REASONS = ['NOT_VALIDATED', 'ALREADY_SIGNED', 'IN_PROGRESS'] as const;
export type ActSignBlockReason = (typeof ACT_SIGN_BLOCK_REASONS)[number];

/** GET /follow-up-action/{id}/act-signature: the governor's page of an act to sign. */
export const ZActToSign = z.object({
  followUpActionId: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  reference: z.string().nullable(),
  stepTitle: z.string(),
  act: z.object({
    fileName: z.string(),
    sizeBytes: z.number().int(),
    /** Signed link to view the act (short-lived token). */
    viewUrl: z.string(),
  }),
  /** The signer the certificate must name (the governor's first and last name). */
  signerName: z.string(),
  signed: z.boolean(),
  signedAt: z.string().nullable(),
  /** Signed link to the signed act, once signed. */
  signedUrl: z.string().nullable(),
  abilities: z.object({
    sign: z.boolean(),
    askRevision: z.boolean(),
    signBlockedReason: z.enum(ACT_SIGN_BLOCK_REASONS).nullable(),
  }),
});
export type TActToSign = z.infer<typeof ZActToSign>;

/** A delivered act on the project page (investor, region's staff). */
export const ZDeliveredAct = z.object({
  followUpActionId: z.number().int(),
  stepTitle: z.string(),
  fileName: z.string(),
  signedAt: z.string(),
  /** Signed link to download the signed act (short-lived token). */
  downloadUrl: z.string(),
});
export type TDeliveredAct = z.infer<typeof ZDeliveredAct>;

/** GET /projects/{id}/delivered-acts: the file's signed acts and, for the region's governor, those awaiting them. */
export const ZProjectActs = z.object({
  projectName: z.string(),
  delivered: z.array(ZDeliveredAct),
  /** Acts validated by the director awaiting the caller's signature (the governor of the region only). */
  toSign: z.array(z.object({ followUpActionId: z.number().int(), stepTitle: z.string() })),
});
export type TProjectActs = z.infer<typeof ZProjectActs>;

/** `?token=` of the act links. */
export const ZActLinkQuery = z.object({ token: z.string().min(1).max(500).optional() });

/** The pages of ACT_SIGNATURE_PATHS, filled in. */
export const actSignPath = (projectId: number, fuaId: number) => `/projects/${projectId}/follow-up-action/${fuaId}/sign-act`;
export const actInProgressPath = (projectId: number, fuaId: number) => `${actSignPath(projectId, fuaId)}/esign-in-progress-error`;
export const actConfirmationPath = (projectId: number, fuaId: number) =>
  `/projects/${projectId}/follow-up-action/${fuaId}/confirmation-wali-signature`;
export const actSignErrorPath = (projectId: number) => `/projects/${projectId}/confirmation-wali-signature/error`;

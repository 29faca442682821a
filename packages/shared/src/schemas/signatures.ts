import { z } from 'zod';
import { COMMISSION_DECISIONS } from '../enums/commission-decisions.ts';

/**
 * The minutes (PV) of a commission and their signatures (issue 7; spec 2 §2 Signatures, "Minutes (PV)",
 * §4 rules, §8, §9 Signatures): generated PV or manual scan, electronic signatures one member at a time
 * through the e-signature provider, the advisor's finalisation and the 48-hour window, and the public
 * verification of a signed PDF.
 */

const Id = z.number().int().positive().max(2_147_483_647);
const ZId = z.coerce.number().int().positive().max(2_147_483_647);

/** How the PV came to be: generated from the commission's data (signed electronically) or a scan signed on paper. */
export const PV_KINDS = ['GENERATED', 'MANUAL'] as const;
export type PvKind = (typeof PV_KINDS)[number];

/**
 * The signing mode of a commission's PV (spec 2 "Minutes (PV)": never both): NONE until a PV is uploaded
 * manually or a member starts signing electronically.
 */
export const PV_MODES = ['NONE', 'ELECTRONIC', 'MANUAL'] as const;
export type PvMode = (typeof PV_MODES)[number];

/** Why the caller may not sign now (null in `abilities.signBlockedReason` when they may). */
export const SIGN_BLOCK_REASONS = [
  'NOT_DECIDED',
  'NO_PV',
  'MANUAL_MODE',
  'NOT_A_MEMBER',
  'NOT_ATTENDING',
  'CONFLICT_OF_INTEREST',
  'NOT_VOTING',
  'ALREADY_SIGNED',
  'SIGNING_CLOSED',
  'IN_PROGRESS',
] as const;
export type SignBlockReason = (typeof SIGN_BLOCK_REASONS)[number];

/** Hours the remaining members have to sign once the advisor finalised (spec 2 §9). */
export const PV_SIGNING_WINDOW_HOURS = 48;
/** How long one member holds the PV while signing at the provider (an abandoned tab frees it then). */
export const PV_SIGNING_LOCK_MINUTES = 10;

export const ZPvMemberSignature = z.object({
  userId: Id,
  firstName: z.string(),
  lastName: z.string(),
  administrationNameFr: z.string().nullable(),
  administrationNameAr: z.string().nullable(),
  attended: z.boolean(),
  conflictOfInterest: z.boolean(),
  isVoting: z.boolean(),
  /** Attending, no conflict of interest, the voting member of their administration (rules/signatures.ts). */
  mustSign: z.boolean(),
  hasPvSigned: z.boolean(),
  pvSignedAt: z.iso.datetime().nullable(),
});
export type TPvMemberSignature = z.infer<typeof ZPvMemberSignature>;

export const ZPvDocument = z.object({
  kind: z.enum(PV_KINDS),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** 1 when generated or uploaded; +1 with each electronic signature. */
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Download link of the current PV, with a short-lived `token` (works in a plain <a href>). */
  downloadUrl: z.string(),
});
export type TPvDocument = z.infer<typeof ZPvDocument>;

/**
 * GET /projects/{id}/pv-signatures: what /calendar/sign-pv/{id} and /projects/{id}/crui-signature-detail
 * show, with what the caller may do.
 */
export const ZPvSignatures = z.object({
  project: z.object({ id: Id, name: z.string(), reference: z.string().nullable() }),
  /** The decided commission the PV belongs to; null while no decision is recorded. */
  commission: z
    .object({
      id: Id,
      commissionDate: z.string(),
      choice: z.enum(COMMISSION_DECISIONS),
      decidedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  pv: ZPvDocument.nullable(),
  mode: z.enum(PV_MODES),
  members: z.array(ZPvMemberSignature),
  requiredCount: z.number().int(),
  signedCount: z.number().int(),
  /** Every member who must sign has signed (or a manual scan signed on paper is loaded). */
  fullySigned: z.boolean(),
  /** When the PV became complete (investor notified then). */
  loadedAt: z.iso.datetime().nullable(),
  finalizedAt: z.iso.datetime().nullable(),
  /** finalizedAt + 48 hours: after it nobody signs any more. */
  deadline: z.iso.datetime().nullable(),
  signingClosed: z.boolean(),
  /** The member signing at the provider right now, until expiresAt. */
  lock: z.object({ userId: Id, firstName: z.string(), lastName: z.string(), expiresAt: z.iso.datetime() }).nullable(),
  /** The UPLOAD_PV_MANUALLY flag of the server. */
  manualUploadEnabled: z.boolean(),
  abilities: z.object({
    /** Advisor: generate the PV (decided, none yet). */
    generatePv: z.boolean(),
    /** Advisor: upload the scan signed on paper (flag on, no electronic signature started, not finalised). */
    uploadManualPv: z.boolean(),
    /** The caller (a member of the session) may start signing now. */
    sign: z.boolean(),
    signBlockedReason: z.enum(SIGN_BLOCK_REASONS).nullable(),
    /** Advisor: finalise the signatures (generated PV, not finalised yet). */
    finalize: z.boolean(),
    /** The caller may download the current PV (pv.downloadUrl). */
    download: z.boolean(),
  }),
});
export type TPvSignatures = z.infer<typeof ZPvSignatures>;

export const ZPvProjectParams = z.object({ id: ZId });
export const ZPvCommissionParams = z.object({ id: ZId });

/** POST /projects/add-pv-commission (JSON): generate the PV of the file's decided commission. */
export const ZAddPvRequest = z.object({ projectId: ZId });
export type TAddPvRequest = z.input<typeof ZAddPvRequest>;

/** GET /esign/request-sign-document?projectId&userId (userId: the caller). */
export const ZRequestSignQuery = z.object({
  projectId: ZId,
  userId: ZId,
  /** Language of the provider's page (default fr). */
  lang: z.enum(['fr', 'ar']).default('fr'),
});
export const ZRequestSignResponse = z.object({
  /** The provider's signing page: the browser goes there (window.location). */
  wsUrl: z.string(),
});
export type TRequestSignResponse = z.infer<typeof ZRequestSignResponse>;

/** POST /commission/{id}/sign-pv: back from the provider with its transaction. */
export const ZSignPvRequest = z.object({ transactionId: z.string().trim().min(1).max(200) });
export type TSignPvRequest = z.input<typeof ZSignPvRequest>;

/** GET /esign-error?projectId: the provider's text of the caller's last failed or cancelled request. */
export const ZEsignErrorQuery = z.object({ projectId: ZId });
export const ZEsignErrorResponse = z.object({ wsError: z.string().nullable() });
export type TEsignErrorResponse = z.infer<typeof ZEsignErrorResponse>;

/** POST /commission/{id}/finalize-signatures. */
export const ZFinalizeSignaturesResponse = z.object({
  /** true: /projects/{id}/finalize-signature/success; false: /projects/{id}/confirm-finalize-signature/success. */
  allSigned: z.boolean(),
  signatures: ZPvSignatures,
});
export type TFinalizeSignaturesResponse = z.infer<typeof ZFinalizeSignaturesResponse>;

/** GET /projects/{id}/commission-pv: the investor's (and staff's) view of the PV on the project page. */
export const ZProjectPv = z.object({
  available: z.boolean(),
  fullySigned: z.boolean(),
  fileName: z.string().nullable(),
  /** Signed link; null when not available to the caller. */
  downloadUrl: z.string().nullable(),
});
export type TProjectPv = z.infer<typeof ZProjectPv>;

export const ZSignatureCheck = z.object({
  signerName: z.string(),
  signerEmail: z.string().nullable(),
  /** ISO date-time of signing (signed attribute), null when the signature carries none. */
  signingTime: z.string().nullable(),
  issuer: z.string(),
  notBefore: z.string(),
  notAfter: z.string(),
  /** The signed bytes are unchanged and the signature verifies with the certificate's key. */
  intact: z.boolean(),
  /** The certificate was issued by the portal's e-signature authority. */
  chainValid: z.boolean(),
  /** Signed within the certificate's validity. */
  datesValid: z.boolean(),
  coversWholeDocumentAtThatRevision: z.boolean(),
});
export type TSignatureCheck = z.infer<typeof ZSignatureCheck>;

/** POST /esign/verify-request-to-sign-document (multipart `file`, a PDF up to 70 MB). */
export const ZVerifySignatureResponse = z.object({
  fileName: z.string(),
  /** At least one signature, all intact, chain and dates valid, nothing changed after the last one. */
  valid: z.boolean(),
  modifiedAfterLastSignature: z.boolean(),
  signatures: z.array(ZSignatureCheck),
  /** Download link of the uploaded document (short-lived token). */
  wsUrl: z.string(),
});
export type TVerifySignatureResponse = z.infer<typeof ZVerifySignatureResponse>;

/** GET /esign/verified-document?id&token: the link of `wsUrl` (the uploaded file's id and its token). */
export const ZVerifiedDocumentQuery = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}\.pdf$/),
  token: z.string().min(1).max(500),
});

/** SPA pages the server sends the browser to. */
export const SIGNATURE_PATHS = {
  signPv: (projectId: number) => `/calendar/sign-pv/${projectId}`,
  signatureDetail: (projectId: number) => `/projects/${projectId}/crui-signature-detail`,
} as const;

import { z } from 'zod';
import {
  ESTABLISHMENT_TYPES,
  MULTI_CHANNEL_MEANS,
  PAYMENT_CHANNELS,
  PAYMENT_DETAIL_STATUSES,
  PAYMENT_LINE_DECISIONS,
  PAYMENT_LINE_STATUSES,
  PAYMENT_TRANSACTION_STATES,
  SHEET_NUMBER_FIELDS,
  type SheetNumberField,
  TECHNICAL_SHEET_STATUSES,
} from '../enums/payments.ts';
import { FEE_BASES, hasTwoDecimalsAtMost, SHEET_CAPS, SHEET_MAX_PARCELS } from '../rules/payments.ts';

/**
 * Fees and online payment (issue 16; spec 2 §3 Payment, §7 Payments; decisions 054-056). One schema per
 * operation, used by the form and the route. Sheet values travel in units (m², m, DH, two decimals at
 * most); the server keeps them in hundredths and computes every total and fee itself.
 */

const Id = z.number().int().positive().max(2_147_483_647);
const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().max(max, { message: 'errors.field.tooLong' });
export const PAYMENT_REVISION_REASON_MAX = 1200;

export const ZPaymentIdParams = z.object({ id: ZId });

const sheetNumber = (field: SheetNumberField) =>
  z
    .number({ message: 'errors.field.required' })
    .min(0, { message: 'payments.errors.negative' })
    .max(SHEET_CAPS[field], { message: 'payments.errors.beyondCap' })
    .refine(hasTwoDecimalsAtMost, { message: 'payments.errors.decimals' });

/** One parcel of the technical sheet: every field linked to the payment procedure is required (spec 2 §5). */
export const ZSheetParcel = z
  .object({
    landReference: text(100).min(1, { message: 'errors.field.required' }),
    landType: text(100).min(1, { message: 'errors.field.required' }),
    establishmentType: z.enum(ESTABLISHMENT_TYPES),
    establishmentName: text(200).default(''),
    subdivisionAuthorisationExists: z.boolean(),
    subdivisionAuthorisationReference: text(100).default(''),
    ...(Object.fromEntries(SHEET_NUMBER_FIELDS.map((f) => [f, sheetNumber(f)])) as Record<
      SheetNumberField,
      ReturnType<typeof sheetNumber>
    >),
  })
  .superRefine((v, ctx) => {
    if (v.establishmentType !== 'NONE' && v.establishmentName === '')
      ctx.addIssue({ code: 'custom', path: ['establishmentName'], message: 'errors.field.required' });
    if (v.subdivisionAuthorisationExists && v.subdivisionAuthorisationReference === '')
      ctx.addIssue({ code: 'custom', path: ['subdivisionAuthorisationReference'], message: 'errors.field.required' });
  });
export type TSheetParcel = z.infer<typeof ZSheetParcel>;

const ZTotals = z.object(
  Object.fromEntries(SHEET_NUMBER_FIELDS.map((f) => [f, z.number()])) as Record<SheetNumberField, z.ZodNumber>,
);
export type TSheetTotals = z.infer<typeof ZTotals>;

/**
 * POST /payment-technical-sheet and PUT /payment-technical-sheet/{id}. `totals` is what the form showed:
 * optional, and refused when it differs from the server's sum (a tampered total is never stored).
 */
export const ZTechnicalSheetForm = z.object({
  paymentDetailId: Id,
  parcels: z
    .array(ZSheetParcel)
    .min(1, { message: 'payments.errors.noParcel' })
    .max(SHEET_MAX_PARCELS, { message: 'payments.errors.tooManyParcels' }),
  totals: ZTotals.partial().optional(),
});
export type TTechnicalSheetForm = z.infer<typeof ZTechnicalSheetForm>;

export const ZTechnicalSheet = z.object({
  id: z.number(),
  paymentDetailId: z.number(),
  status: z.enum(TECHNICAL_SHEET_STATUSES),
  /** Grows at each save: the generated PDF names it, and only its signed copy is accepted (decision 057). */
  version: z.number(),
  signedDocument: z.object({ fileName: z.string(), size: z.number(), uploadedAt: z.string() }).nullable(),
  parcels: z.array(ZSheetParcel),
  totals: ZTotals,
  investorValidatedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TTechnicalSheet = z.infer<typeof ZTechnicalSheet>;

/** An item computed from the scale (items stored before decision 059 carry no kind: read as SCALE). */
export const ZScaleFeeItem = z.object({
  kind: z.literal('SCALE').default('SCALE'),
  scaleId: z.number(),
  labelFr: z.string(),
  labelAr: z.string(),
  basis: z.enum(FEE_BASES),
  quantityHundredths: z.number(),
  rateCentimes: z.number(),
  fixedCentimes: z.number(),
  amountCentimes: z.number(),
});
/** A document collected by the centre (decision 059): a fixed amount. */
export const ZCollectionFeeItem = z.object({
  kind: z.literal('DOCUMENT_COLLECTION'),
  documentTypeId: z.number(),
  labelFr: z.string(),
  labelAr: z.string(),
  fixedCentimes: z.number(),
  amountCentimes: z.number(),
});
export const ZFeeItem = z.union([ZCollectionFeeItem, ZScaleFeeItem]);
export type TFeeItem = z.infer<typeof ZFeeItem>;

export const ZPaymentLine = z.object({
  id: z.number(),
  paymentDetailId: z.number(),
  administrationId: z.number(),
  administrationNameFr: z.string(),
  administrationNameAr: z.string(),
  status: z.enum(PAYMENT_LINE_STATUSES),
  revisionReason: z.string().nullable(),
  acceptsOnlinePayment: z.boolean(),
  /** Fixed when every administration validated the sheet; null before. */
  amountCentimes: z.number().nullable(),
  items: z.array(ZFeeItem),
  evaluatedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The caller (a member of this administration) may validate or ask a revision now. */
  canEvaluate: z.boolean(),
});
export type TPaymentLine = z.infer<typeof ZPaymentLine>;

export const ZPaymentTransaction = z.object({
  id: z.number(),
  reference: z.string(),
  state: z.enum(PAYMENT_TRANSACTION_STATES),
  channel: z.enum(PAYMENT_CHANNELS),
  /** The unique key of a multi-channel payment, shown to the investor until it is paid (decision 058). */
  paymentKey: z.string().nullable(),
  /** CARD, CASH, CHEQUE or TRANSFER once paid. */
  paidBy: z.string().nullable(),
  amountCentimes: z.number(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});

export const ZPaymentDetail = z.object({
  id: z.number(),
  projectId: z.number(),
  projectName: z.string(),
  procedureId: z.number(),
  procedureNameFr: z.string(),
  procedureNameAr: z.string(),
  status: z.enum(PAYMENT_DETAIL_STATUSES),
  createdAt: z.string(),
  enrolledAt: z.string().nullable(),
  /** Indicative deadlines in working days from the enrolment (procedure delays; spec 2 §3). */
  deadlines: z.object({
    technicalSheet: z.string().nullable(),
    administrationValidation: z.string().nullable(),
    payment: z.string().nullable(),
  }),
  sheet: z.object({ id: z.number(), status: z.enum(TECHNICAL_SHEET_STATUSES) }).nullable(),
  /** Parcels of the file, to prefill a new sheet. */
  prefill: z.array(z.object({ landReference: z.string(), landArea: z.number() })),
  lines: z.array(ZPaymentLine),
  totalCentimes: z.number().nullable(),
  /** Online payment is refused when one administration does not accept it (spec 2 §4). */
  onlinePaymentAllowed: z.boolean(),
  transactions: z.array(ZPaymentTransaction),
  abilities: z.object({
    enrol: z.boolean(),
    editSheet: z.boolean(),
    /** The investor downloads the validated sheet and uploads it back signed (decision 057). */
    uploadSigned: z.boolean(),
    pay: z.boolean(),
  }),
});
export type TPaymentDetail = z.infer<typeof ZPaymentDetail>;

/** GET /payment-detail?projectId[&procedureId]. */
export const ZPaymentDetailListQuery = z.object({ projectId: ZId, procedureId: ZId.optional() });
export const ZPaymentDetailList = z.array(ZPaymentDetail);

/** POST /payment-detail/new: the advisor's payment request on a procedure with an open PAYMENT action. */
export const ZPaymentDetailNew = z.object({ projectId: Id, procedureId: Id });

/** POST /payment-technical-sheet/add-signed-document?paymentTechnicalSheetId (multipart: file, a PDF). */
export const ZSignedDocumentQuery = z.object({ paymentTechnicalSheetId: ZId });
export const SIGNED_SHEET_TYPES = ['application/pdf'] as const;

/** PUT /payment-line/{id}: the administration's evaluation of the sheet. */
export const ZPaymentLineDecision = z
  .object({
    decision: z.enum(PAYMENT_LINE_DECISIONS),
    reason: text(PAYMENT_REVISION_REASON_MAX).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'REQUEST_REVISION' && v.reason === '')
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'errors.field.required' });
  });
export type TPaymentLineDecision = z.infer<typeof ZPaymentLineDecision>;

/** GET /urban-agency-parameters?administrationId: the agency's fee scale with its official document. */
export const ZUrbanAgencyParametersQuery = z.object({ administrationId: ZId });
export const ZFeeScaleRow = z.object({
  id: z.number(),
  administrationId: z.number(),
  procedureId: z.number(),
  procedureNameFr: z.string(),
  procedureNameAr: z.string(),
  labelFr: z.string(),
  labelAr: z.string(),
  basis: z.enum(FEE_BASES),
  rateCentimes: z.number(),
  fixedCentimes: z.number(),
  officialDocument: z.string(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  inForce: z.boolean(),
});
export const ZUrbanAgencyParameters = z.object({
  administrationId: z.number(),
  administrationNameFr: z.string(),
  administrationNameAr: z.string(),
  scales: z.array(ZFeeScaleRow),
});
export type TUrbanAgencyParameters = z.infer<typeof ZUrbanAgencyParameters>;

/** GET /procedure-payment-parameters/administration?regionId&procedureId&projectId. */
export const ZProcedurePaymentParametersQuery = z.object({ regionId: ZId, procedureId: ZId, projectId: ZId.optional() });
export const ZProcedurePaymentParameters = z.object({
  procedureId: z.number(),
  investorTechnicalSheetDelay: z.number(),
  validationAdministrationDelay: z.number(),
  investorPaymentDelay: z.number(),
  administrations: z.array(
    z.object({ administrationId: z.number(), nameFr: z.string(), nameAr: z.string(), acceptsOnlinePayment: z.boolean() }),
  ),
});

/** GET /epayment/services-fees?administrationId&procedureId&paymentTechnicalSheetId. */
export const ZServicesFeesQuery = z.object({ administrationId: ZId, procedureId: ZId, paymentTechnicalSheetId: ZId });
export const ZServicesFees = z.object({
  administrationId: z.number(),
  procedureId: z.number(),
  date: z.string(),
  items: z.array(ZFeeItem),
  totalCentimes: z.number(),
});

/** GET /epayment/init-payment?paymentDetailId[&transactionId]: the provider's address the browser goes to. */
export const ZInitPaymentQuery = z.object({
  paymentDetailId: ZId,
  transactionId: ZId.optional(),
  /** CARD (default) or MULTI_CHANNEL: a unique key paid later in cash, by cheque or transfer (decision 058). */
  channel: z.enum(PAYMENT_CHANNELS).default('CARD'),
});
export const ZInitPayment = z.object({
  transactionId: z.number(),
  amountCentimes: z.number(),
  channel: z.enum(PAYMENT_CHANNELS),
  paymentKey: z.string().nullable(),
  redirectUrl: z.string(),
});
export type TInitPayment = z.infer<typeof ZInitPayment>;

/** The provider's signed callback (POST /epayment/callback): the outcome of one transaction. */
export const ZPaymentCallback = z.object({
  transactionReference: z.string().min(1).max(64),
  providerReference: z.string().min(1).max(64),
  state: z.enum(['SUCCEEDED', 'FAILED']),
  amountCentimes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** How it was paid: CARD, or the means a multi-channel key was paid with. */
  paidBy: z.enum(['CARD', ...MULTI_CHANNEL_MEANS]).optional(),
});
export type TPaymentCallback = z.infer<typeof ZPaymentCallback>;
export const ZPaymentCallbackAnswer = z.object({ received: z.boolean(), changed: z.boolean() });

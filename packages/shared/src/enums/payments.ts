/**
 * Fees and online payment (issue 16, spec 2 §3 Payment, §4 Payment flow; decisions 054-056): the states of
 * a payment request, of its technical sheet, of each administration's line and of a provider transaction.
 */
export const PAYMENT_DETAIL_STATUSES = ['REQUESTED', 'ENROLLED', 'PAID'] as const;
export type PaymentDetailStatus = (typeof PAYMENT_DETAIL_STATUSES)[number];

/** DRAFT: the investor fills it; SUBMITTED: validated by the investor, under evaluation; VALIDATED: every line validated. */
export const TECHNICAL_SHEET_STATUSES = ['DRAFT', 'SUBMITTED', 'REVISION_REQUESTED', 'VALIDATED'] as const;
export type TechnicalSheetStatus = (typeof TECHNICAL_SHEET_STATUSES)[number];

export const PAYMENT_LINE_STATUSES = ['AWAITING_SHEET', 'PENDING_EVALUATION', 'REVISION_REQUESTED', 'VALIDATED', 'PAID'] as const;
export type PaymentLineStatus = (typeof PAYMENT_LINE_STATUSES)[number];

/** What an administration member decides on a submitted sheet (PUT /payment-line/{id}). */
export const PAYMENT_LINE_DECISIONS = ['VALIDATE', 'REQUEST_REVISION'] as const;
export type PaymentLineDecision = (typeof PAYMENT_LINE_DECISIONS)[number];

export const PAYMENT_TRANSACTION_STATES = ['ONGOING', 'SUCCEEDED', 'FAILED'] as const;
export type PaymentTransactionState = (typeof PAYMENT_TRANSACTION_STATES)[number];

/** The result page the browser comes back to (`/payment/{id}/confirmation/{paymentResult}`). */
export const PAYMENT_RESULTS = ['success', 'failure', 'ongoing'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/** Establishment type of a parcel (spec 2 §3 Parcel): receiving the public, unsanitary, special, none. */
export const ESTABLISHMENT_TYPES = ['NONE', 'RECEIVING', 'UNSANITARY', 'SPECIAL'] as const;
export type EstablishmentType = (typeof ESTABLISHMENT_TYPES)[number];

/** Per-parcel areas of the technical sheet, in square metres (spec 2 §3 Payment technical sheet). */
export const SHEET_AREA_FIELDS = [
  'landArea',
  'finishedTransferableArea',
  'transferableArea',
  'additionalTransferableArea',
  'additionalBuiltArea',
  'coveredFloorArea',
  'builtArea',
  'uncoveredArea',
  'areaToDetach',
  'temporaryArea',
  'openAirArea',
  'allLevelFloorArea',
] as const;
/** Per-parcel lengths, in metres. */
export const SHEET_LENGTH_FIELDS = ['facadeLength'] as const;
/** Per-parcel amounts, in dirhams. */
export const SHEET_MONEY_FIELDS = [
  'developmentCost',
  'sanitationCost',
  'electricityCost',
  'waterCost',
  'phoneCost',
  'landValue',
] as const;
export const SHEET_NUMBER_FIELDS = [...SHEET_AREA_FIELDS, ...SHEET_LENGTH_FIELDS, ...SHEET_MONEY_FIELDS] as const;
export type SheetNumberField = (typeof SHEET_NUMBER_FIELDS)[number];

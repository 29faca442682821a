/**
 * Fees and online payment (issue 16, spec 2 §3 Payment, §4 Payment flow; decisions 054-056): the states of
 * a payment request, of its technical sheet, of each administration's line and of a provider transaction.
 */
export const PAYMENT_DETAIL_STATUSES = ['REQUESTED', 'ENROLLED', 'PAID'] as const;
export type PaymentDetailStatus = (typeof PAYMENT_DETAIL_STATUSES)[number];

/**
 * DRAFT: the investor fills it; AWAITING_SIGNED: validated by the investor, its PDF to sign and upload back
 * (decision 057); SUBMITTED: the signed sheet uploaded, under evaluation; VALIDATED: every line validated.
 */
export const TECHNICAL_SHEET_STATUSES = ['DRAFT', 'AWAITING_SIGNED', 'SUBMITTED', 'REVISION_REQUESTED', 'VALIDATED'] as const;
export type TechnicalSheetStatus = (typeof TECHNICAL_SHEET_STATUSES)[number];

export const PAYMENT_LINE_STATUSES = ['AWAITING_SHEET', 'PENDING_EVALUATION', 'REVISION_REQUESTED', 'VALIDATED', 'PAID'] as const;
export type PaymentLineStatus = (typeof PAYMENT_LINE_STATUSES)[number];

/** What an administration member decides on a submitted sheet (PUT /payment-line/{id}). */
export const PAYMENT_LINE_DECISIONS = ['VALIDATE', 'REQUEST_REVISION'] as const;
export type PaymentLineDecision = (typeof PAYMENT_LINE_DECISIONS)[number];

export const PAYMENT_TRANSACTION_STATES = ['ONGOING', 'SUCCEEDED', 'FAILED'] as const;

/** How the investor pays (decision 058): online card, or a unique key paid later in cash, by cheque or transfer. */
export const PAYMENT_CHANNELS = ['CARD', 'MULTI_CHANNEL'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];
export const MULTI_CHANNEL_MEANS = ['CASH', 'CHEQUE', 'TRANSFER'] as const;
export type MultiChannelMeans = (typeof MULTI_CHANNEL_MEANS)[number];
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

/** Forecast phases of a file's timeline (spec 2 §4 Task status / forecast types; decision 059). */
export const PAYMENT_FORECAST_TYPES = ['FORECASTED_VALIDATION_TECHNICAL_SHEET', 'FORECASTED_PAYMENT_SERVICE'] as const;
export type PaymentForecastType = (typeof PAYMENT_FORECAST_TYPES)[number];

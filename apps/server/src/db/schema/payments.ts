import type {
  PaymentChannel,
  PaymentDetailStatus,
  PaymentLineStatus,
  PaymentTransactionState,
  TechnicalSheetStatus,
} from '@cri/shared/enums/payments';
import type { FeeBasis, FeeItem, SheetValues } from '@cri/shared/rules/payments';
import type { TSheetParcel } from '@cri/shared/schemas/payments';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { followUpActions } from './follow-up-actions.ts';
import { projects } from './projects.ts';
import { administrations, procedures, regions } from './reference-data.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money: integer centimes, never a float (issue 16). */
const centimes = (name: string) => bigint(name, { mode: 'number' });

/**
 * Fee scale of an administration (issue 16, spec 3 urban-agency fee scales; decision 054): for a procedure,
 * rate per m² (or m) of a total of the technical sheet plus a fixed part, in force from a date, with the
 * official document that sets it.
 */
export const feeScales = pgTable(
  'fee_scales',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    administrationId: integer('administration_id')
      .notNull()
      .references(() => administrations.id),
    procedureId: integer('procedure_id')
      .notNull()
      .references(() => procedures.id),
    labelFr: text('label_fr').notNull(),
    labelAr: text('label_ar').notNull(),
    basis: text('basis').$type<FeeBasis>().notNull(),
    rateCentimes: centimes('rate_centimes').notNull(),
    fixedCentimes: centimes('fixed_centimes').notNull().default(0),
    /** The official document (decree, board decision) that sets the scale. */
    officialDocument: text('official_document').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
  },
  (t) => [index('fee_scales_admin_idx').on(t.administrationId, t.procedureId)],
);

/** Which administrations of a region are paid for a procedure, and whether each accepts online payment. */
export const procedurePaymentParameters = pgTable(
  'procedure_payment_parameters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    procedureId: integer('procedure_id')
      .notNull()
      .references(() => procedures.id),
    administrationId: integer('administration_id')
      .notNull()
      .references(() => administrations.id),
    acceptsOnlinePayment: boolean('accepts_online_payment').notNull().default(true),
  },
  (t) => [unique('procedure_payment_parameters_uq').on(t.regionId, t.procedureId, t.administrationId)],
);

/** The payment request of a procedure of a file (spec 2 §3 Payment detail), made by the advisor. */
export const paymentDetails = pgTable(
  'payment_details',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    procedureId: integer('procedure_id')
      .notNull()
      .references(() => procedures.id),
    followUpActionId: integer('follow_up_action_id').references(() => followUpActions.id, { onDelete: 'set null' }),
    status: text('status').$type<PaymentDetailStatus>().notNull().default('REQUESTED'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    enrolledAt: at('enrolled_at'),
    paidAt: at('paid_at'),
  },
  (t) => [unique('payment_details_procedure_uq').on(t.projectId, t.procedureId)],
);

/** The investor's technical sheet of a payment request; parcels and totals in hundredths (m², m, centimes). */
export const paymentTechnicalSheets = pgTable('payment_technical_sheets', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  paymentDetailId: integer('payment_detail_id')
    .notNull()
    .unique()
    .references(() => paymentDetails.id, { onDelete: 'cascade' }),
  status: text('status').$type<TechnicalSheetStatus>().notNull().default('DRAFT'),
  /** Text fields as typed, number fields in hundredths. */
  parcels: jsonb('parcels').$type<StoredParcel[]>().notNull(),
  totals: jsonb('totals').$type<SheetValues>().notNull(),
  version: integer('version').notNull().default(1),
  investorValidatedAt: at('investor_validated_at'),
  investorValidatedBy: integer('investor_validated_by').references(() => users.id, { onDelete: 'set null' }),
  /** The generated sheet signed and stamped, uploaded back (decision 057): its storage key, name, size, time. */
  signedDocumentKey: text('signed_document_key'),
  signedDocumentName: text('signed_document_name'),
  signedDocumentSize: integer('signed_document_size'),
  signedUploadedAt: at('signed_uploaded_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});
export type StoredParcel = Omit<TSheetParcel, keyof SheetValues> & SheetValues;

/** One administration's part of a payment request: its evaluation of the sheet, then its fees and payment. */
export const paymentLines = pgTable(
  'payment_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentDetailId: integer('payment_detail_id')
      .notNull()
      .references(() => paymentDetails.id, { onDelete: 'cascade' }),
    administrationId: integer('administration_id')
      .notNull()
      .references(() => administrations.id),
    acceptsOnlinePayment: boolean('accepts_online_payment').notNull(),
    status: text('status').$type<PaymentLineStatus>().notNull().default('AWAITING_SHEET'),
    revisionReason: text('revision_reason'),
    evaluatedBy: integer('evaluated_by').references(() => users.id, { onDelete: 'set null' }),
    evaluatedAt: at('evaluated_at'),
    /** Fixed when the sheet is validated by every administration (the scale in force that day). */
    amountCentimes: centimes('amount_centimes'),
    items: jsonb('items').$type<FeeItem[]>().notNull().default([]),
    paidAt: at('paid_at'),
  },
  (t) => [unique('payment_lines_admin_uq').on(t.paymentDetailId, t.administrationId)],
);

/** A payment at the provider. One ONGOING at most per request (partial unique index): never paid twice. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentDetailId: integer('payment_detail_id')
      .notNull()
      .references(() => paymentDetails.id, { onDelete: 'cascade' }),
    /** Our reference, sent to the provider (random, unguessable). */
    reference: text('reference').notNull().unique(),
    providerReference: text('provider_reference'),
    /** CARD (online) or MULTI_CHANNEL (a unique key paid later in cash, by cheque or transfer; decision 058). */
    channel: text('channel').$type<PaymentChannel>().notNull().default('CARD'),
    /** The provider's unique payment key of a multi-channel transaction. */
    paymentKey: text('payment_key'),
    /** How a multi-channel key was paid (CASH, CHEQUE, TRANSFER), from the provider's callback. */
    paidBy: text('paid_by'),
    /** The last time the reconciliation job asked the provider about this ongoing transaction. */
    checkedAt: at('checked_at'),
    amountCentimes: centimes('amount_centimes').notNull(),
    state: text('state').$type<PaymentTransactionState>().notNull().default('ONGOING'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    confirmedAt: at('confirmed_at'),
  },
  (t) => [
    index('payment_transactions_detail_idx').on(t.paymentDetailId, t.state),
    uniqueIndex('payment_transactions_one_ongoing_uq').on(t.paymentDetailId).where(sql`state = 'ONGOING'`),
  ],
);

/** Every provider callback received, by its message id: a replayed message is refused. */
export const paymentCallbackEvents = pgTable('payment_callback_events', {
  id: text('id').primaryKey(),
  transactionReference: text('transaction_reference').notNull(),
  receivedAt: at('received_at').notNull(),
});

/**
 * The sandbox provider's own record of the transactions it was asked to take (decision 058): a real
 * provider keeps them on its side; the sandbox, served by this process, keeps them here so that a key can be
 * paid later at its counter and the reconciliation job can ask it for a transaction's status.
 */
export const paymentSandboxOrders = pgTable('payment_sandbox_orders', {
  reference: text('reference').primaryKey(),
  amountCentimes: centimes('amount_centimes').notNull(),
  channel: text('channel').$type<PaymentChannel>().notNull(),
  paymentKey: text('payment_key').unique(),
  state: text('state').$type<'PENDING' | 'SUCCEEDED' | 'FAILED'>().notNull().default('PENDING'),
  providerReference: text('provider_reference'),
  paidBy: text('paid_by'),
  createdAt: at('created_at').notNull(),
  settledAt: at('settled_at'),
});

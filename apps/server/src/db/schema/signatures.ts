import type { PvKind } from '@cri/shared/schemas/signatures';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { commissions } from './commission.ts';
import { projects } from './projects.ts';

/**
 * The minutes (PV) of a decided commission (issue 7, spec 2 "Minutes (PV)"): one per commission, either
 * generated from the commission's data (then signed electronically, each signature a new version of the
 * same file) or a scan signed on paper. Also the signing lock: one member at a time, until it expires.
 */
export const commissionPvs = pgTable(
  'commission_pvs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commissionId: integer('commission_id')
      .notNull()
      .unique('commission_pvs_commission_uq')
      .references(() => commissions.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PvKind>().notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** 1 when generated or uploaded, +1 per electronic signature. */
    version: integer('version').notNull().default(1),
    /** The first electronic signature request: from then on no manual upload (never both modes). */
    esignStartedAt: timestamp('esign_started_at', { withTimezone: true, mode: 'date' }),
    /** The member signing at the provider now, and until when the lock holds. */
    signingUserId: integer('signing_user_id').references(() => users.id, { onDelete: 'set null' }),
    signingRequestId: text('signing_request_id'),
    signingLockExpiresAt: timestamp('signing_lock_expires_at', { withTimezone: true, mode: 'date' }),
    /** Complete (every member who must sign did, or the paper-signed scan): the investor was told then. */
    loadedAt: timestamp('loaded_at', { withTimezone: true, mode: 'date' }),
    /** The investor was told the 48 hours after finalisation passed without every signature (once). */
    investorLateNotifiedAt: timestamp('investor_late_notified_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('commission_pvs_project_idx').on(t.projectId)],
);

export const ESIGN_SANDBOX_STATUSES = ['PENDING', 'SIGNED', 'CANCELLED', 'FAILED', 'COLLECTED'] as const;
export type EsignSandboxStatus = (typeof ESIGN_SANDBOX_STATUSES)[number];

/**
 * The sandbox e-signature provider's own records (partners/esign/sandbox-provider.ts): what a real
 * provider keeps on its side. The portal only knows the request id, the transaction id and the URLs.
 */
export const esignSandboxRequests = pgTable(
  'esign_sandbox_requests',
  {
    /** Unguessable (128 random bits), part of the signing page's address. */
    id: text('id').primaryKey(),
    /** Given back to the portal on success; exchanged once for the signed bytes. */
    transactionId: text('transaction_id').notNull().unique('esign_sandbox_requests_tx_uq'),
    status: text('status').$type<EsignSandboxStatus>().notNull(),
    documentName: text('document_name').notNull(),
    documentKey: text('document_key').notNull(),
    signedKey: text('signed_key'),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email'),
    /** Why the document is signed (the signature's /Reason), as the portal asked. */
    reason: text('reason'),
    /** Where the browser goes back: `{returnUrl}?transactionId=` or `{errorUrl}`. */
    returnUrl: text('return_url').notNull(),
    errorUrl: text('error_url').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('esign_sandbox_requests_created_idx').on(t.createdAt)],
);

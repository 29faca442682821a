import { bigint, boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { projects } from './projects.ts';
import { documentTypes, procedures } from './reference-data.ts';

/**
 * A document an investor uploaded for a project (spec 2 §3 Provided document). A row exists only for a
 * file that passed the type check and the virus scan: the file is committed with its row, never before.
 * Deleting sets `deleted_at` (and removes the file), so the history of who uploaded what is kept.
 */
export const providedDocuments = pgTable(
  'provided_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    /** The procedure that asks for it (the first active one when several do); null if none does any more. */
    procedureId: integer('procedure_id').references(() => procedures.id),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    /** The real type, found from the content (never the one the browser claimed). */
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull(),
    advisorValidation: boolean('advisor_validation'),
    advisorFeedback: text('advisor_feedback'),
    thumbnailKey: text('thumbnail_key'),
    /**
     * The verdict the investor was last sent (decision 028): advisorValidation / advisorFeedback are the
     * advisor's draft, which only the send-back copies here; the investor reads these.
     */
    sentValidation: boolean('sent_validation'),
    sentFeedback: text('sent_feedback'),
    feedbackSentAt: timestamp('feedback_sent_at', { withTimezone: true, mode: 'date' }),
    /** The day by which the investor replaces a rejected document (chosen when the review is sent back). */
    sentDeadline: date('sent_deadline', { mode: 'string' }),
    /**
     * Replaced by a newer version once the file was past the editing phases (spec 2 §4 "deprecated
     * documents"): the row and its file are kept for the advisor's version compare; `deleted_at` is set too,
     * so every "current upload" read ignores it.
     */
    deprecatedAt: timestamp('deprecated_at', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('provided_documents_project_idx').on(t.projectId, t.documentTypeId)],
);

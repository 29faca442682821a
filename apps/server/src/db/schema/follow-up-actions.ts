import type {
  ActRevisionRequester,
  ActStatus,
  FollowUpActionType,
  FollowUpCloseReason,
  FollowUpDocumentAuthor,
  FollowUpRecipient,
  FollowUpStatus,
} from '@cri/shared/enums/follow-up-actions';
import { bigint, boolean, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { projects } from './projects.ts';
import { administrations, procedures } from './reference-data.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A follow-up action (issue 14, spec 2 §3 Follow-up action; decisions 035 and 036): a step the advisor asks
 * on a procedure of a file after its commission decision. The attachment of an ACT_DELIVERY action is the
 * act (PDF); its versions are kept in follow_up_action_act_versions, the signed act here once signed.
 */
export const followUpActions = pgTable(
  'follow_up_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    procedureId: integer('procedure_id')
      .notNull()
      .references(() => procedures.id),
    type: text('type').$type<FollowUpActionType>().notNull(),
    recipient: text('recipient').$type<FollowUpRecipient>().notNull(),
    /** The administration that answers (recipient ADMINISTRATION only). */
    administrationId: integer('administration_id').references(() => administrations.id),
    visibleToInvestor: boolean('visible_to_investor').notNull().default(false),
    stepTitle: text('step_title').notNull(),
    requestedDocumentTitle: text('requested_document_title').notNull().default(''),
    documentDescription: text('document_description').notNull().default(''),
    message: text('message').notNull().default(''),
    /** Delay in working days and the deadline it gives from the creation day (Morocco clock). */
    delayDays: integer('delay_days').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    /** Ticking it: once this action is done, the procedure is closed (no new action on it). */
    isLastStep: boolean('is_last_step').notNull().default(false),
    isRokhasComplementary: boolean('is_rokhas_complementary').notNull().default(false),
    /** The optional attachment; for ACT_DELIVERY, the current version of the act. */
    attachmentStorageKey: text('attachment_storage_key'),
    attachmentFileName: text('attachment_file_name'),
    attachmentMimeType: text('attachment_mime_type'),
    attachmentSize: bigint('attachment_size', { mode: 'number' }),
    status: text('status').$type<FollowUpStatus>().notNull().default('OPEN'),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
    doneAt: at('done_at'),
    closedReason: text('closed_reason').$type<FollowUpCloseReason>(),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: at('closed_at'),
    /** ACT_DELIVERY only (decision 036); null for other types. */
    actStatus: text('act_status').$type<ActStatus>(),
    actVersion: integer('act_version').notNull().default(0),
    isApproved: boolean('is_approved').notNull().default(false),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: at('approved_at'),
    /** The act signed by the governor (written by the act-signature module through recordActSigned). */
    signedStorageKey: text('signed_storage_key'),
    signedFileName: text('signed_file_name'),
    signedBy: integer('signed_by').references(() => users.id, { onDelete: 'set null' }),
    signedAt: at('signed_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('follow_up_actions_project_idx').on(t.projectId, t.procedureId),
    index('follow_up_actions_open_idx').on(t.status, t.recipient),
    index('follow_up_actions_act_idx').on(t.actStatus),
  ],
);

/** A document answering an action (the requested document), deletable or replaceable for one hour. */
export const followUpActionDocuments = pgTable(
  'follow_up_action_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    followUpActionId: integer('follow_up_action_id')
      .notNull()
      .references(() => followUpActions.id, { onDelete: 'cascade' }),
    author: text('author').$type<FollowUpDocumentAuthor>().notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: at('uploaded_at').notNull(),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('follow_up_action_documents_fua_idx').on(t.followUpActionId)],
);

/** Every version of the act of an ACT_DELIVERY action (history kept when the advisor replaces it). */
export const followUpActVersions = pgTable(
  'follow_up_act_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    followUpActionId: integer('follow_up_action_id')
      .notNull()
      .references(() => followUpActions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: at('uploaded_at').notNull(),
  },
  (t) => [unique('follow_up_act_versions_uq').on(t.followUpActionId, t.version)],
);

/** A revision of the act asked by the director or the governor (counted per requester). */
export const followUpActRevisions = pgTable(
  'follow_up_act_revisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    followUpActionId: integer('follow_up_action_id')
      .notNull()
      .references(() => followUpActions.id, { onDelete: 'cascade' }),
    requester: text('requester').$type<ActRevisionRequester>().notNull(),
    reason: text('reason').notNull(),
    /** The act version the revision is about. */
    actVersion: integer('act_version').notNull(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: at('requested_at').notNull(),
  },
  (t) => [index('follow_up_act_revisions_fua_idx').on(t.followUpActionId)],
);

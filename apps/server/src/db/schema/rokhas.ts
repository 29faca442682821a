import type { ArchitectCheckStatus, ExaminationState, PartnerTaskKind, PartnerTaskStatus } from '@cri/shared/rules/rokhas';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { projects } from './projects.ts';
import { procedures } from './reference-data.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every call to the Rokhas partner (decision 039): recorded before it is made, with the idempotency key the
 * partner sees, tried at once and retried by the job until DONE. The partial unique indexes make a second
 * share of a file, or a second send of a procedure, impossible even when two advisors click together.
 */
export const rokhasTasks = pgTable(
  'rokhas_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    procedureId: integer('procedure_id').references(() => procedures.id),
    kind: text('kind').$type<PartnerTaskKind>().notNull(),
    status: text('status').$type<PartnerTaskStatus>().notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique('rokhas_tasks_idempotency_uq'),
    /** What is sent, fixed when the task is recorded: a retry sends the same thing. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: ts('next_attempt_at'),
    /** An ONGOING task whose lease ran out (instance gone mid-call) is taken again by the job. */
    leaseUntil: ts('lease_until'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    doneAt: ts('done_at'),
  },
  (t) => [
    index('rokhas_tasks_project_idx').on(t.projectId),
    index('rokhas_tasks_due_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('rokhas_tasks_one_share_uq').on(t.projectId).where(sql`kind = 'SHARE_FOLDER' and status <> 'CANCELLED'`),
    uniqueIndex('rokhas_tasks_one_send_uq')
      .on(t.projectId, t.procedureId)
      .where(sql`kind = 'SEND_FOLDER' and status <> 'CANCELLED'`),
  ],
);

/** The latest answer of the partner about the file's architect e-mail (spec 2 §4 partner address check). */
export const rokhasArchitectChecks = pgTable('rokhas_architect_checks', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  /** Lower-cased e-mail that was checked: a later change of the architect's e-mail voids the answer. */
  email: text('email').notNull(),
  status: text('status').$type<ArchitectCheckStatus>().notNull(),
  partnerArchitectName: text('partner_architect_name'),
  checkedAt: ts('checked_at').notNull(),
});

/** A folder the partner acknowledged: the file shared for comments (procedure null) or a procedure sent. */
export const rokhasFolders = pgTable(
  'rokhas_folders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    procedureId: integer('procedure_id').references(() => procedures.id),
    kind: text('kind').$type<'SHARED' | 'SENT'>().notNull(),
    partnerFolderId: text('partner_folder_id').notNull().unique('rokhas_folders_partner_uq'),
    partnerReference: text('partner_reference').notNull(),
    taskId: integer('task_id').references(() => rokhasTasks.id),
    at: ts('at').notNull(),
    /** SHARED: end of the 48 hours of comments. */
    commentDeadline: ts('comment_deadline'),
    /** When the portal last read the partner's situation of the folder (the Rokhas job, decision 039). */
    situationReadAt: ts('situation_read_at'),
  },
  (t) => [index('rokhas_folders_project_idx').on(t.projectId)],
);

export const rokhasComments = pgTable(
  'rokhas_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => rokhasFolders.id, { onDelete: 'cascade' }),
    partnerCommentId: text('partner_comment_id').notNull(),
    author: text('author').notNull(),
    organisation: text('organisation').notNull(),
    body: text('body').notNull(),
    commentedAt: ts('commented_at').notNull(),
    receivedAt: ts('received_at').notNull(),
  },
  (t) => [unique('rokhas_comments_partner_uq').on(t.folderId, t.partnerCommentId)],
);

export const rokhasSituations = pgTable(
  'rokhas_situations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => rokhasFolders.id, { onDelete: 'cascade' }),
    partnerSituationId: text('partner_situation_id').notNull(),
    examinationState: text('examination_state').$type<Exclude<ExaminationState, 'SENDING_IN_PROGRESS'>>().notNull(),
    depositDate: date('deposit_date', { mode: 'string' }),
    instructionDate: date('instruction_date', { mode: 'string' }),
    comment: text('comment').notNull(),
    reportedAt: ts('reported_at').notNull(),
  },
  (t) => [unique('rokhas_situations_partner_uq').on(t.folderId, t.partnerSituationId)],
);

/** Event ids of the partner's callbacks already taken: a replayed callback is refused (409). */
export const rokhasCallbackEvents = pgTable('rokhas_callback_events', {
  eventId: text('event_id').primaryKey(),
  receivedAt: ts('received_at').notNull(),
});

// ---------------------------------------------------------------------------------------------------
// The sandbox partner's own records (partners/rokhas/sandbox-*.ts): what the real platform keeps on its
// side. The portal never reads them; it only talks to the sandbox over HTTP.

export const sandboxRokhasArchitects = pgTable('sandbox_rokhas_architects', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique('sandbox_rokhas_architects_email_uq'),
  fullName: text('full_name').notNull(),
  authorizationNumber: text('authorization_number').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** The partner's technical members, who sign in to the sandbox pages (password hashed with scrypt). */
export const sandboxRokhasMembers = pgTable('sandbox_rokhas_members', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull().unique('sandbox_rokhas_members_username_uq'),
  fullName: text('full_name').notNull(),
  organisation: text('organisation').notNull(),
  passwordHash: text('password_hash').notNull(),
});

export const sandboxRokhasFolders = pgTable('sandbox_rokhas_folders', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique('sandbox_rokhas_folders_idempotency_uq'),
  kind: text('kind').$type<'SHARE' | 'SEND'>().notNull(),
  reference: text('reference').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  callbackUrl: text('callback_url').notNull(),
  commentDeadline: ts('comment_deadline'),
  /** How many requests carried this idempotency key (the first one created the folder). */
  requestCount: integer('request_count').notNull().default(1),
  receivedAt: ts('received_at').notNull(),
});

/** Comments and situations entered at the sandbox, with the delivery of their callback. */
export const sandboxRokhasEntries = pgTable(
  'sandbox_rokhas_entries',
  {
    id: text('id').primaryKey(),
    folderId: text('folder_id')
      .notNull()
      .references(() => sandboxRokhasFolders.id, { onDelete: 'cascade' }),
    type: text('type').$type<'COMMENT' | 'SITUATION'>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull(),
    deliveredAt: ts('delivered_at'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('sandbox_rokhas_entries_folder_idx').on(t.folderId)],
);

/** Test switches of the sandbox (its availability), shared by the instances on one database. */
export const sandboxRokhasSettings = pgTable('sandbox_rokhas_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

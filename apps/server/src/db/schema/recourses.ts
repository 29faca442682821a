import type { RecourseType } from '@cri/shared/enums/recourses';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { projects } from './projects.ts';
import { regions } from './reference-data.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An appeal (issue 15; spec 2 §3 Recourse; decision 044): the gracious recourse to the governor or the
 * ministerial recourse to the national commission, one of each per file. The legal deadlines are computed
 * once (rules/recourse-clocks.ts) and stored, so a later change of the holiday data moves no notified date.
 */
export const recourses = pgTable(
  'recourses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The file's region, copied by the database (trigger of migration 0035, decision 107); the application never writes it. */
    regionId: integer('region_id').references(() => regions.id),
    type: text('type').$type<RecourseType>().notNull(),
    reason: text('reason').notNull(),
    explanation: text('explanation').notNull(),
    honourDeclaration: boolean('honour_declaration').notNull(),
    providedDocumentIds: jsonb('provided_document_ids').$type<number[]>().notNull().default([]),
    /** The signed request (required). */
    requestStorageKey: text('request_storage_key').notNull(),
    requestFileName: text('request_file_name').notNull(),
    requestMimeType: text('request_mime_type').notNull(),
    requestSize: bigint('request_size', { mode: 'number' }).notNull(),
    /** The decision appealed against (COMMISSION_CHOICE of the latest review phase when filed). */
    appealedDecision: text('appealed_decision').notNull(),
    filedBy: integer('filed_by').references(() => users.id, { onDelete: 'set null' }),
    filedAt: at('filed_at').notNull(),
    /** The last day to file it (for the record) and the last day for the decision owed. */
    fileDeadline: date('file_deadline', { mode: 'string' }).notNull(),
    decisionDeadline: date('decision_deadline', { mode: 'string' }).notNull(),
    synthesis: text('synthesis'),
    qualification: text('qualification'),
    /** The documents of the file the instruction attached (decision 048). */
    instructionDocumentIds: jsonb('instruction_document_ids').$type<number[]>().notNull().default([]),
    instructedBy: integer('instructed_by').references(() => users.id, { onDelete: 'set null' }),
    instructedAt: at('instructed_at'),
    /** FAVORABLE / FAVORABLE_WITH_RESTRICTIONS / UNFAVORABLE once decided. */
    decision: text('decision'),
    commentsForInvestor: text('comments_for_investor'),
    commissionRecommendation: text('commission_recommendation'),
    decisionStorageKey: text('decision_storage_key'),
    decisionFileName: text('decision_file_name'),
    decisionMimeType: text('decision_mime_type'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    /** The clock job's marks: reminder sent to staff, overdue noted, investor told the next appeal is open. */
    reminderSentAt: at('reminder_sent_at'),
    overdueNotedAt: at('overdue_noted_at'),
    silenceNoticeSentAt: at('silence_notice_sent_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('recourses_project_type_uq').on(t.projectId, t.type),
    index('recourses_decision_deadline_idx').on(t.decisionDeadline),
    // The tabs of GET /recourse (decision 107): undecided (four tabs) and decided (ARCHIVED), in a region or the
    // whole country, each in the list's order.
    index('recourses_open_idx').on(t.type, t.decisionDeadline, t.id).where(sql`${t.decidedAt} is null`),
    index('recourses_region_open_idx').on(t.regionId, t.type, t.decisionDeadline, t.id).where(sql`${t.decidedAt} is null`),
    index('recourses_decided_idx').on(t.type, t.decisionDeadline, t.id).where(sql`${t.decidedAt} is not null`),
    index('recourses_region_decided_idx').on(t.regionId, t.type, t.decisionDeadline, t.id).where(sql`${t.decidedAt} is not null`),
    // A tab of several types in a region (the advisor's: gracious and ministerial) in the list's order (decision 111).
    index('recourses_region_open_deadline_idx').on(t.regionId, t.decisionDeadline, t.id).where(sql`${t.decidedAt} is null`),
    index('recourses_region_decided_deadline_idx')
      .on(t.regionId, t.decisionDeadline, t.id)
      .where(sql`${t.decidedAt} is not null`),
  ],
);

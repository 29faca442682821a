import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const OUTBOX_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Transactional outbox (ARCHITECTURE.md, e-mail): a mail is inserted in the same transaction as the change
 * that causes it, then the dispatcher sends it. Subject and bodies are rendered at enqueue time, so the
 * dev mailbox shows exactly what was (or will be) sent.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /** Not sent before this time (backoff after a failure); null = as soon as possible. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    /** When a dispatcher claimed it (SENDING); a claim older than a few minutes is taken over. */
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('outbox_mails_status_next_idx').on(t.status, t.nextAttemptAt), index('outbox_mails_created_idx').on(t.createdAt)],
);

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { advisors, users } from './accounts.ts';
import { projects } from './projects.ts';

/**
 * An advisor's request to hand a file over (decision 041): asked by the assigned advisor with a reason,
 * decided by the region's director. At most one PENDING request per file (partial unique index: a second
 * one answers 409 even when two arrive together).
 */
export const advisorChangeRequests = pgTable(
  'advisor_change_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The advisor who had the file when asked (the requester's advisor record). */
    fromAdvisorId: integer('from_advisor_id').references(() => advisors.id, { onDelete: 'set null' }),
    proposedAdvisorId: integer('proposed_advisor_id').references(() => advisors.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** ADVISOR_CHANGE_STATUSES in shared. */
    status: text('status').$type<'PENDING' | 'ACCEPTED' | 'REFUSED' | 'CLOSED'>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    newAdvisorId: integer('new_advisor_id').references(() => advisors.id, { onDelete: 'set null' }),
    refusalReason: text('refusal_reason'),
  },
  (t) => [
    uniqueIndex('advisor_change_requests_one_pending').on(t.projectId).where(sql`${t.status} = 'PENDING'`),
    index('advisor_change_requests_status_idx').on(t.status, t.createdAt),
  ],
);

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { regions } from './reference-data.ts';

/**
 * One row per security-code reset (spec 1 §6, §7 GET /reset-otp-history): who reset whose code, when,
 * and the region of the account (what regional support filters on). Names are copied so the history
 * still reads after an account is deleted.
 */
export const otpResetHistory = pgTable(
  'otp_reset_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    accountType: text('account_type').notNull(),
    regionId: integer('region_id').references(() => regions.id),
    resetById: integer('reset_by_id').references(() => users.id, { onDelete: 'set null' }),
    resetByUsername: text('reset_by_username').notNull(),
    resetByFirstName: text('reset_by_first_name').notNull(),
    resetByLastName: text('reset_by_last_name').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('otp_reset_history_region_idx').on(t.regionId, t.resetAt), index('otp_reset_history_reset_at_idx').on(t.resetAt)],
);

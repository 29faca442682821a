import { ACCOUNT_TYPES } from '@cri/shared/schemas/accounts';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * What the visitor chose at sign-up (spec 1 §3: account type investor or professional). A professional
 * (architect, adviser…) acts for investors: the investor profile reads it as the intermediary flag.
 */
export const accountRegistrations = pgTable('account_registrations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** E-mail confirmation links: random, stored hashed, single use, expiring (spec 1 §4.2). */
export const activationTokens = pgTable(
  'activation_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when used, or when a newer link replaced it. */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('activation_tokens_user_idx').on(t.userId)],
);

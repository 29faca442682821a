import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Password reset links (forgotten password): random tokens stored as SHA-256 hashes, single use, short
 * lived. The rows of a day also count the requests of that day (daily limit per account), so the count
 * holds across restarts and instances; rows are purged a few days after they expire.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Set when the link is used, or when another reset of the account made it useless. */
    usedAt: at('used_at'),
  },
  (t) => [index('password_reset_tokens_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Sign-in throttling (one row per attempted username, known or not, so the answer reveals nothing about
 * which accounts exist): the current streak of wrong passwords and the time before which the next attempt
 * is refused. A successful sign-in deletes the row.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    username: text('username').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: at('last_failure_at').notNull(),
    blockedUntil: at('blocked_until'),
  },
  (t) => [index('sign_in_throttles_last_failure_idx').on(t.lastFailureAt)],
);

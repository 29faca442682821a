import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { followUpActions } from './follow-up-actions.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The governor's e-signature of a delivery act (issue 14; decision 037): one row per ACT_DELIVERY action
 * once a signature was asked. The signing lock (who signs at the provider now, with which request, until
 * when: the same lock as the minutes') and the last request, whose error text the governor reads back.
 * The signed act itself lives on the action (follow_up_actions.signed_*), written by recordActSigned.
 */
export const actSigningRequests = pgTable('act_signing_requests', {
  followUpActionId: integer('follow_up_action_id')
    .primaryKey()
    .references(() => followUpActions.id, { onDelete: 'cascade' }),
  signingUserId: integer('signing_user_id').references(() => users.id, { onDelete: 'set null' }),
  signingRequestId: text('signing_request_id'),
  signingLockExpiresAt: at('signing_lock_expires_at'),
  /** The latest request and who made it: `GET /esign/act-error` reads the provider's text of it. */
  lastRequestId: text('last_request_id'),
  lastRequestUserId: integer('last_request_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: at('updated_at').notNull(),
});

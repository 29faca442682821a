import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Notifications of a user (spec 1 §3 "notifications list"), created by the system when something
 * concerns them. The text is an i18n key with parameters, or literal French and Arabic text.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titleKey: text('title_key'),
    bodyKey: text('body_key'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    titleFr: text('title_fr'),
    titleAr: text('title_ar'),
    bodyFr: text('body_fr'),
    bodyAr: text('body_ar'),
    /** A web path to open (same site only). */
    link: text('link'),
    projectId: integer('project_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

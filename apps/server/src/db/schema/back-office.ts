import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Every back-office change (decision 061): who, when, which record of which resource, the record before and
 * after, and the caller's address. One table for every resource; `regionId` is the record's region (null for
 * national records), so a regional support reads only its region's history.
 */
export const backOfficeAudit = pgTable(
  'back_office_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    actorUsername: text('actor_username').notNull(),
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    /** create, update, delete, archive, deactivate, signature-picture */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull(),
    regionId: integer('region_id'),
  },
  (t) => [
    index('back_office_audit_record_idx').on(t.resource, t.recordId),
    index('back_office_audit_at_idx').on(t.at),
    index('back_office_audit_region_idx').on(t.regionId),
  ],
);

import { date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Visits counted per day without personal data (issue 21, decision 077): a visitor is a hash of the day's
 * random salt with the address and browser (or the account id when signed in); the salts of past days are
 * deleted, so no hash can be linked back to anyone afterwards.
 */
export const dailyVisits = pgTable(
  'daily_visits',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
    /** VISITOR, or the kind of account signed in: INVESTOR, ADVISOR, CRUI_MEMBER, SUPPORT, OTHER. */
    audience: text('audience').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorHash] }), index('daily_visits_day_idx').on(t.day, t.audience)],
);

/** The salt of the current day (one row; older ones are deleted when the day changes). */
export const visitSalts = pgTable('visit_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

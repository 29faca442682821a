import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { projectPhaseTitle } from './project-phases.ts';
import { projects } from './projects.ts';
import { administrations } from './reference-data.ts';

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

/**
 * Completed stays in a step of the phase history (decisions 078, 090): one row per phase the file has left,
 * written by `recordPhase` when it records the next phase (back-filled by migration 0029). The bottleneck
 * figures' files are read from here; their percentiles from `indicator_stay_histogram`.
 */
export const phaseStays = pgTable(
  'phase_stays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The file's region when the stay ended (files do not change region). */
    regionId: integer('region_id').notNull(),
    phase: projectPhaseTitle('phase').notNull(),
    beganAt: timestamp('began_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }).notNull(),
    days: doublePrecision('days').notNull(),
  },
  (t) => [
    index('phase_stays_phase_idx').on(t.phase, t.beganAt),
    index('phase_stays_region_phase_idx').on(t.regionId, t.phase, t.beganAt),
    index('phase_stays_project_idx').on(t.projectId),
  ],
);

/**
 * An administration's hold on a shared file (decision 090): from the sharing with it (POST /projects/{id}/share)
 * to the first opinion of one of its members (PUT /projects/{id}/commission-opinion). Written by those two
 * services; back-filled by migration 0029 from the shares and opinions recorded before it.
 */
export const administrationReviews = pgTable(
  'administration_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    regionId: integer('region_id').notNull(),
    administrationId: integer('administration_id')
      .notNull()
      .references(() => administrations.id),
    sharedAt: timestamp('shared_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The first opinion of a member of the administration after the sharing; null while it is awaited. */
    opinionAt: timestamp('opinion_at', { withTimezone: true, mode: 'date' }),
    days: doublePrecision('days'),
  },
  (t) => [
    index('administration_reviews_admin_idx').on(t.administrationId, t.sharedAt),
    index('administration_reviews_project_idx').on(t.projectId, t.administrationId),
    index('administration_reviews_region_idx').on(t.regionId, t.sharedAt),
  ],
);

/**
 * Pre-aggregated stay lengths (decision 090): how many completed stays of a step (kind P, step = the phase) or of an
 * administration (kind A, step = its id) began in a period, per length bucket (`indicator_bucket`: tenths of a
 * day below 10 days, 2 % steps above). Periods are days (granularity D) and months (M); region 0 is every
 * region. Kept by the writers through `indicator_add_stay`, rebuilt in bulk by `indicators_rebuild()`.
 */
export const indicatorStayHistogram = pgTable(
  'indicator_stay_histogram',
  {
    granularity: text('granularity').$type<'D' | 'M'>().notNull(),
    regionId: integer('region_id').notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    kind: text('kind').$type<'P' | 'A'>().notNull(),
    step: text('step').notNull(),
    bucket: smallint('bucket').notNull(),
    stays: integer('stays').notNull(),
  },
  (t) => [primaryKey({ columns: [t.granularity, t.regionId, t.period, t.kind, t.step, t.bucket] })],
);

/**
 * Files entering a step per Morocco day and region (decision 090): the counts of POST
 * /global-indicators/projects-status, kept by `recordPhase` (a file counted once per day and counter).
 */
export const indicatorDailyCounts = pgTable(
  'indicator_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    regionId: integer('region_id').notNull(),
    counter: text('counter').notNull(),
    files: integer('files').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.regionId, t.counter] })],
);

/**
 * The same counts per Morocco month (its first day) (decision 121): kept from `indicator_daily_counts` by a trigger of
 * migration 0042, so a range of a year reads its whole months here (12 rows per region and counter) and only its
 * first and last partial months by day.
 */
export const indicatorMonthlyCounts = pgTable(
  'indicator_monthly_counts',
  {
    month: date('month', { mode: 'string' }).notNull(),
    regionId: integer('region_id').notNull(),
    counter: text('counter').notNull(),
    files: integer('files').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.regionId, t.counter] })],
);

/**
 * Files per (region, latest phase, programmed or not) (decision 107): the dashboards' per-phase counts, kept by
 * deferred triggers on `projects` (migration 0035) at the commit of every insert, delete and change of region,
 * latest phase or commission date. `phase` is '' for a file without a phase. A row may hold 0 files.
 */
export const projectPhaseCounts = pgTable(
  'project_phase_counts',
  {
    regionId: integer('region_id').notNull(),
    phase: text('phase').notNull(),
    programmed: boolean('programmed').notNull(),
    files: integer('files').notNull(),
  },
  (t) => [primaryKey({ columns: [t.regionId, t.phase, t.programmed] })],
);

/**
 * Files per (region, kept list category, latest phase) (decision 111): the files whose `category_flags` (on `projects`)
 * has the category's bit (`kind`: ADVISOR_ACTIONS, DOCUMENTS_TO_DELIVER, ACT_DELIVERED, MONITORED, UNFAVOURABLE),
 * kept by deferred triggers on `projects` (migration 0036). The phase lets a category that widens phases (the
 * advisor's actions: the phases OR an action) count the flagged files of the other phases. A row may hold 0 files.
 */
export const projectCategoryCounts = pgTable(
  'project_category_counts',
  {
    regionId: integer('region_id').notNull(),
    kind: text('kind').notNull(),
    phase: text('phase').notNull(),
    files: integer('files').notNull(),
  },
  (t) => [primaryKey({ columns: [t.regionId, t.kind, t.phase] })],
);

/**
 * Files per (region, month of the `monitoring_due_on` of `projects`) (decision 111): the monitoring category "a milestone
 * due within 15 days or overdue" of a day is the months before that day's month plus the files of its month up to
 * the day (read from `projects_monitoring_due_idx`). Kept by the same triggers. A row may hold 0 files.
 */
export const monitoringDueMonths = pgTable(
  'monitoring_due_months',
  {
    regionId: integer('region_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    files: integer('files').notNull(),
  },
  (t) => [primaryKey({ columns: [t.regionId, t.month] })],
);

/**
 * Commissions per (region of their file, session day) (decision 107): the CRUI sessions of a period are the days
 * with at least one, kept by deferred triggers on `commissions` (migration 0035). A row may hold 0 commissions.
 */
export const commissionSessionDays = pgTable(
  'commission_session_days',
  {
    regionId: integer('region_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    commissions: integer('commissions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.regionId, t.day] }), index('commission_session_days_day_idx').on(t.day, t.regionId)],
);

import {
  LAND_APPOINTMENT_STATES,
  LAND_PARCEL_TYPES,
  LAND_REQUEST_CATEGORIES,
  PARCEL_EXAMINATION_STATES,
} from '@cri/shared/enums/land';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { framingForms } from './framing-forms.ts';
import { projectLands } from './project-infos.ts';
import { administrations, regions } from './reference-data.ts';

/**
 * A land member's settings (spec 3 §3 "Land member": parcel type, geographic visibility). Habilitations stay on
 * `users.habilitations`. No row = every parcel type, the whole region.
 */
export const landMemberSettings = pgTable('land_member_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  parcelType: text('parcel_type', { enum: LAND_PARCEL_TYPES }).notNull().default('ALL'),
  /** Geographic visibility: the provinces of the member's region it follows; empty = the whole region. */
  provinceIds: integer('province_ids').array().notNull().default(sql`'{}'::integer[]`),
  /** The administration the member belongs to (spec 3 §3: land registry agency, state domains…), of its region. */
  administrationId: integer('administration_id').references(() => administrations.id),
});

/** The land team's examination of a declared parcel (spec 3 §3); no row = NOT_EXAMINED. */
export const parcelExaminations = pgTable(
  'parcel_examinations',
  {
    projectLandId: integer('project_land_id')
      .primaryKey()
      .references(() => projectLands.id, { onDelete: 'cascade' }),
    state: text('state', { enum: PARCEL_EXAMINATION_STATES }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('parcel_examinations_state_idx').on(t.state)],
);

/**
 * Parcels per (region, commune, fundamental reference type, examination state) (decision 124): the land dashboard's
 * counts by state and by commune, kept by deferred triggers on `project_lands` (migration 0043) as the files' counts
 * of decision 107, instead of counting the region's parcels (220 000 for Casablanca-Settat at 1 000 000 files) on
 * every dashboard. 0 stands for no commune or no reference type; `NOT_EXAMINED` for a parcel without examination. A
 * row may hold 0 parcels. Rebuilt by `counters_rebuild()`.
 */
export const parcelCounts = pgTable(
  'parcel_counts',
  {
    regionId: integer('region_id').notNull(),
    communeId: integer('commune_id').notNull(),
    referenceTypeId: integer('reference_type_id').notNull(),
    state: text('state', { enum: PARCEL_EXAMINATION_STATES }).notNull(),
    parcels: integer('parcels').notNull(),
  },
  (t) => [primaryKey({ columns: [t.regionId, t.communeId, t.referenceTypeId, t.state] })],
);

/** The parcel audit (GET /audit/parcel, decision 068): who changed what on a parcel, oldest first. */
export const parcelHistory = pgTable(
  'parcel_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectLandId: integer('project_land_id')
      .notNull()
      .references(() => projectLands.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('parcel_history_land_idx').on(t.projectLandId, t.changedAt)],
);

/** A land member's qualification of an investor's land request (a framing form with land needs); none = NEW. */
export const landRequestQualifications = pgTable(
  'land_request_qualifications',
  {
    framingFormId: integer('framing_form_id')
      .primaryKey()
      .references(() => framingForms.id, { onDelete: 'cascade' }),
    category: text('category', { enum: LAND_REQUEST_CATEGORIES }).notNull(),
    qualification: text('qualification').notNull().default(''),
    qualifiedBy: integer('qualified_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('land_request_qualifications_category_idx').on(t.category)],
);

/**
 * An investor's appointment with the land team (issue 19): booked like an advisor appointment, scheduled, moved,
 * cancelled and held by a land member of the region holding RDV. Times are Morocco wall-clock (no time zone).
 */
export const landAppointments = pgTable(
  'land_appointments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    subject: text('subject').notNull(),
    details: text('details').notNull().default(''),
    state: text('state', { enum: LAND_APPOINTMENT_STATES }).notNull().default('TO_BE_SCHEDULED'),
    scheduledStart: timestamp('scheduled_start', { mode: 'string' }),
    memberUserId: integer('member_user_id').references(() => users.id, { onDelete: 'set null' }),
    cancellationReason: text('cancellation_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('land_appointments_region_state_idx').on(t.regionId, t.state, t.createdAt),
    index('land_appointments_user_idx').on(t.userId),
  ],
);

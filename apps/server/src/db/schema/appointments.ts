import { APPOINTMENT_EVENTS, APPOINTMENT_STATUSES } from '@cri/shared/schemas/appointments';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { advisors, users } from './accounts.ts';
import { framingForms } from './framing-forms.ts';
import { projects } from './projects.ts';
import { regions } from './reference-data.ts';

/**
 * A meeting request with a regional advisor (spec 2 §3 Appointment). Scheduled times are wall-clock
 * times of Morocco (timestamp without time zone), like the region's slot hours they are checked against.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The signed-in requester; null for a visitor's request. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    advisorId: integer('advisor_id').references(() => advisors.id),
    framingFormId: integer('framing_form_id').references(() => framingForms.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    subject: text('subject').notNull().default(''),
    details: text('details').notNull().default(''),
    /** The requester as given (visitors) or as on the account when booked (investors). */
    requesterName: text('requester_name').notNull().default(''),
    /** Lower-case; the visitors' daily limit is counted on it. */
    requesterEmail: text('requester_email').notNull().default(''),
    requesterPhone: text('requester_phone'),
    /** The language the requester booked in: the language of their mails. */
    language: text('language', { enum: ['fr', 'ar'] })
      .notNull()
      .default('fr'),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('TO_BE_SCHEDULED'),
    scheduledStart: timestamp('scheduled_start', { mode: 'string' }),
    scheduledEnd: timestamp('scheduled_end', { mode: 'string' }),
    cancellationReason: text('cancellation_reason'),
    /** The procedure type of /meeting/new-appointment/{projectId}/{type}. */
    projectType: text('project_type'),
    /**
     * When the current advisor got the request (spec 2 §4: the advisor answers within 48 hours of
     * assignment, docs/decisions/031); null while nobody holds it.
     */
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }),
    /** The advisor's first action on it (schedule or cancel): the answer the 48 hours wait for. */
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    /** When the advisor was reminded of the coming deadline: set once, so the reminder is sent once. */
    answerRemindedAt: timestamp('answer_reminded_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // The reminder job's and the overdue filter's candidates: held, not answered yet.
    index('appointments_unanswered_idx').on(t.assignedAt).where(sql`answered_at is null`),
    index('appointments_user_idx').on(t.userId),
    index('appointments_region_idx').on(t.regionId),
    index('appointments_advisor_idx').on(t.advisorId),
    index('appointments_framing_form_idx').on(t.framingFormId),
    index('appointments_requester_email_idx').on(t.requesterEmail, t.createdAt),
    // One advisor, one slot: the second of two concurrent bookings fails here (409 SLOT_TAKEN).
    uniqueIndex('appointments_advisor_slot_uq').on(t.advisorId, t.scheduledStart).where(sql`status = 'SCHEDULED'`),
  ],
);

/** Every change of an appointment, for its page and the record of who did what. */
export const appointmentEvents = pgTable(
  'appointment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    event: text('event', { enum: APPOINTMENT_EVENTS }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    scheduledStart: timestamp('scheduled_start', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('appointment_events_appointment_idx').on(t.appointmentId)],
);

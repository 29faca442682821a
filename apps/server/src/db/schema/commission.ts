import type { CommissionDecision } from '@cri/shared/enums/commission-decisions';
import type { CommissionKind, MemberOpinion } from '@cri/shared/schemas/commission';
import { boolean, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { projects } from './projects.ts';
import { administrations, regions } from './reference-data.ts';

/**
 * A commission (spec 2 §3 Commission): one per session of a file and kind of decision. Opened for the
 * file's cruiDate; the advisor's decision fills choice, comments and recommendation.
 */
export const commissions = pgTable(
  'commissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The file's region, copied by the database (trigger of migration 0035, decision 107); the application never writes it. */
    regionId: integer('region_id').references(() => regions.id),
    /** COMMISSION_KINDS (shared/schemas/commission.ts). */
    kind: text('kind').$type<CommissionKind>().notNull(),
    commissionDate: date('commission_date', { mode: 'string' }).notNull(),
    /** COMMISSION_DECISIONS; null until decided. */
    choice: text('choice').$type<CommissionDecision>(),
    commentsForInvestor: text('comments_for_investor').notNull().default(''),
    commissionRecommendation: text('commission_recommendation').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    /** The advisor finalised the PV signatures; the remaining members then have 48 hours (spec 2 "Minutes"). */
    isSignaturesFinalized: boolean('is_signatures_finalized').notNull().default(false),
    signaturesFinalizedAt: timestamp('signatures_finalized_at', { withTimezone: true, mode: 'date' }),
    reservationsLiftedBy: integer('reservations_lifted_by').references(() => users.id, { onDelete: 'set null' }),
    reservationsLiftedAt: timestamp('reservations_lifted_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('commissions_project_session_kind_uq').on(t.projectId, t.commissionDate, t.kind),
    index('commissions_project_idx').on(t.projectId, t.id),
  ],
);

/**
 * A member's seat on a commission (spec 2 §3 commissionCruiMember): presence and conflict of interest
 * recorded by the advisor, the member's opinion, whether they vote (one per administration) and signed.
 */
export const commissionMembers = pgTable(
  'commission_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commissionId: integer('commission_id')
      .notNull()
      .references(() => commissions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The member's administration when seated (kept: a later move does not rewrite the session). */
    administrationId: integer('administration_id').references(() => administrations.id),
    /** 'SHARED' (an administration the file is shared with) or 'ADDED' by the advisor. */
    source: text('source').$type<'SHARED' | 'ADDED'>().notNull(),
    attended: boolean('attended').notNull().default(false),
    conflictOfInterest: boolean('conflict_of_interest').notNull().default(false),
    isVoting: boolean('is_voting').notNull().default(false),
    opinion: text('opinion').$type<MemberOpinion>(),
    opinionComment: text('opinion_comment').notNull().default(''),
    opinionAt: timestamp('opinion_at', { withTimezone: true, mode: 'date' }),
    hasPvSigned: boolean('has_pv_signed').notNull().default(false),
    pvSignedAt: timestamp('pv_signed_at', { withTimezone: true, mode: 'date' }),
    /** The member's latest request at the e-signature provider (GET /esign-error reads its error text). */
    esignRequestId: text('esign_request_id'),
  },
  (t) => [unique('commission_members_seat_uq').on(t.commissionId, t.userId), index('commission_members_user_idx').on(t.userId)],
);

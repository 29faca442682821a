import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { choiceListItems, communes, provinces, regions, sectors } from './reference-data.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Amounts of the PIAFE programme: whole dirhams (decision 071). */
const dirhams = (name: string) => bigint(name, { mode: 'number' });

/**
 * A project holder met by a PIAFE advisor (spec 3 §3). One row per identity document: the identity
 * search finds the existing holder instead of creating a second one (unique type + number).
 */
export const piafeHolders = pgTable(
  'piafe_holders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    identityType: text('identity_type').notNull(),
    identityNumber: text('identity_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    birthPlace: text('birth_place'),
    gender: text('gender'),
    email: text('email'),
    mobilePhone: text('mobile_phone'),
    deskPhone: text('desk_phone'),
    address: text('address'),
    regionId: integer('region_id').references(() => regions.id),
    provinceId: integer('province_id').references(() => provinces.id),
    communeId: integer('commune_id').references(() => communes.id),
    schoolLevel: text('school_level'),
    professionalActivity: text('professional_activity'),
    professionalTraining: text('professional_training'),
    legalStatus: text('legal_status'),
    orientedFrom: text('oriented_from'),
    hasBankAccount: boolean('has_bank_account'),
    appliedForLoan: boolean('applied_for_loan'),
    contractedLoan: boolean('contracted_loan'),
    bankingOrganisation: text('banking_organisation'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('piafe_holders_identity_uq').on(t.identityType, t.identityNumber)],
);

/** A holder's project (spec 3 §3 "Piafe project"). `regionId` is the region the advisors' scope reads. */
export const piafeProjects = pgTable(
  'piafe_projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    holderId: integer('holder_id')
      .notNull()
      .references(() => piafeHolders.id),
    name: text('name').notNull(),
    address: text('address'),
    description: text('description'),
    sectorId: integer('sector_id').references(() => sectors.id),
    otherActivity: text('other_activity'),
    estimatedInvestment: dirhams('estimated_investment'),
    estimatedJobs: integer('estimated_jobs'),
    requiredFunding: dirhams('required_funding'),
    capitalExpenditure: dirhams('capital_expenditure'),
    operatingExpense: dirhams('operating_expense'),
    workingCapital: dirhams('working_capital'),
    location: text('location'),
    undefinedLocation: boolean('undefined_location').notNull().default(false),
    maturityLevel: text('maturity_level').notNull(),
    localAvailability: text('local_availability'),
    authorizationAvailability: text('authorization_availability'),
    fundingProgress: text('funding_progress'),
    lastRejectionDate: date('last_rejection_date', { mode: 'string' }),
    bank: text('bank'),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    provinceId: integer('province_id').references(() => provinces.id),
    communeId: integer('commune_id').references(() => communes.id),
    organisationTypeId: integer('organisation_type_id').references(() => choiceListItems.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('piafe_projects_region_idx').on(t.regionId), index('piafe_projects_holder_idx').on(t.holderId)],
);

/**
 * An exchange: one visit of an advisor with a holder about a project, and its qualification (spec 3 §3).
 * Created first (step 1), then linked to its holder and project; `completedAt` is set by the qualification.
 * `regionId` is the advisor's region when the advisor is regional (their scope), else the project's.
 */
export const piafeExchanges = pgTable(
  'piafe_exchanges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    advisorId: integer('advisor_id').references(() => users.id, { onDelete: 'set null' }),
    regionId: integer('region_id').references(() => regions.id),
    holderId: integer('holder_id').references(() => piafeHolders.id),
    projectId: integer('project_id').references(() => piafeProjects.id),
    exchangeDate: date('exchange_date', { mode: 'string' }).notNull(),
    contactType: text('contact_type').notNull(),
    place: text('place'),
    interviewer: text('interviewer'),
    durationMinutes: integer('duration_minutes'),
    needs: text('needs').array().notNull().default(sql`'{}'::text[]`),
    needsOther: text('needs_other'),
    services: text('services').array().notNull().default(sql`'{}'::text[]`),
    servicesOther: text('services_other'),
    orientedTo: text('oriented_to'),
    completedAt: at('completed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('piafe_exchanges_project_idx').on(t.projectId, t.exchangeDate),
    index('piafe_exchanges_region_idx').on(t.regionId),
    index('piafe_exchanges_date_idx').on(t.exchangeDate),
  ],
);

export interface PiafeYearResult {
  year: number;
  turnover: number | null;
  jobsCreated: number | null;
}

/** Progress tracking of a project (spec 3 §3 "Tracking"): one per project, written from one of its exchanges. */
export const piafeTrackings = pgTable(
  'piafe_trackings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    exchangeId: integer('exchange_id')
      .notNull()
      .references(() => piafeExchanges.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => piafeProjects.id),
    projectPhase: text('project_phase').notNull(),
    fundingProcessDate: date('funding_process_date', { mode: 'string' }),
    depositDate: date('deposit_date', { mode: 'string' }),
    fundingResult: text('funding_result'),
    fundingAmount: dirhams('funding_amount'),
    rejectionReason: text('rejection_reason'),
    authorisationStatus: text('authorisation_status'),
    authorisationRequestDate: date('authorisation_request_date', { mode: 'string' }),
    authorisationDate: date('authorisation_date', { mode: 'string' }),
    realisationDate: date('realisation_date', { mode: 'string' }),
    completionDate: date('completion_date', { mode: 'string' }),
    exploitationDate: date('exploitation_date', { mode: 'string' }),
    yearResults: jsonb('year_results').$type<PiafeYearResult[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('piafe_trackings_project_uq').on(t.projectId)],
);

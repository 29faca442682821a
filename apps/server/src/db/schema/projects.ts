import { PROJECT_CREATION_STAGES } from '@cri/shared/enums/framing-forms';
import type { ProcedureState, ProjectPhase } from '@cri/shared/enums/project-phases';
import { REGIONAL_COMMISSION_CEILING } from '@cri/shared/rules/commission-competence';
import { TO_PROGRAM_PHASES } from '@cri/shared/schemas/scheduling';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { advisors, users } from './accounts.ts';
import { framingForms } from './framing-forms.ts';
import { choiceListItems, communes, procedures, provinces, regions, sectors } from './reference-data.ts';

/**
 * Bit 32 of `category_flags` (decision 117, migration 0038; bits 1-16: modules/projects/kept-categories.ts): a
 * commission asked to reschedule the file (its latest phase is REVIEWED_IN_CRUI and says TO_BE_RESCHEDULED). The
 * scheduling lists it among the files to program; no category counts it.
 */
export const RESCHEDULE_FLAG = 32;

/**
 * The predicates of the partial indexes of the files waiting for a commission session (decision 117), written once
 * for the indexes below and for the queries that must repeat them word for word for the planner to use the indexes
 * (scheduling/repository.ts): literals, not parameters.
 */
type ToProgramColumns = { cruiDate: PgColumn; latestPhase: PgColumn; categoryFlags: PgColumn; totalInvestment: PgColumn };
export const validatedUnprogrammedSql = (t: ToProgramColumns): SQL =>
  sql`${t.cruiDate} is null and ${t.latestPhase} in (${sql.raw(TO_PROGRAM_PHASES.map((phase) => `'${phase}'`).join(', '))})`;
export const rescheduleAskedSql = (t: ToProgramColumns): SQL =>
  sql`${t.categoryFlags} & ${sql.raw(String(RESCHEDULE_FLAG))} <> 0`;
export const nationalCompetenceSql = (t: ToProgramColumns): SQL =>
  sql`${t.totalInvestment} >= ${sql.raw(String(REGIONAL_COMMISSION_CEILING))}`;

/**
 * An investment project (spec 2 §3 Project): what creating it from a framing form sets, then the fields of
 * the project form (issue 5). Texts of the form are '' until filled, so a draft may be saved incomplete.
 */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /**
     * The name in lower case, written by the database (decision 125): the search by name compares it with LIKE, which
     * reads each candidate row's bytes, where ILIKE lower-cases the name and the pattern again for every row.
     */
    nameLower: text('name_lower').generatedAlwaysAs(sql`lower(name)`),
    /** The investor account that created it (the depositor). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    advisorId: integer('advisor_id').references(() => advisors.id),
    framingFormId: integer('framing_form_id').references(() => framingForms.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Creation stage (spec 2 §4): 11 INITIALIZED, 12 PROCEDURES_CHOSEN, 13 DOCUMENTS_UPLOADED, 14 ADVISOR_ASSIGNED. */
    creationStage: integer('creation_stage').notNull().default(PROJECT_CREATION_STAGES.INITIALIZED),
    // The project form (spec 2 §3 Project, §5).
    /** CRI-{regionCode}-{year}-{id}, given at the first save of the form. */
    reference: text('reference').unique(),
    description: text('description').notNull().default(''),
    address: text('address').notNull().default(''),
    provinceId: integer('province_id').references(() => provinces.id),
    communeId: integer('commune_id').references(() => communes.id),
    zipCode: text('zip_code').notNull().default(''),
    companyLegalFormFamilyId: integer('company_legal_form_family_id').references(() => choiceListItems.id),
    companyLegalFormId: integer('company_legal_form_id').references(() => choiceListItems.id),
    companyCorporateName: text('company_corporate_name').notNull().default(''),
    companyAddress: text('company_address').notNull().default(''),
    companyCommuneId: integer('company_commune_id').references(() => communes.id),
    companyZipCode: text('company_zip_code').notNull().default(''),
    companyPhone: text('company_phone').notNull().default(''),
    companyMobilePhone: text('company_mobile_phone').notNull().default(''),
    companyIdentifier: text('company_identifier').notNull().default(''),
    companyActivity: text('company_activity').notNull().default(''),
    companySocialCapital: numeric('company_social_capital', { precision: 15, scale: 2, mode: 'number' }),
    companyCommonIdentifier: text('company_common_identifier').notNull().default(''),
    fiscalIdentifier: text('fiscal_identifier').notNull().default(''),
    commercialRegisterImmatriculationDate: date('commercial_register_immatriculation_date', { mode: 'string' }),
    nationalRegisterInscriptionNumber: text('national_register_inscription_number').notNull().default(''),
    professionTypeId: integer('profession_type_id').references(() => choiceListItems.id),
    isRepresentativeCertificated: boolean('is_representative_certificated').notNull().default(false),
    // The representative (one per project, spec 2 §3 Representative).
    representativeCivilityId: integer('representative_civility_id').references(() => choiceListItems.id),
    representativeFirstName: text('representative_first_name').notNull().default(''),
    representativeLastName: text('representative_last_name').notNull().default(''),
    representativeNationalityId: integer('representative_nationality_id').references(() => choiceListItems.id),
    representativeIdentityDocumentTypeId: integer('representative_identity_document_type_id').references(
      () => choiceListItems.id,
    ),
    representativeIdentityDocumentNumber: text('representative_identity_document_number').notNull().default(''),
    representativeEmail: text('representative_email').notNull().default(''),
    representativeMobilePhone: text('representative_mobile_phone').notNull().default(''),
    representativeQuality: text('representative_quality').notNull().default(''),
    // The architect, when a chosen procedure needs one.
    architectFirstName: text('architect_first_name').notNull().default(''),
    architectLastName: text('architect_last_name').notNull().default(''),
    architectEmail: text('architect_email').notNull().default(''),
    architectAuthorizationNumber: text('architect_authorization_number').notNull().default(''),
    // Kept by recordPhase (phases.ts) in the same transaction as the history row, so lists, counts and
    // dashboards filter and sort on indexed columns instead of reading the history of every file.
    latestPhase: text('latest_phase').$type<ProjectPhase>(),
    latestPhaseAt: timestamp('latest_phase_at', { withTimezone: true, mode: 'date' }),
    latestInvestorPhase: text('latest_investor_phase').$type<ProjectPhase>(),
    /** First submission (first IN_REVIEW phase). */
    depositedAt: timestamp('deposited_at', { withTimezone: true, mode: 'date' }),
    // Advisor review (issue 6).
    /** POST /projects/{id}/validate: after it, no document requests to administrations. */
    validatedAt: timestamp('validated_at', { withTimezone: true, mode: 'date' }),
    /** Shared with the commission members (POST /projects/{id}/share). */
    sharedAt: timestamp('shared_at', { withTimezone: true, mode: 'date' }),
    /** The commission session the file is programmed in (spec 2 §3 cruiDate); null = not programmed. */
    cruiDate: date('crui_date', { mode: 'string' }),
    isAlreadyReprogrammed: boolean('is_already_reprogrammed').notNull().default(false),
    /**
     * The list categories read from other tables (decision 111), as bits kept by the database at commit (migration
     * 0036, `project_categories_refresh`; the application never writes them): 1 an open follow-up action for the
     * advisor, 2 an open document request, 4 a signed act, 8 a monitoring project, 16 an unfavourable latest decision.
     */
    categoryFlags: integer('category_flags').notNull().default(0),
    /** The earliest expected date of the file's enabled, undone monitoring milestones (decision 111); kept likewise. */
    monitoringDueOn: date('monitoring_due_on', { mode: 'string' }),
    /**
     * The sum of the sector components' investment amounts (rules/project-totals.ts), kept by the database (decision
     * 117, migration 0038): the national commission's list chooses its files by it from an index.
     */
    totalInvestment: numeric('total_investment', { precision: 17, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('projects_user_idx').on(t.userId),
    index('projects_region_idx').on(t.regionId),
    index('projects_framing_form_idx').on(t.framingFormId),
    index('projects_region_phase_idx').on(t.regionId, t.latestPhase, t.latestPhaseAt),
    index('projects_advisor_phase_idx').on(t.advisorId, t.latestPhase, t.latestPhaseAt),
    index('projects_region_crui_date_idx').on(t.regionId, t.cruiDate),
    // The widest staff lists ("any phase but …") sort the region's files by last step without a phase filter.
    index('projects_region_latest_phase_at_idx').on(t.regionId, t.latestPhaseAt),
    // The national lists and scalar counts (decision 111): by phase in the lists' order, every file in that order,
    // the commission date; the files of the kept categories (flags or a due milestone) in a region or the country.
    index('projects_phase_at_idx').on(t.latestPhase, t.latestPhaseAt, t.id),
    // (created by migration 0029 for the indicators, declared here since decision 111)
    index('projects_latest_phase_at_idx').on(t.latestPhaseAt, t.id),
    index('projects_crui_date_idx').on(t.cruiDate),
    // The country's scalar counts (decision 117): programmed this week (a range of dates, then the phase) and
    // submitted this week (the deposit date first: few files), each read from its index alone.
    index('projects_crui_date_phase_idx').on(t.cruiDate, t.latestPhase),
    index('projects_deposited_at_idx').on(t.depositedAt, t.latestPhaseAt),
    index('projects_flagged_region_idx')
      .on(t.regionId, t.latestPhaseAt, t.id)
      .where(sql`${t.categoryFlags} <> 0 or ${t.monitoringDueOn} is not null`),
    index('projects_flagged_idx')
      .on(t.latestPhaseAt, t.id)
      .where(sql`${t.categoryFlags} <> 0 or ${t.monitoringDueOn} is not null`),
    // The files with a signed act (DELIVER_ACTE: bit 4 alone, decision 121): few among the flagged files, which the
    // list otherwise walked to the end to find them (43 000 entries of a region at 1 000 000 files, 150 ms).
    index('projects_act_delivered_region_idx').on(t.regionId, t.latestPhaseAt, t.id).where(sql`${t.categoryFlags} & 4 <> 0`),
    index('projects_act_delivered_idx').on(t.latestPhaseAt, t.id).where(sql`${t.categoryFlags} & 4 <> 0`),
    // The files waiting for a commission session (GET /projects/projects-to-program, the national commission's list;
    // decision 117), in the list's order: validated and never programmed, in a region or the country; and those a
    // commission asked to reschedule (bit 32 of the kept categories).
    index('projects_to_program_region_idx')
      .on(t.regionId, t.validatedAt, t.latestPhaseAt, t.id)
      .where(validatedUnprogrammedSql(t)),
    index('projects_to_program_idx').on(t.validatedAt, t.latestPhaseAt, t.id).where(validatedUnprogrammedSql(t)),
    index('projects_to_program_national_idx')
      .on(t.validatedAt, t.latestPhaseAt, t.id)
      .where(sql`${validatedUnprogrammedSql(t)} and ${nationalCompetenceSql(t)}`),
    index('projects_rescheduled_idx').on(t.regionId, t.validatedAt, t.latestPhaseAt, t.id).where(rescheduleAskedSql(t)),
    index('projects_monitoring_due_idx').on(t.monitoringDueOn, t.regionId).where(sql`${t.monitoringDueOn} is not null`),
    // Search by name and reference (POST /projects/search): trigram indexes serve `like '%…%'` and `ilike '%…%'`. The
    // name's holds the region too (btree_gin, decision 124): a regional search reads its region's entries, not the
    // country's; it is the lower-case name's (decision 125).
    index('projects_region_name_lower_trgm_idx').using('gin', t.regionId, sql`${t.nameLower} gin_trgm_ops`),
    index('projects_reference_trgm_idx').using('gin', sql`${t.reference} gin_trgm_ops`),
    // Search by investor (decision 100): the company's name (`ilike '%…%'`) and the representative's identity number.
    index('projects_company_name_trgm_idx').using('gin', sql`${t.companyCorporateName} gin_trgm_ops`),
    index('projects_representative_identity_idx').on(sql`upper(${t.representativeIdentityDocumentNumber})`),
  ],
);

/** The procedures of a project (spec 2 §3 procedureList); the advisor may disable one, never the last. */
export const projectProcedures = pgTable(
  'project_procedures',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    procedureId: integer('procedure_id')
      .notNull()
      .references(() => procedures.id),
    active: boolean('active').notNull().default(true),
    /** PROCEDURE_STATES (spec 2 §4). */
    state: text('state').$type<ProcedureState>().notNull().default('EDITING'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.procedureId] })],
);

/** Sectors selected on the project form (spec 2 §3 selectedSectorList). */
export const projectSectors = pgTable(
  'project_sectors',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => sectors.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.sectorId] })],
);

/** Sector components (spec 2 §3 Sector component); amounts in DH, areas in m². */
export const projectSectorComponents = pgTable(
  'project_sector_components',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sectorId: integer('sector_id').references(() => sectors.id),
    /** A code of SECTOR_COMPONENT_TITLES (rules/project-form.ts). */
    title: text('title'),
    investmentAmount: numeric('investment_amount', { precision: 15, scale: 2, mode: 'number' }),
    jobsCreated: integer('jobs_created'),
    area: numeric('area', { precision: 14, scale: 2, mode: 'number' }),
    coveredArea: numeric('covered_area', { precision: 14, scale: 2, mode: 'number' }),
    unitNumber: integer('unit_number'),
    communeId: integer('commune_id').references(() => communes.id),
  },
  (t) => [unique('project_sector_components_position_uq').on(t.projectId, t.position)],
);

/** Majority partners (spec 2 §3), at most 10, parts in percent. */
export const projectMajorityPartners = pgTable(
  'project_majority_partners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** PARTNER_IDENTITY_TYPES (rules/project-form.ts). */
    identityType: text('identity_type'),
    name: text('name').notNull().default(''),
    socialPart: numeric('social_part', { precision: 5, scale: 2, mode: 'number' }),
  },
  (t) => [unique('project_majority_partners_position_uq').on(t.projectId, t.position)],
);

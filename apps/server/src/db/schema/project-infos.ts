import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';
import { choiceListItems, communes, infoTypes, regions } from './reference-data.ts';

/** The answers of the "infos" step (spec 2 §3 providedInfoList): one per project and info type. */
export const projectProvidedInfos = pgTable(
  'project_provided_infos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    infoTypeId: integer('info_type_id')
      .notNull()
      .references(() => infoTypes.id),
    /** Numbers and percentages as plain digits, dates YYYY-MM-DD, free text as typed. */
    value: text('value'),
    choiceListItemId: integer('choice_list_item_id').references(() => choiceListItems.id),
  },
  (t) => [unique('project_provided_infos_project_info_uq').on(t.projectId, t.infoTypeId)],
);

/** Exploitation years (spec 2 §3): the kickoff-to-completion period split by calendar year. */
export const projectExploitationYears = pgTable(
  'project_exploitation_years',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    /** Dirhams. */
    investmentAmount: numeric('investment_amount', { precision: 16, scale: 2, mode: 'number' }),
    jobsCreated: integer('jobs_created'),
  },
  (t) => [index('project_exploitation_years_project_idx').on(t.projectId)],
);

/** Parcels of the project (spec 2 §3 Parcel / land), in the order the investor typed them. */
export const projectLands = pgTable(
  'project_lands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    legalStatusId: integer('legal_status_id').references(() => choiceListItems.id),
    communeId: integer('commune_id').references(() => communes.id),
    fundamentalReferenceTypeId: integer('fundamental_reference_type_id').references(() => choiceListItems.id),
    /** Square metres. */
    parcelSurface: numeric('parcel_surface', { precision: 14, scale: 2, mode: 'number' }),
    covered: boolean('covered'),
    coverDocument: text('cover_document'),
    landRegistry: text('land_registry'),
    titleNumber: integer('title_number'),
    titleIndex: text('title_index'),
    specialIndex: text('special_index'),
    registrationRequisitionNumber: text('registration_requisition_number'),
    /**
     * The file's region, copied by the database (trigger `project_lands_region`, decision 084) on every insert,
     * never written by the application: the land search filters and counts a region's parcels without joining
     * each one to its file (1 000 000 files, issue 19). A file's region never changes after its creation.
     */
    regionId: integer('region_id').references(() => regions.id),
    /**
     * The parcel's examination state (`parcel_examinations.state`), copied by the database (trigger
     * `parcel_examinations_copy`, decision 124) so that the kept parcel counts read it from the parcel's own row; null
     * while no examination is recorded. Never written by the application.
     */
    examinationState: text('examination_state'),
  },
  (t) => [
    index('project_lands_project_idx').on(t.projectId),
    // The land search's filters (issue 19): one index each, led by the region for the wide ones (decision 084).
    index('project_lands_title_idx').on(t.titleNumber, t.titleIndex),
    index('project_lands_requisition_idx').on(t.registrationRequisitionNumber),
    index('project_lands_region_commune_idx').on(t.regionId, t.communeId),
    index('project_lands_region_legal_status_idx').on(t.regionId, t.legalStatusId),
    index('project_lands_region_surface_idx').on(t.regionId, t.parcelSurface, t.id),
    index('project_lands_region_title_idx').on(t.regionId, t.titleNumber, t.id),
    // The files' search by land number (decision 100): part of a requisition number, `ilike '%…%'`.
    index('project_lands_requisition_trgm_idx').using('gin', sql`${t.registrationRequisitionNumber} gin_trgm_ops`),
  ],
);

import {
  ADMINISTRATION_TYPE_CODES,
  CHOICE_LIST_NAMES,
  COMMUNE_KINDS,
  GEOGRAPHIC_COMPETENCES,
  INFO_ANSWER_DATA_TYPES,
  INFO_CATEGORIES,
  INFO_SUMMABLE_KINDS,
  INFO_VALIDATION_RULES,
  PROCEDURE_CATEGORIES,
  PROVINCE_CATEGORIES,
  PROVINCE_KINDS,
  ROKHAS_NATURE_CODES,
  SECTOR_LEVELS,
} from '@cri/shared/enums/reference-data';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Reference data (regions, provinces, communes, choice lists, ...). Loaded idempotently at start by
 * seed/reference. Ids are stable across installs: they come from the seed files, not from a sequence.
 */
export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameFr: text('name_fr').notNull(),
  nameAr: text('name_ar').notNull(),
  deployed: boolean('deployed').notNull().default(false),
});

export const provinceKind = pgEnum('province_kind', PROVINCE_KINDS);
export const provinceCategory = pgEnum('province_category', PROVINCE_CATEGORIES);
export const communeKind = pgEnum('commune_kind', COMMUNE_KINDS);

/** Prefectures and provinces (75). */
export const provinces = pgTable(
  'provinces',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    nameFr: text('name_fr').notNull(),
    nameAr: text('name_ar').notNull(),
    kind: provinceKind('kind').notNull(),
    category: provinceCategory('category').notNull(),
  },
  (t) => [index('provinces_region_idx').on(t.regionId)],
);

/** Communes; `regionId` repeats the province's region so region lists and scoping need no join. */
export const communes = pgTable(
  'communes',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    nameFr: text('name_fr').notNull(),
    nameAr: text('name_ar').notNull(),
    kind: communeKind('kind').notNull(),
    rokhas: boolean('rokhas').notNull().default(false),
    gir: boolean('gir').notNull().default(false),
  },
  (t) => [index('communes_province_idx').on(t.provinceId), index('communes_region_idx').on(t.regionId)],
);

export const choiceListName = pgEnum('choice_list_name', CHOICE_LIST_NAMES);

/** Items of the named choice lists (spec 1 §3). */
export const choiceListItems = pgTable(
  'choice_list_items',
  {
    id: integer('id').primaryKey(),
    listName: choiceListName('list_name').notNull(),
    code: text('code').notNull(),
    labelFr: text('label_fr').notNull(),
    labelAr: text('label_ar').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => choiceListItems.id),
    groupCode: text('group_code'),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [unique('choice_list_items_list_code_uq').on(t.listName, t.code)],
);

/** Land vocations (framing questionnaire, land team). */
export const vocations = pgTable('vocations', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  labelFr: text('label_fr').notNull(),
  labelAr: text('label_ar').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const administrationTypeCode = pgEnum('administration_type_code', ADMINISTRATION_TYPE_CODES);

export const geographicCompetence = pgEnum('geographic_competence', GEOGRAPHIC_COMPETENCES);

export const administrationTypes = pgTable('administration_types', {
  id: integer('id').primaryKey(),
  code: administrationTypeCode('code').notNull().unique(),
  nameFr: text('name_fr').notNull(),
  nameAr: text('name_ar').notNull(),
  /** The area the type's administrations answer for, and what it is (back-office, decision 085). */
  geographicCompetence: geographicCompetence('geographic_competence').notNull().default('REGIONAL'),
  descriptionFr: text('description_fr'),
  descriptionAr: text('description_ar'),
});

/** Administrations sitting in the regional commissions; `regionId` null for national ones. */
export const administrations = pgTable(
  'administrations',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    typeId: integer('type_id')
      .notNull()
      .references(() => administrationTypes.id),
    regionId: integer('region_id').references(() => regions.id),
    nameFr: text('name_fr').notNull(),
    nameAr: text('name_ar').notNull(),
    /** Sits in every commission of its region (spec 3 §3; GET /administration/permanents). */
    permanent: boolean('permanent').notNull().default(false),
    /** Deleted while records point at it: kept for them, offered for nothing new (decisions 061, 085). */
    archived: boolean('archived').notNull().default(false),
    /** The provinces and communes of its region it covers (decision 087); both empty = the whole region. */
    provinceIds: integer('province_ids').array().notNull().default(sql`'{}'::integer[]`),
    communeIds: integer('commune_ids').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [index('administrations_region_idx').on(t.regionId)],
);

export const sectorLevel = pgEnum('sector_level', SECTOR_LEVELS);

/** Activity sectors as a tree: sector > category > subcategory. */
export const sectors = pgTable(
  'sectors',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => sectors.id),
    level: sectorLevel('level').notNull(),
    code: text('code').notNull().unique(),
    nameFr: text('name_fr').notNull(),
    nameAr: text('name_ar').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('sectors_parent_idx').on(t.parentId)],
);

/** Appointment and commission settings of each region (spec 2 §3). */
export const regionParameters = pgTable(
  'region_parameters',
  {
    regionId: integer('region_id')
      .primaryKey()
      .references(() => regions.id),
    commissionDay: smallint('commission_day').notNull(),
    slotStartTime: text('slot_start_time').notNull(),
    slotEndTime: text('slot_end_time').notNull(),
    minutesPerFile: integer('minutes_per_file').notNull(),
  },
  (t) => [
    check('region_parameters_day_ck', sql`${t.commissionDay} between 1 and 5`),
    check('region_parameters_start_ck', sql`${t.slotStartTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('region_parameters_end_ck', sql`${t.slotEndTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('region_parameters_slot_ck', sql`${t.slotStartTime} < ${t.slotEndTime}`),
  ],
);

/** Contact card of each regional investment centre (GET /infos-cri/project). */
export const regionalCentres = pgTable('regional_centres', {
  regionId: integer('region_id')
    .primaryKey()
    .references(() => regions.id),
  nameFr: text('name_fr').notNull(),
  nameAr: text('name_ar').notNull(),
  addressFr: text('address_fr').notNull(),
  addressAr: text('address_ar').notNull(),
  phone: text('phone').notNull(),
  fax: text('fax'),
  email: text('email').notNull(),
  website: text('website').notNull(),
  /** The centre's director (back-office, issue 17): names in both languages and a phone. */
  directorNameFr: text('director_name_fr'),
  directorNameAr: text('director_name_ar'),
  directorPhone: text('director_phone'),
  /** Opening and closing time, Monday to Friday (HH:mm). */
  openingTime: text('opening_time'),
  closingTime: text('closing_time'),
});

/** Hash of the seed content last loaded, so an unchanged seed is skipped at start. */
export const referenceSeedState = pgTable('reference_seed_state', {
  name: text('name').primaryKey(),
  hash: text('hash').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const infoAnswerDataType = pgEnum('info_answer_data_type', INFO_ANSWER_DATA_TYPES);
export const infoCategory = pgEnum('info_category', INFO_CATEGORIES);
export const infoSummableKind = pgEnum('info_summable_kind', INFO_SUMMABLE_KINDS);
export const infoValidationRule = pgEnum('info_validation_rule', INFO_VALIDATION_RULES);
export const procedureCategory = pgEnum('procedure_category', PROCEDURE_CATEGORIES);
export const rokhasNatureCode = pgEnum('rokhas_nature_code', ROKHAS_NATURE_CODES);

/** Document types a procedure may require (spec 2 §3 Document type). Fees in dirhams. */
export const documentTypes = pgTable('document_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameFr: text('name_fr').notNull(),
  nameAr: text('name_ar').notNull(),
  descriptionFr: text('description_fr').notNull(),
  descriptionAr: text('description_ar').notNull(),
  mimeType: text('mime_type').notNull(),
  required: boolean('required').notNull().default(true),
  deliveredByAdministration: boolean('delivered_by_administration').notNull().default(false),
  /** Only asked of this legal person type (a CompanyLegalFormFamily item); null = every investor. */
  relevantInvestorTypeId: integer('relevant_investor_type_id').references(() => choiceListItems.id),
  /** The centre can collect it from the issuing administration on the investor's behalf. */
  collectable: boolean('collectable').notNull().default(false),
  providerFr: text('provider_fr'),
  providerAr: text('provider_ar'),
  documentCollectionFee: numeric('document_collection_fee', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  templateTitleFr: text('template_title_fr'),
  templateTitleAr: text('template_title_ar'),
  /** Download path of the blank template, once the content team has uploaded it. */
  templateFile: text('template_file'),
  /** Storage key of the template the content manager uploaded (decision 087): served instead of the rendered one. */
  templateFileKey: text('template_file_key'),
});

/** Regional override of a document's collection fee (spec 2 §3 "overridable per region"). */
export const documentTypeRegionFees = pgTable(
  'document_type_region_fees',
  {
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    documentCollectionFee: numeric('document_collection_fee', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** The back-office's handle on an override (issue 17); the pair stays the key. */
    id: integer('id').notNull().unique().generatedAlwaysAsIdentity(),
  },
  (t) => [primaryKey({ columns: [t.documentTypeId, t.regionId] })],
);

/** Information a procedure asks of the investor (spec 2 §3 Info type). */
export const infoTypes = pgTable('info_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameFr: text('name_fr').notNull(),
  nameAr: text('name_ar').notNull(),
  answerDataType: infoAnswerDataType('answer_data_type').notNull(),
  required: boolean('required').notNull().default(false),
  validationRuleCode: infoValidationRule('validation_rule_code'),
  category: infoCategory('category').notNull(),
  summableKind: infoSummableKind('summable_kind'),
  /** Unit shown beside the answer (DH, m², kVA, ...). */
  unit: text('unit'),
  /** The list a CHOICE answer is picked from. */
  choiceListName: choiceListName('choice_list_name'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Procedures the centres instruct (spec 2 §3 Procedure); delays in days, `regionId` null = national. */
export const procedures = pgTable(
  'procedures',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameFr: text('name_fr').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionFr: text('description_fr').notNull(),
    descriptionAr: text('description_ar').notNull(),
    legalContextFr: text('legal_context_fr').notNull(),
    legalContextAr: text('legal_context_ar').notNull(),
    incitationFr: text('incitation_fr').notNull(),
    incitationAr: text('incitation_ar').notNull(),
    archived: boolean('archived').notNull().default(false),
    category: procedureCategory('category').notNull(),
    templateCode: text('template_code').notNull(),
    rokhasNatureCode: rokhasNatureCode('rokhas_nature_code'),
    maxSchedulingDelay: integer('max_scheduling_delay').notNull(),
    investorPaymentDelay: integer('investor_payment_delay').notNull(),
    investorTechnicalSheetDelay: integer('investor_technical_sheet_delay').notNull(),
    validationAdministrationDelay: integer('validation_administration_delay').notNull(),
    regionId: integer('region_id').references(() => regions.id),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The procedure's timeline image (spec 3 §3), uploaded by the content manager: its storage key (decision 098). */
    timelineImageKey: text('timeline_image_key'),
    /** What the timeline image shows, for screen readers (required while an image is stored). */
    timelineImageAltFr: text('timeline_image_alt_fr'),
    timelineImageAltAr: text('timeline_image_alt_ar'),
  },
  (t) => [index('procedures_region_idx').on(t.regionId)],
);

export const procedureDocumentTypes = pgTable(
  'procedure_document_types',
  {
    procedureId: integer('procedure_id')
      .notNull()
      .references(() => procedures.id),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    required: boolean('required').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.procedureId, t.documentTypeId] })],
);

export const procedureInfoTypes = pgTable(
  'procedure_info_types',
  {
    procedureId: integer('procedure_id')
      .notNull()
      .references(() => procedures.id),
    infoTypeId: integer('info_type_id')
      .notNull()
      .references(() => infoTypes.id),
    required: boolean('required').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.procedureId, t.infoTypeId] })],
);

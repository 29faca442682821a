import { ADVANCEMENT_STAGES } from '../enums/framing-forms.ts';
import { LAND_PARCEL_TYPES } from '../enums/land.ts';
import { ADMINISTRATION_TYPE_CODES, GEOGRAPHIC_COMPETENCES, PROCEDURE_CATEGORIES } from '../enums/reference-data.ts';
import type { Habilitation, Role } from '../enums/roles.ts';
import { SIGNATURE_MODES } from '../enums/signature-modes.ts';
import type { Permission } from '../permissions.ts';
import { FEE_BASES } from '../rules/payments.ts';
import type { FieldDecl, Operation, ResourceDecl } from './resource.ts';

/** The file types a document may be uploaded as (the seed's two values: PDF, or PDF and pictures). */
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'application/pdf,image/jpeg,image/png'] as const;

/** A member's signature picture: PNG or JPEG, by content (spec 3 §5: 9994 otherwise). */
export const SIGNATURE_PICTURE_TYPES = ['image/png', 'image/jpeg'] as const;

/** A procedure's timeline image (spec 3 §3, decision 098): PNG, JPEG or WebP, by content, 5 MB at most. */
export const TIMELINE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const TIMELINE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** A document type's template (spec 3 §3 "template file"): PDF or Word (DOCX), by content. */
export const TEMPLATE_FILE_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

const all = (p: Permission): Record<Operation, Permission> => ({ list: p, read: p, create: p, update: p, delete: p });

/** The fields every staff account has (spec 1 §3 User); the username is the login e-mail, set once. */
const accountFields: FieldDecl[] = [
  { name: 'username', kind: 'email', required: true, createOnly: true },
  { name: 'firstName', kind: 'text', required: true },
  { name: 'lastName', kind: 'text', required: true },
  { name: 'mobilePhone', kind: 'text' },
  { name: 'deskPhone', kind: 'text' },
];
const active: FieldDecl = { name: 'active', kind: 'boolean' };
const region: FieldDecl = { name: 'regionId', kind: 'region', required: true };
const accountColumns = ['username', 'firstName', 'lastName'] as const;
const accountSearch = ['username', 'firstName', 'lastName'] as const;

/** The national accounts national support manages (spec 3 §2: national support, regional support, content manager). */
export const NATIONAL_ACCOUNT_ROLES = [
  'ROLE_NATIONAL_SUPPORT',
  'ROLE_NATIONAL_CONTENT_MANAGER',
  'ROLE_NATIONAL_CONSULTATION',
  'ROLE_NATIONAL_COMMISSION',
] as const satisfies readonly Role[];

const REGIONAL_SUPPORT: Role[] = ['ROLE_REGIONAL_SUPPORT', 'ROLE_NATIONAL_SUPPORT'];

export const ADVISORS = {
  name: 'advisors',
  fields: [...accountFields, region, active],
  access: all('manage:staff-accounts'),
  regionScoped: true,
  listColumns: [...accountColumns, 'regionId', 'active'],
  filters: ['regionId', 'active'],
  sort: ['lastName', 'username', 'firstName'],
  search: accountSearch,
  deleteMode: 'deactivate',
  roles: REGIONAL_SUPPORT,
} as const satisfies ResourceDecl;

export const CRUI_MEMBERS = {
  name: 'crui-members',
  fields: [
    ...accountFields,
    region,
    { name: 'administrationId', kind: 'int', min: 1, max: 2_147_483_647, lookup: 'administrations' },
    { name: 'administrationNameFr', kind: 'text', readOnly: true },
    { name: 'administrationNameAr', kind: 'text', readOnly: true },
    { name: 'jobTitle', kind: 'text' },
    { name: 'isCruiMember', kind: 'boolean' },
    { name: 'permanent', kind: 'boolean' },
    { name: 'isFocalMember', kind: 'boolean' },
    { name: 'director', kind: 'boolean' },
    { name: 'actSignatory', kind: 'boolean' },
    { name: 'governor', kind: 'boolean' },
    { name: 'hasEsignKey', kind: 'boolean' },
    { name: 'hasSignaturePicture', kind: 'boolean', readOnly: true },
    // How the member signs the minutes (decision 086): set by regional support of its region.
    { name: 'signatureMode', kind: 'enum', required: true, options: SIGNATURE_MODES, initial: 'ELECTRONIC' },
    active,
  ],
  access: all('manage:staff-accounts'),
  regionScoped: true,
  listColumns: [...accountColumns, 'regionId', 'administrationNameFr', 'jobTitle', 'director', 'active'],
  filters: ['regionId', 'active', 'director', 'permanent', 'isCruiMember'],
  sort: ['lastName', 'username', 'firstName'],
  search: [...accountSearch, 'jobTitle'],
  deleteMode: 'deactivate',
  roles: REGIONAL_SUPPORT,
  // The spec's calls carry the member and its signature picture (multipart, decision 087).
  upload: {
    field: 'signaturePicture',
    parts: ['cruiMember', 'user'],
    accepted: SIGNATURE_PICTURE_TYPES,
    create: ['/crui-members/new', '/users/crui-member/new'],
    update: ['/crui-members/update/:id', '/users/crui-member/update/:id'],
    download: 'signature-picture',
    flag: 'hasSignaturePicture',
  },
} as const satisfies ResourceDecl;

export const REGIONAL_SUPPORTS = {
  name: 'regional-supports',
  fields: [...accountFields, region, { name: 'canResetOtp', kind: 'boolean' }, active],
  access: all('manage:national-accounts'),
  regionScoped: true,
  listColumns: [...accountColumns, 'regionId', 'canResetOtp', 'active'],
  filters: ['regionId', 'active', 'canResetOtp'],
  sort: ['lastName', 'username', 'firstName'],
  search: accountSearch,
  deleteMode: 'deactivate',
  roles: ['ROLE_NATIONAL_SUPPORT'],
} as const satisfies ResourceDecl;

export const NATIONAL_ACCOUNTS = {
  name: 'national-accounts',
  fields: [...accountFields, { name: 'role', kind: 'enum', required: true, options: NATIONAL_ACCOUNT_ROLES }, active],
  access: all('manage:national-accounts'),
  regionScoped: false,
  listColumns: [...accountColumns, 'role', 'active'],
  filters: ['role', 'active'],
  sort: ['lastName', 'username', 'firstName'],
  search: accountSearch,
  deleteMode: 'deactivate',
  roles: ['ROLE_NATIONAL_SUPPORT'],
} as const satisfies ResourceDecl;

/**
 * Field-visit (PIAFE) advisors (spec 3 §2, issue 20: national support lists them): national accounts; a region
 * narrows the advisor to that region's exchanges (decision 072), none = every region.
 */
export const PIAFE_ADVISORS = {
  name: 'piafe-advisors',
  fields: [...accountFields, { name: 'regionId', kind: 'region' }, active],
  access: all('manage:national-accounts'),
  regionScoped: false,
  listColumns: [...accountColumns, 'regionId', 'active'],
  filters: ['regionId', 'active'],
  sort: ['lastName', 'username', 'firstName'],
  search: accountSearch,
  deleteMode: 'deactivate',
  roles: ['ROLE_NATIONAL_SUPPORT'],
} as const satisfies ResourceDecl;

/** The land habilitations (spec 1 §6), one tick each: `habilitation<Name>` ↔ the value in `HABILITATIONS`. */
export const HABILITATION_FIELDS = {
  habilitationConsult: 'CONSULT',
  habilitationSearch: 'SEARCH',
  habilitationRdv: 'RDV',
  habilitationQualificationForm: 'QUALIFICATION_FORM',
} as const satisfies Record<string, Habilitation>;

/**
 * Land-information team members of a region (spec 3 §3 "Land member", 4-E; decision 053): their habilitations
 * (each opens one tool, decision 069) and the parcel type they follow.
 */
export const LAND_MEMBERS = {
  name: 'land-members',
  fields: [
    ...accountFields,
    region,
    ...Object.keys(HABILITATION_FIELDS).map((name): FieldDecl => ({ name, kind: 'boolean' })),
    { name: 'parcelType', kind: 'enum', required: true, options: LAND_PARCEL_TYPES },
    // Geographic visibility (decisions 053, 087): the provinces of its region it follows; none = the whole region.
    { name: 'provinceIds', kind: 'ids', lookup: 'provinces' },
    // Its administration, one of its region's, and that administration's type (spec 3 §3; decision 087).
    { name: 'administrationId', kind: 'int', min: 1, max: 2_147_483_647, lookup: 'administrations' },
    { name: 'administrationNameFr', kind: 'text', readOnly: true },
    { name: 'administrationNameAr', kind: 'text', readOnly: true },
    { name: 'administrationTypeNameFr', kind: 'text', readOnly: true },
    { name: 'administrationTypeNameAr', kind: 'text', readOnly: true },
    active,
  ],
  access: all('manage:staff-accounts'),
  regionScoped: true,
  listColumns: [...accountColumns, 'regionId', 'administrationNameFr', 'parcelType', 'active'],
  filters: ['regionId', 'active', 'parcelType'],
  sort: ['lastName', 'username', 'firstName'],
  search: accountSearch,
  deleteMode: 'deactivate',
  roles: REGIONAL_SUPPORT,
  aliases: { create: '/foncier-members/new', update: '/foncier-members/update/:id' },
} as const satisfies ResourceDecl;

/** Monitoring managers of a region (4-D: ROLE_MONITORING_MANAGER follows the region's monitoring projects). */
export const MONITORING_MANAGERS = {
  name: 'monitoring-managers',
  fields: [...accountFields, region, active],
  access: all('manage:staff-accounts'),
  regionScoped: true,
  listColumns: [...accountColumns, 'regionId', 'active'],
  filters: ['regionId', 'active'],
  sort: ['lastName', 'username', 'firstName'],
  search: accountSearch,
  deleteMode: 'deactivate',
  roles: REGIONAL_SUPPORT,
} as const satisfies ResourceDecl;

const bilingual = (name: string, kind: 'text' | 'longText', required = true): FieldDecl[] => [
  { name: `${name}Fr`, kind, required },
  { name: `${name}Ar`, kind, required },
];

/** Procedures (spec 3 §3): region empty = national; archived ones stay readable by the files that use them. */
export const PROCEDURES = {
  name: 'procedures',
  fields: [
    { name: 'code', kind: 'text', required: true, createOnly: true },
    ...bilingual('name', 'text'),
    ...bilingual('description', 'longText'),
    ...bilingual('legalContext', 'longText'),
    ...bilingual('incitation', 'longText'),
    { name: 'category', kind: 'enum', required: true, options: PROCEDURE_CATEGORIES },
    { name: 'templateCode', kind: 'text', required: true },
    { name: 'maxSchedulingDelay', kind: 'int', required: true, max: 365 },
    { name: 'investorPaymentDelay', kind: 'int', required: true, max: 365 },
    { name: 'investorTechnicalSheetDelay', kind: 'int', required: true, max: 365 },
    { name: 'validationAdministrationDelay', kind: 'int', required: true, max: 365 },
    { name: 'regionId', kind: 'region' },
    { name: 'sortOrder', kind: 'int', max: 10_000 },
    { name: 'requiredDocumentTypeIds', kind: 'ids', ref: 'document-types' },
    { name: 'optionalDocumentTypeIds', kind: 'ids', ref: 'document-types' },
    { name: 'archived', kind: 'boolean' },
    // What the timeline image shows, for screen readers, in both languages: required while an image is stored.
    ...bilingual('timelineImageAlt', 'text', false),
    { name: 'hasTimelineImage', kind: 'boolean', readOnly: true },
  ],
  access: all('manage:content'),
  regionScoped: false,
  listColumns: ['code', 'nameFr', 'category', 'regionId', 'archived'],
  filters: ['category', 'regionId', 'archived'],
  sort: ['sortOrder', 'code', 'nameFr'],
  search: ['code', 'nameFr', 'nameAr'],
  deleteMode: 'archive-if-used',
  roles: ['ROLE_NATIONAL_CONTENT_MANAGER'],
  // The timeline image the public procedure page shows (spec 3 §3, decision 098): replaced or removed here.
  upload: {
    field: 'timelineImage',
    parts: ['procedure'],
    accepted: TIMELINE_IMAGE_TYPES,
    create: ['/procedures/new'],
    update: ['/procedures/update/:id'],
    download: 'timeline-image',
    flag: 'hasTimelineImage',
    requiredWithFile: ['timelineImageAltFr', 'timelineImageAltAr'],
    requiredWithFileMessage: 'backOffice.errors.timelineAltRequired',
    maxBytes: TIMELINE_IMAGE_MAX_BYTES,
    removable: true,
  },
} as const satisfies ResourceDecl;

/** The documents a procedure asks for (spec 3 §3 document type); a template title is needed with a template. */
export const DOCUMENT_TYPES = {
  name: 'document-types',
  fields: [
    { name: 'code', kind: 'text', required: true, createOnly: true },
    ...bilingual('name', 'text'),
    ...bilingual('description', 'longText'),
    { name: 'mimeType', kind: 'enum', required: true, options: DOCUMENT_MIME_TYPES },
    { name: 'required', kind: 'boolean' },
    { name: 'collectable', kind: 'boolean' },
    { name: 'deliveredByAdministration', kind: 'boolean' },
    { name: 'documentCollectionFee', kind: 'int', max: 1_000_000 },
    ...bilingual('templateTitle', 'text', false),
    { name: 'hasTemplateFile', kind: 'boolean', readOnly: true },
  ],
  access: all('manage:content'),
  regionScoped: false,
  listColumns: ['code', 'nameFr', 'mimeType', 'required', 'hasTemplateFile'],
  filters: ['mimeType', 'required'],
  sort: ['code', 'nameFr'],
  search: ['code', 'nameFr', 'nameAr'],
  deleteMode: 'archive-if-used',
  roles: ['ROLE_NATIONAL_CONTENT_MANAGER'],
  // The template the investor downloads (spec 3 §3, decision 087): PDF or Word, its title required with it.
  upload: {
    field: 'templateFile',
    parts: ['documentType'],
    accepted: TEMPLATE_FILE_TYPES,
    create: ['/document-types/new'],
    update: ['/document-types/update/:id'],
    download: 'template-file',
    flag: 'hasTemplateFile',
    requiredWithFile: ['templateTitleFr', 'templateTitleAr'],
  },
} as const satisfies ResourceDecl;

const CONTENT_MANAGER: Role[] = ['ROLE_NATIONAL_CONTENT_MANAGER'];
const ID = { kind: 'int', min: 1, max: 2_147_483_647 } as const;

/**
 * Urban-agency fee scales (spec 3 §3, decision 064): what an administration charges for a procedure, per m² (or
 * m) of a total of the technical sheet plus a fixed part, in centimes, in force between two dates, with the
 * official document that sets it. Payments read them (decision 054); rows of one administration, procedure and
 * basis may not overlap in time.
 */
export const FEE_SCALES = {
  name: 'fee-scales',
  fields: [
    { name: 'administrationId', ...ID, required: true, ref: 'administrations' },
    { name: 'procedureId', ...ID, required: true, ref: 'procedures' },
    ...bilingual('label', 'text'),
    { name: 'basis', kind: 'enum', required: true, options: FEE_BASES },
    { name: 'rateCentimes', kind: 'int', required: true, max: 100_000_000 },
    { name: 'fixedCentimes', kind: 'int', max: 1_000_000_000 },
    { name: 'officialDocument', kind: 'text', required: true },
    { name: 'validFrom', kind: 'date', required: true },
    { name: 'validTo', kind: 'date' },
    { name: 'administrationNameFr', kind: 'text', readOnly: true },
    { name: 'procedureNameFr', kind: 'text', readOnly: true },
  ],
  access: all('manage:content'),
  regionScoped: false,
  listColumns: ['administrationNameFr', 'procedureNameFr', 'labelFr', 'basis', 'rateCentimes', 'validFrom', 'validTo'],
  filters: ['administrationId', 'procedureId', 'basis'],
  sort: ['validFrom', 'administrationId', 'procedureId', 'labelFr'],
  search: ['labelFr', 'labelAr', 'officialDocument', 'administrationNameFr'],
  deleteMode: 'archive-if-used',
  roles: CONTENT_MANAGER,
  aliases: { create: '/urban-agency-parameters/new', update: '/urban-agency-parameters/update/:id' },
  // The payments' configuration: with payments off, as every other urban-agency-parameters route.
  feature: 'FEATURE_PAYMENT',
} as const satisfies ResourceDecl;

/**
 * Administration types (spec 3 §3, decision 085): the fixed kinds the rules know (urban agency, commune, civil
 * protection, land registry, regional investment centre…), whose names, geographic competence and description the
 * content manager keeps; a new kind needs the rules that use it, so none is created or deleted here.
 */
export const ADMINISTRATION_TYPES = {
  name: 'administration-types',
  fields: [
    { name: 'code', kind: 'enum', options: ADMINISTRATION_TYPE_CODES, readOnly: true },
    ...bilingual('name', 'text'),
    { name: 'geographicCompetence', kind: 'enum', required: true, options: GEOGRAPHIC_COMPETENCES },
    ...bilingual('description', 'longText', false),
  ],
  access: all('manage:content'),
  regionScoped: false,
  listColumns: ['code', 'nameFr', 'nameAr', 'geographicCompetence'],
  filters: ['geographicCompetence'],
  sort: ['nameFr', 'code'],
  search: ['nameFr', 'nameAr'],
  deleteMode: 'archive-if-used',
  roles: CONTENT_MANAGER,
  operations: ['list', 'read', 'update'],
} as const satisfies ResourceDecl;

/**
 * Administrations (spec 3 §3, decision 085): national (no region) or of one region, of a type, permanent when they
 * sit in every commission of their region. Deleted when nothing points at them, archived otherwise.
 */
export const ADMINISTRATIONS = {
  name: 'administrations',
  fields: [
    { name: 'code', kind: 'text', required: true, createOnly: true },
    ...bilingual('name', 'text'),
    { name: 'typeId', ...ID, required: true, ref: 'administration-types' },
    { name: 'regionId', kind: 'region' },
    // The part of its region it covers (decision 087): provinces and/or communes of the region; none = all of it.
    { name: 'provinceIds', kind: 'ids', lookup: 'provinces' },
    { name: 'communeIds', kind: 'ids', lookup: 'communes' },
    { name: 'permanent', kind: 'boolean' },
    { name: 'archived', kind: 'boolean' },
    { name: 'typeNameFr', kind: 'text', readOnly: true },
  ],
  access: all('manage:content'),
  regionScoped: false,
  listColumns: ['code', 'nameFr', 'typeNameFr', 'regionId', 'permanent', 'archived'],
  filters: ['typeId', 'regionId', 'permanent', 'archived'],
  sort: ['nameFr', 'code', 'regionId'],
  search: ['code', 'nameFr', 'nameAr'],
  deleteMode: 'archive-if-used',
  roles: CONTENT_MANAGER,
} as const satisfies ResourceDecl;

/** A region's own collection fee for a document type (dirhams, as the document type's), over the national one. */
export const PRICE_OVERRIDES = {
  name: 'price-overrides',
  fields: [
    // The pair names the override: set once (another pair is another override).
    { name: 'documentTypeId', ...ID, required: true, ref: 'document-types', createOnly: true },
    { ...region, createOnly: true },
    { name: 'documentCollectionFee', kind: 'int', required: true, max: 1_000_000 },
    { name: 'documentTypeNameFr', kind: 'text', readOnly: true },
  ],
  access: all('manage:content'),
  regionScoped: false,
  listColumns: ['documentTypeNameFr', 'regionId', 'documentCollectionFee'],
  filters: ['regionId', 'documentTypeId'],
  sort: ['regionId', 'documentTypeId', 'documentCollectionFee'],
  search: ['documentTypeNameFr'],
  deleteMode: 'archive-if-used',
  roles: CONTENT_MANAGER,
} as const satisfies ResourceDecl;

/** The region settings regional support sets (spec 1 §6): its own region; national support every region. */
const REGION_SETTINGS = {
  access: all('manage:region-settings'),
  regionScoped: true,
  deleteMode: 'archive-if-used',
  roles: REGIONAL_SUPPORT,
  // One record per region, written by the reference data: read and changed, never created or deleted.
  operations: ['list', 'read', 'update'],
} as const;

/** Commission day (1 = Monday … 5 = Friday), appointment slot hours and minutes per file (spec 2 §3). */
export const REGION_PARAMETERS = {
  name: 'region-parameters',
  fields: [
    { ...region, createOnly: true },
    { name: 'commissionDay', kind: 'int', required: true, min: 1, max: 5 },
    { name: 'slotStartTime', kind: 'time', required: true },
    { name: 'slotEndTime', kind: 'time', required: true },
    { name: 'minutesPerFile', kind: 'int', required: true, min: 5, max: 480 },
  ],
  ...REGION_SETTINGS,
  listColumns: ['regionId', 'commissionDay', 'slotStartTime', 'slotEndTime', 'minutesPerFile'],
  filters: [],
  sort: ['regionId'],
  search: [],
} as const satisfies ResourceDecl;

/** The regional centre's card (GET /infos-cri/project): contacts, address, director, opening hours (Mon–Fri). */
export const CENTRE_INFORMATION = {
  name: 'centre-information',
  fields: [
    { ...region, createOnly: true },
    ...bilingual('name', 'text'),
    ...bilingual('address', 'text'),
    { name: 'phone', kind: 'text', required: true },
    { name: 'fax', kind: 'text' },
    { name: 'email', kind: 'email', required: true },
    { name: 'website', kind: 'text', required: true },
    ...bilingual('directorName', 'text', false),
    { name: 'directorPhone', kind: 'text' },
    { name: 'openingTime', kind: 'time' },
    { name: 'closingTime', kind: 'time' },
  ],
  ...REGION_SETTINGS,
  listColumns: ['regionId', 'nameFr', 'phone', 'email', 'openingTime', 'closingTime'],
  filters: [],
  sort: ['regionId', 'nameFr'],
  search: ['nameFr', 'nameAr', 'email', 'directorNameFr', 'directorNameAr'],
} as const satisfies ResourceDecl;

/** A yes/no condition of a recommendation rule: stated (YES or NO) or not stated (empty). */
export const RULE_FLAG_VALUES = ['YES', 'NO'] as const;

/**
 * Recommendation rules of the framing questionnaire (decision 009, issue 17; decision 088 says which conditions
 * the form edits): a procedure, why it is recommended (both languages), its priority (1 first) and the answers that
 * fire it. The form edits the yes/no answers, the amounts, the sectors (any of them answered; none of the excluded
 * ones) and the advancement stages (decision 098); the conditions it does not edit (land situations, vocations...)
 * are kept as written and shown read-only; a rule needs at least one condition. Archived rules recommend nothing.
 */
export const RECOMMENDATION_RULES = {
  name: 'recommendation-rules',
  fields: [
    { name: 'procedureId', ...ID, required: true, ref: 'procedures' },
    ...bilingual('reason', 'longText'),
    { name: 'priority', kind: 'int', required: true, min: 1, max: 1000 },
    { name: 'landNeeded', kind: 'enum', options: RULE_FLAG_VALUES },
    { name: 'constructionNeeded', kind: 'enum', options: RULE_FLAG_VALUES },
    { name: 'minAmount', kind: 'int', max: 1_000_000_000_000 },
    { name: 'maxAmount', kind: 'int', max: 1_000_000_000_000 },
    // Sectors of the questionnaire's tree (sector, category or subcategory; GET /sectors): unknown ones answer 422.
    { name: 'sectorIds', kind: 'ids', lookup: 'sectors' },
    { name: 'excludedSectorIds', kind: 'ids', lookup: 'sectors' },
    { name: 'advancementStages', kind: 'codes', options: ADVANCEMENT_STAGES },
    { name: 'archived', kind: 'boolean' },
    { name: 'procedureNameFr', kind: 'text', readOnly: true },
    { name: 'otherConditions', kind: 'longText', readOnly: true },
  ],
  access: all('manage:content'),
  regionScoped: false,
  listColumns: ['procedureNameFr', 'priority', 'reasonFr', 'archived'],
  filters: ['procedureId', 'archived'],
  sort: ['priority', 'procedureId'],
  search: ['reasonFr', 'reasonAr', 'procedureNameFr'],
  deleteMode: 'archive-if-used',
  roles: CONTENT_MANAGER,
} as const satisfies ResourceDecl;

/**
 * Operation-monitoring mails (spec 3 §2, decision 097): addresses of a region (a service's shared mailbox, the
 * centre's director...) that receive in copy the weekly operation-monitoring digest the region's monitoring
 * managers receive. Regional support keeps its region's; national support every region's.
 */
export const MONITORING_MAILS = {
  name: 'monitoring-mails',
  fields: [
    region,
    { name: 'name', kind: 'text', required: true },
    { name: 'email', kind: 'email', required: true },
    // Unticked: kept in the list, sent nothing.
    { name: 'receivesDigest', kind: 'boolean', initial: 'true' },
  ],
  access: all('manage:region-settings'),
  regionScoped: true,
  listColumns: ['regionId', 'name', 'email', 'receivesDigest'],
  filters: ['regionId', 'receivesDigest'],
  sort: ['name', 'email', 'regionId'],
  search: ['name', 'email'],
  deleteMode: 'archive-if-used',
  roles: REGIONAL_SUPPORT,
} as const satisfies ResourceDecl;

/** Every declared resource, in menu order. */
export const RESOURCES: readonly ResourceDecl[] = [
  NATIONAL_ACCOUNTS,
  REGIONAL_SUPPORTS,
  PIAFE_ADVISORS,
  ADVISORS,
  CRUI_MEMBERS,
  LAND_MEMBERS,
  MONITORING_MANAGERS,
  MONITORING_MAILS,
  REGION_PARAMETERS,
  CENTRE_INFORMATION,
  PROCEDURES,
  DOCUMENT_TYPES,
  ADMINISTRATION_TYPES,
  ADMINISTRATIONS,
  FEE_SCALES,
  PRICE_OVERRIDES,
  RECOMMENDATION_RULES,
];

export const resourceByName = (name: string): ResourceDecl | undefined => RESOURCES.find((r) => r.name === name);

/** The resources a role's back-office menu lists. */
export const resourcesOfRole = (role: Role): ResourceDecl[] => RESOURCES.filter((r) => r.roles.includes(role));

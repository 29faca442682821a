/**
 * Enumerations of the reference data (spec 1 §3, spec 2 §3), shared by the zod contracts, the Drizzle
 * `pgEnum`s and the web forms.
 */

/** Choice lists served by GET /choices. The first six are named by spec 1 §3; the others serve spec 2 forms. */
export const CHOICE_LIST_NAMES = [
  'TitleCategory',
  'DocumentTypeCategory',
  'Nationality',
  'ProfessionType',
  'CompanyLegalFormFamily',
  'SelfEmployedProfessionType',
  'CompanyLegalForm',
  'FundamentalReferenceType',
  'LandLegalStatus',
  'FinancingMode',
  'EnergySource',
] as const;
export type ChoiceListName = (typeof CHOICE_LIST_NAMES)[number];

/**
 * Nationality groups: a nationality item carries its group in `groupCode`, an identity-document item the
 * group it is allowed for (spec 1 §5: Moroccans the CIN only, foreigners a passport or a residence card).
 */
export const NATIONALITY_GROUPS = ['MOROCCAN', 'FOREIGN'] as const;
export type NationalityGroup = (typeof NATIONALITY_GROUPS)[number];

/** Legal person types with the ids spec 2 §3 names (items of CompanyLegalFormFamily). */
export const LEGAL_PERSON_TYPE_IDS = {
  ASSOCIATION: 2126,
  LEGAL_PERSON: 2127,
  NATURAL_PERSON: 2128,
  AUTO_ENTREPRENEUR: 2129,
  COOPERATIVE: 2130,
  COLLECTIVITY: 2131,
  PUBLIC_ESTABLISHMENT: 2132,
} as const;

/** Fundamental reference types of a parcel (spec 2 §3 Parcel): items of FundamentalReferenceType. */
export const FUNDAMENTAL_REFERENCE_TYPE_IDS = { REGISTRY_TITLE: 1170, REQUISITION: 130 } as const;

/** Region ids are stable (REGION_01..REGION_12 of the administrative dataset). */
export const REGION_IDS = {
  BENI_MELLAL_KHENIFRA: 1,
  CASABLANCA_SETTAT: 2,
  DAKHLA_OUED_ED_DAHAB: 3,
  DRAA_TAFILALET: 4,
  FES_MEKNES: 5,
  GUELMIM_OUED_NOUN: 6,
  LAAYOUNE_SAKIA_EL_HAMRA: 7,
  MARRAKECH_SAFI: 8,
  ORIENTAL: 9,
  RABAT_SALE_KENITRA: 10,
  SOUSS_MASSA: 11,
  TANGER_TETOUAN_AL_HOCEIMA: 12,
} as const;

export const PROVINCE_KINDS = ['PREFECTURE', 'PROVINCE'] as const;
export type ProvinceKind = (typeof PROVINCE_KINDS)[number];

export const PROVINCE_CATEGORIES = ['A', 'B'] as const;
export type ProvinceCategory = (typeof PROVINCE_CATEGORIES)[number];

export const COMMUNE_KINDS = ['URBAN', 'RURAL'] as const;
export type CommuneKind = (typeof COMMUNE_KINDS)[number];

export const SECTOR_LEVELS = ['SECTOR', 'CATEGORY', 'SUBCATEGORY'] as const;
export type SectorLevel = (typeof SECTOR_LEVELS)[number];

/** Info type answer kinds (spec 2 §3 Info type answerDataType). */
export const INFO_ANSWER_DATA_TYPES = ['STRING', 'PERCENTAGE', 'NUMBER', 'CHOICE', 'LAND', 'DATE'] as const;
export type InfoAnswerDataType = (typeof INFO_ANSWER_DATA_TYPES)[number];

export const INFO_CATEGORIES = ['FINANCIAL', 'ENERGY', 'KICKOFF', 'EXPLOIT'] as const;
export type InfoCategory = (typeof INFO_CATEGORIES)[number];

/** How an answer feeds the project totals (spec 2 §3 "summable field kinds"). */
export const INFO_SUMMABLE_KINDS = ['TOTAL_SUMMABLE_VALUE', 'SUMMABLE_VALUE', 'KICKOFF_DATE', 'FINALISATION_DATE'] as const;
export type InfoSummableKind = (typeof INFO_SUMMABLE_KINDS)[number];

/** Rules an info answer is checked against (validationRuleCode). */
export const INFO_VALIDATION_RULES = [
  'POSITIVE_AMOUNT',
  'POSITIVE_INTEGER',
  'PERCENTAGE_RANGE',
  'DATE_NOT_PAST',
  'DATE_AFTER_KICKOFF',
  'TEXT_MAX_500',
  'LAND_REFERENCE',
] as const;
export type InfoValidationRule = (typeof INFO_VALIDATION_RULES)[number];

export const PROCEDURE_CATEGORIES = ['LAND', 'URBAN_PLANNING', 'DEROGATION'] as const;
export type ProcedureCategory = (typeof PROCEDURE_CATEGORIES)[number];

/** Project nature codes of the Rokhas e-permit platform (spec 2 §3 Rokhas situation). */
export const ROKHAS_NATURE_CODES = ['AMN', 'PCT', 'GRP', 'LOT', 'MDF', 'MRC', 'ELV'] as const;
export type RokhasNatureCode = (typeof ROKHAS_NATURE_CODES)[number];

/**
 * Spec 3 §3 names urban agency, civil protection, commune, regional investment centre, land registry agency
 * and urbanism (URBAN_PLANNING_INSPECTION); the others sit in the regional commissions too (decision 034).
 * New codes go at the end: the database enum only appends.
 */
export const ADMINISTRATION_TYPE_CODES = [
  'MINISTRY',
  'WILAYA',
  'URBAN_AGENCY',
  'COMMUNE',
  'CIVIL_PROTECTION',
  'ONEE',
  'URBAN_PLANNING_INSPECTION',
  'SECTORAL_DELEGATION',
  'STATE_DOMAINS',
  'LAND_REGISTRY',
  'REGIONAL_INVESTMENT_CENTRE',
] as const;
export type AdministrationTypeCode = (typeof ADMINISTRATION_TYPE_CODES)[number];

/** The area an administration type answers for (spec 3 §3 "geographic competence", decision 085). */
export const GEOGRAPHIC_COMPETENCES = ['NATIONAL', 'REGIONAL', 'PROVINCIAL', 'COMMUNAL'] as const;
export type GeographicCompetence = (typeof GEOGRAPHIC_COMPETENCES)[number];

/** Commission days are working days: 1 = Monday … 5 = Friday. */
export const COMMISSION_DAYS = [1, 2, 3, 4, 5] as const;

/** The time zone of every CRI; dates on the wire are calendar dates in this zone. */
export const PLATFORM_TIME_ZONE = 'Africa/Casablanca';

import { LEGAL_PERSON_TYPE_IDS, type NationalityGroup } from '../enums/reference-data.ts';

/**
 * Pure rules of the investor forms (spec 1 §5), shared by the web forms and the API. Choice-list ids are
 * stable (the seed writes them out), so the rules name them instead of reading the lists.
 */

/** The national nationality (item MA of the Nationality list, its default). */
export const MOROCCAN_NATIONALITY_ID = 1201;

/** Items of the DocumentTypeCategory list. */
export const IDENTITY_DOCUMENT_TYPE_IDS = { CIN: 1011, PASSPORT: 1012, RESIDENCE_CARD: 1013 } as const;

const DOCUMENT_TYPES_BY_GROUP: Record<NationalityGroup, readonly number[]> = {
  MOROCCAN: [IDENTITY_DOCUMENT_TYPE_IDS.CIN],
  FOREIGN: [IDENTITY_DOCUMENT_TYPE_IDS.PASSPORT, IDENTITY_DOCUMENT_TYPE_IDS.RESIDENCE_CARD],
};

export const INVESTOR_ACCOUNT_TYPES = ['INVESTOR', 'PROFESSIONAL'] as const;
export type InvestorAccountType = (typeof INVESTOR_ACCOUNT_TYPES)[number];

/** What a legal-form family means for the forms: a company, a physical person or a self-employed person. */
export const LEGAL_FORM_KINDS = ['CORPORATE_ENTITY', 'PHYSICAL_PERSON', 'SELF_EMPLOYED'] as const;
export type LegalFormKind = (typeof LEGAL_FORM_KINDS)[number];

export const nationalityGroupOf = (nationalityId: number | null | undefined): NationalityGroup =>
  nationalityId === MOROCCAN_NATIONALITY_ID ? 'MOROCCAN' : 'FOREIGN';

export const isNationalNationality = (nationalityId: number | null | undefined): boolean =>
  nationalityGroupOf(nationalityId) === 'MOROCCAN';

/** Identity documents a nationality may use: Moroccans the CIN only, foreigners a passport or a residence card. */
export const allowedDocumentTypes = (nationalityId: number | null | undefined): readonly number[] =>
  DOCUMENT_TYPES_BY_GROUP[nationalityGroupOf(nationalityId)];

export const isDocumentTypeAllowed = (nationalityId: number | null | undefined, documentTypeId: number | null | undefined) =>
  documentTypeId != null && allowedDocumentTypes(nationalityId).includes(documentTypeId);

/**
 * The families of CompanyLegalFormFamily: natural persons and auto-entrepreneurs are persons, every other
 * family (companies, associations, cooperatives, collectivities, public bodies) is a legal entity.
 */
export function legalFormKindOf(familyId: number | null | undefined): LegalFormKind | null {
  if (familyId == null) return null;
  if (familyId === LEGAL_PERSON_TYPE_IDS.NATURAL_PERSON) return 'PHYSICAL_PERSON';
  if (familyId === LEGAL_PERSON_TYPE_IDS.AUTO_ENTREPRENEUR) return 'SELF_EMPLOYED';
  return 'CORPORATE_ENTITY';
}

/** The identity fields after a nationality change: type and number reset when the type is no longer allowed. */
export function identityAfterNationalityChange<
  T extends { identityDocumentTypeId: number | null; identityDocumentNumber: string },
>(values: T, nationalityId: number | null): T {
  if (values.identityDocumentTypeId === null || isDocumentTypeAllowed(nationalityId, values.identityDocumentTypeId))
    return values;
  return { ...values, identityDocumentTypeId: null, identityDocumentNumber: '' };
}

/** Fields describing the company; a physical person has none (spec 1 §5: cleared on submit). */
export const COMPANY_FIELDS = ['companyName', 'companyAddress', 'companyCommuneId', 'companyZipCode', 'ice', 'nirn'] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];

/** A physical person's company fields emptied: texts to '', the commune to null. */
export function clearCompanyFieldsOfPhysicalPerson<
  T extends { legalFormFamilyId: number | null } & Partial<Record<CompanyField, unknown>>,
>(values: T): T {
  if (legalFormKindOf(values.legalFormFamilyId) !== 'PHYSICAL_PERSON') return values;
  const cleared: Record<string, unknown> = { ...values };
  for (const field of COMPANY_FIELDS) cleared[field] = field === 'companyCommuneId' ? null : '';
  return cleared as T;
}

/** Field formats (spec 2 §9 for phones). */
export const INVESTOR_FORMATS = {
  phone: /^0\d{9}$/,
  zipCode: /^\d{5}$/,
  /** Identifiant commun de l'entreprise: 15 digits. */
  ice: /^\d{15}$/,
  /** CIN: one or two letters then up to six digits (e.g. BE123456). */
  cin: /^[A-Za-z]{1,2}\d{1,6}$/,
  /** Passport or residence card: 5 to 20 letters and digits. */
  foreignDocument: /^[A-Za-z0-9]{5,20}$/,
} as const;

export const isValidDocumentNumber = (documentTypeId: number | null, value: string): boolean =>
  documentTypeId === IDENTITY_DOCUMENT_TYPE_IDS.CIN
    ? INVESTOR_FORMATS.cin.test(value)
    : INVESTOR_FORMATS.foreignDocument.test(value);

/** Fields of the registration form whose requirement depends on the situation (spec 1 §5). */
export type ConditionalRegistrationField =
  | 'address'
  | 'communeId'
  | 'zipCode'
  | 'companyName'
  | 'companyAddress'
  | 'companyCommuneId'
  | 'companyZipCode';

/**
 * Which of them are required: the intermediary form asks the address, the commune and zip of a national,
 * a company's name and address, and its commune and zip for a national; the investor's own form asks the
 * address of a self-employed person and the company address of a company.
 */
export function conditionalRegistrationFields(values: {
  accountType: InvestorAccountType;
  nationalityId: number | null;
  legalFormFamilyId: number | null;
}): Set<ConditionalRegistrationField> {
  const kind = legalFormKindOf(values.legalFormFamilyId);
  const national = isNationalNationality(values.nationalityId);
  const required = new Set<ConditionalRegistrationField>();
  if (values.accountType === 'PROFESSIONAL') {
    required.add('address');
    if (national) for (const f of ['communeId', 'zipCode'] as const) required.add(f);
    if (kind === 'CORPORATE_ENTITY') {
      for (const f of ['companyName', 'companyAddress'] as const) required.add(f);
      if (national) for (const f of ['companyCommuneId', 'companyZipCode'] as const) required.add(f);
    }
    return required;
  }
  if (kind === 'SELF_EMPLOYED') required.add('address');
  if (kind === 'CORPORATE_ENTITY') required.add('companyAddress');
  return required;
}

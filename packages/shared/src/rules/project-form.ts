import { LEGAL_PERSON_TYPE_IDS } from '../enums/reference-data.ts';
import { legalFormKindOf } from './investor-form.ts';

/**
 * Pure rules of the project form (spec 2 §5 "Project form"), shared by the web form and the API.
 * The legal-form kinds come from the investor form rules (rules/investor-form.ts).
 */

/**
 * Procedures whose file is drawn up by an architect (Moroccan urban-planning law 12-90 and 25-90): a
 * building permit, a housing group, a subdivision and a modificative permit. A break-up (morcellement)
 * needs a surveyor, not an architect; land and derogation procedures none.
 */
export const ARCHITECT_PROCEDURE_CODES = ['BUILDING_PERMIT', 'HOUSING_GROUP', 'SUBDIVIDE', 'BUILDING_PERMIT_AMENDMENT'] as const;

export const requiresArchitect = (procedureCodes: readonly string[]): boolean =>
  procedureCodes.some((code) => (ARCHITECT_PROCEDURE_CODES as readonly string[]).includes(code));

/** Families that are not companies in the commercial sense: no register, identifiers or capital (spec 2 §5). */
const NON_COMMERCIAL_FAMILIES: readonly number[] = [
  LEGAL_PERSON_TYPE_IDS.ASSOCIATION,
  LEGAL_PERSON_TYPE_IDS.COOPERATIVE,
  LEGAL_PERSON_TYPE_IDS.PUBLIC_ESTABLISHMENT,
  LEGAL_PERSON_TYPE_IDS.COLLECTIVITY,
];

export interface CompanyRequirements {
  /** Company address, commune, zip code and mobile phone. */
  contact: boolean;
  /** Company identifier, activity, common identifier (ICE), fiscal identifier, commercial register date. */
  registration: boolean;
  /** Legal form and positive social capital: companies only (the legal-form list holds company forms). */
  legalForm: boolean;
  /** Corporate name and the representative: every legal entity. */
  corporate: boolean;
  /** National register number (self-employed). */
  nationalRegister: boolean;
  /** Profession type: self-employed (their own list) or physical person. */
  profession: boolean;
}

/** What the chosen legal-form family asks of the company section. */
export function companyRequirements(familyId: number | null | undefined): CompanyRequirements {
  const kind = legalFormKindOf(familyId);
  const corporate = kind === 'CORPORATE_ENTITY';
  const company = corporate && familyId != null && !NON_COMMERCIAL_FAMILIES.includes(familyId);
  return {
    contact: corporate,
    registration: company,
    legalForm: company,
    corporate,
    nationalRegister: kind === 'SELF_EMPLOYED',
    profession: kind === 'SELF_EMPLOYED' || kind === 'PHYSICAL_PERSON',
  };
}

/**
 * Titles of a sector component; a title with a unit counts units (beds, dwellings, classrooms), whose
 * number is then required and positive (spec 2 §5).
 */
export const SECTOR_COMPONENT_TITLES = {
  ACCOMMODATION: 'beds',
  HOUSING: 'dwellings',
  HEALTH: 'beds',
  EDUCATION: 'classrooms',
  PRODUCTION_UNIT: null,
  WAREHOUSE: null,
  OFFICES: null,
  RETAIL: null,
  FARM: null,
  OTHER: null,
} as const satisfies Record<string, string | null>;
export type SectorComponentTitle = keyof typeof SECTOR_COMPONENT_TITLES;
export const SECTOR_COMPONENT_TITLE_CODES = Object.keys(SECTOR_COMPONENT_TITLES) as [
  SectorComponentTitle,
  ...SectorComponentTitle[],
];

export const unitLabelOf = (title: string | null | undefined): string | null =>
  title && title in SECTOR_COMPONENT_TITLES ? SECTOR_COMPONENT_TITLES[title as SectorComponentTitle] : null;

/** Identity types of a majority partner. */
export const PARTNER_IDENTITY_TYPES = ['PHYSICAL_PERSON', 'CORPORATE_ENTITY'] as const;
export type PartnerIdentityType = (typeof PARTNER_IDENTITY_TYPES)[number];

/** Spec 2 §9. */
export const PROJECT_LIMITS = {
  description: 5000,
  maxPartners: 10,
  socialPartMin: 1,
  socialPartMax: 100,
  socialPartsTotal: 100,
  maxComponents: 50,
  maxSectors: 20,
} as const;

/** Sum of the social parts in hundredths, so the check does not depend on floating-point order. */
export const socialPartsTotal = (parts: readonly (number | null | undefined)[]): number =>
  parts.reduce<number>((sum, p) => sum + Math.round((p ?? 0) * 100), 0) / 100;

type CompanyValues = {
  companyLegalFormFamilyId: number | null;
  companyLegalFormId: number | null;
  companyCorporateName: string;
  companyAddress: string;
  companyCommuneId: number | null;
  companyZipCode: string;
  companyPhone: string;
  companyMobilePhone: string;
  companyIdentifier: string;
  companyActivity: string;
  companySocialCapital: number | null;
  companyCommonIdentifier: string;
  fiscalIdentifier: string;
  commercialRegisterImmatriculationDate: string;
  nationalRegisterInscriptionNumber: string;
  professionTypeId: number | null;
};

/**
 * The fields the chosen family does not ask, emptied (the form hides them, so what was typed before a
 * change of family is not sent); the representative is emptied unless the holder is a legal entity.
 */
export function clearUnaskedFields<T extends CompanyValues & { representative: Record<string, unknown> }>(
  values: T,
  emptyRepresentative: T['representative'],
): T {
  const req = companyRequirements(values.companyLegalFormFamilyId);
  const out: T = { ...values };
  if (!req.contact)
    Object.assign(out, {
      companyAddress: '',
      companyCommuneId: null,
      companyZipCode: '',
      companyPhone: '',
      companyMobilePhone: '',
    });
  if (!req.registration)
    Object.assign(out, {
      companyIdentifier: '',
      companyActivity: '',
      companyCommonIdentifier: '',
      fiscalIdentifier: '',
      commercialRegisterImmatriculationDate: '',
    });
  if (!req.legalForm) Object.assign(out, { companyLegalFormId: null, companySocialCapital: null });
  if (!req.corporate) Object.assign(out, { companyCorporateName: '', representative: emptyRepresentative });
  if (!req.nationalRegister) out.nationalRegisterInscriptionNumber = '';
  if (!req.profession) out.professionTypeId = null;
  return out;
}

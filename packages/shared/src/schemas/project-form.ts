import { z } from 'zod';
import {
  IDENTITY_DOCUMENT_TYPE_IDS,
  INVESTOR_FORMATS,
  isDocumentTypeAllowed,
  isNationalNationality,
  isValidDocumentNumber,
} from '../rules/investor-form.ts';
import {
  companyRequirements,
  PARTNER_IDENTITY_TYPES,
  PROJECT_LIMITS,
  SECTOR_COMPONENT_TITLE_CODES,
  socialPartsTotal,
  unitLabelOf,
} from '../rules/project-form.ts';

/**
 * The project form (spec 2 §3 Project, §5 "Project form"): one schema for the web form and PUT
 * /projects/{id}. ZProjectFormValues holds what is checked on every save (types, lengths, formats and
 * ranges of what is filled, at most 10 partners, parts summing to 100% at most): a draft may be
 * incomplete. `projectFormSchema` adds every "required" rule, checked when the investor continues.
 * Messages are keys of the projects catalogue (packages/i18n/{fr,ar}/projects.json).
 */

const V = 'projects.validation';
export const PROJECT_FORM_MESSAGES = {
  required: `${V}.required`,
  tooLong: `${V}.tooLong`,
  descriptionTooLong: `${V}.descriptionTooLong`,
  number: `${V}.number`,
  positive: `${V}.positive`,
  nonNegative: `${V}.nonNegative`,
  integer: `${V}.integer`,
  tooBig: `${V}.tooBig`,
  phone: `${V}.phone`,
  zipCode: `${V}.zipCode`,
  email: `${V}.email`,
  ice: `${V}.ice`,
  date: `${V}.date`,
  socialPartRange: `${V}.socialPartRange`,
  socialPartsTotal: `${V}.socialPartsTotal`,
  tooManyPartners: `${V}.tooManyPartners`,
  tooManyComponents: `${V}.tooManyComponents`,
  tooManySectors: `${V}.tooManySectors`,
  atLeastOneSector: `${V}.atLeastOneSector`,
  atLeastOneComponent: `${V}.atLeastOneComponent`,
  certification: `${V}.certification`,
  documentTypeNotAllowed: `${V}.documentTypeNotAllowed`,
  documentNumber: `${V}.documentNumber`,
  sectorNotSelected: `${V}.sectorNotSelected`,
  unknownChoice: `${V}.unknownChoice`,
  communeOutsideRegion: `${V}.communeOutsideRegion`,
} as const;
const M = PROJECT_FORM_MESSAGES;

const text = (max: number) => z.string({ error: M.required }).trim().max(max, M.tooLong);
const formatted = (max: number, pattern: RegExp, message: string) =>
  text(max).refine((v) => v === '' || pattern.test(v), message);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ZRef = z.number({ error: M.required }).int(M.required).positive(M.required).max(2_147_483_647, M.required).nullable();
const amount = (max = 1e13) => z.number({ error: M.number }).max(max, M.tooBig).nullable();
const phone = formatted(20, INVESTOR_FORMATS.phone, M.phone);
const zip = formatted(5, INVESTOR_FORMATS.zipCode, M.zipCode);
const email = formatted(254, EMAIL, M.email);

export const ZSectorComponent = z.strictObject({
  /** One of the selected sectors. */
  sectorId: ZRef,
  title: z.enum(SECTOR_COMPONENT_TITLE_CODES, { error: M.required }).nullable(),
  /** In dirhams. */
  investmentAmount: amount().refine((v) => v === null || v > 0, M.positive),
  jobsCreated: amount(1_000_000)
    .refine((v) => v === null || Number.isInteger(v), M.integer)
    .refine((v) => v === null || v >= 0, M.nonNegative),
  /** Square metres. */
  area: amount().refine((v) => v === null || v > 0, M.positive),
  coveredArea: amount().refine((v) => v === null || v >= 0, M.nonNegative),
  /** Beds, dwellings or classrooms, when the title counts units. */
  unitNumber: amount(1_000_000)
    .refine((v) => v === null || Number.isInteger(v), M.integer)
    .refine((v) => v === null || v > 0, M.positive),
  communeId: ZRef,
});
export type TSectorComponent = z.infer<typeof ZSectorComponent>;

export const ZMajorityPartner = z.strictObject({
  identityType: z.enum(PARTNER_IDENTITY_TYPES, { error: M.required }).nullable(),
  name: text(200),
  /** Percent of the capital, 1 to 100. */
  socialPart: z
    .number({ error: M.number })
    .min(PROJECT_LIMITS.socialPartMin, M.socialPartRange)
    .max(PROJECT_LIMITS.socialPartMax, M.socialPartRange)
    .nullable(),
});
export type TMajorityPartner = z.infer<typeof ZMajorityPartner>;

export const ZProjectRepresentative = z.strictObject({
  /** Item of TitleCategory (M. / Mme). */
  civilityId: ZRef,
  firstName: text(100),
  lastName: text(100),
  nationalityId: ZRef,
  /** Item of DocumentTypeCategory; a Moroccan uses the CIN. */
  identityDocumentTypeId: ZRef,
  identityDocumentNumber: text(20),
  email,
  mobilePhone: phone,
  /** Quality in which the representative acts (gérant, mandataire...). */
  quality: text(100),
});
export type TProjectRepresentative = z.infer<typeof ZProjectRepresentative>;

export const ZProjectArchitect = z.strictObject({
  firstName: text(100),
  lastName: text(100),
  email,
  authorizationNumber: text(50),
});
export type TProjectArchitect = z.infer<typeof ZProjectArchitect>;

export const ZProjectFormShape = z.strictObject({
  name: text(200),
  description: z.string({ error: M.required }).trim().max(PROJECT_LIMITS.description, M.descriptionTooLong),
  address: text(300),
  communeId: ZRef,
  zipCode: zip,
  companyLegalFormFamilyId: ZRef,
  companyLegalFormId: ZRef,
  companyCorporateName: text(200),
  companyAddress: text(300),
  companyCommuneId: ZRef,
  companyZipCode: zip,
  companyPhone: phone,
  companyMobilePhone: phone,
  /** Identifiant de l'entreprise (register number). */
  companyIdentifier: text(50),
  companyActivity: text(200),
  /** In dirhams. */
  companySocialCapital: amount().refine((v) => v === null || v > 0, M.positive),
  /** ICE: 15 digits. */
  companyCommonIdentifier: formatted(15, INVESTOR_FORMATS.ice, M.ice),
  fiscalIdentifier: text(50),
  /** YYYY-MM-DD or empty. */
  commercialRegisterImmatriculationDate: formatted(10, DATE, M.date).refine(
    (v) => v === '' || !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
    M.date,
  ),
  nationalRegisterInscriptionNumber: text(50),
  /** ProfessionType (physical person) or SelfEmployedProfessionType (self-employed) item. */
  professionTypeId: ZRef,
  isRepresentativeCertificated: z.boolean(),
  sectorIds: z.array(z.number().int().positive().max(2_147_483_647)).max(PROJECT_LIMITS.maxSectors, M.tooManySectors),
  components: z.array(ZSectorComponent).max(PROJECT_LIMITS.maxComponents, M.tooManyComponents),
  partners: z.array(ZMajorityPartner).max(PROJECT_LIMITS.maxPartners, M.tooManyPartners),
  representative: ZProjectRepresentative,
  architect: ZProjectArchitect,
});
export type TProjectFormValues = z.infer<typeof ZProjectFormShape>;

type Ctx = z.RefinementCtx;
const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Rules checked on every save, complete or not. */
function checkAlways(f: TProjectFormValues, ctx: Ctx): void {
  if (socialPartsTotal(f.partners.map((p) => p.socialPart)) > PROJECT_LIMITS.socialPartsTotal)
    ctx.addIssue({ code: 'custom', path: ['partners'], message: M.socialPartsTotal });
  f.components.forEach((c, i) => {
    if (c.sectorId !== null && !f.sectorIds.includes(c.sectorId))
      ctx.addIssue({ code: 'custom', path: ['components', i, 'sectorId'], message: M.sectorNotSelected });
  });
}

/**
 * Cross-field rules run even when a field has a wrong value (not when a value has the wrong type), so the
 * investor sees every broken rule at once rather than one round at a time.
 */
const alsoWhenFieldsFail = {
  when: (payload: { issues: readonly { code: string }[] }) => !payload.issues.some((i) => i.code === 'invalid_type'),
};

export const ZProjectFormValues = ZProjectFormShape.check(z.superRefine(checkAlways, alsoWhenFieldsFail));

/** Every rule of spec 2 §5 "Project form", checked when the investor continues to the documents. */
export function checkCompleteProject(f: TProjectFormValues, ctx: Ctx, opts: { architectRequired: boolean }): void {
  const need = (path: (string | number)[], value: unknown) => {
    if (blank(value)) ctx.addIssue({ code: 'custom', path, message: M.required });
  };
  for (const key of ['name', 'description', 'address', 'communeId', 'zipCode', 'companyLegalFormFamilyId'] as const)
    need([key], f[key]);
  const req = companyRequirements(f.companyLegalFormFamilyId);
  if (req.contact)
    for (const key of ['companyAddress', 'companyCommuneId', 'companyZipCode', 'companyMobilePhone'] as const)
      need([key], f[key]);
  if (req.registration)
    for (const key of [
      'companyIdentifier',
      'companyActivity',
      'companyCommonIdentifier',
      'fiscalIdentifier',
      'commercialRegisterImmatriculationDate',
    ] as const)
      need([key], f[key]);
  if (req.legalForm) for (const key of ['companyLegalFormId', 'companySocialCapital'] as const) need([key], f[key]);
  if (req.corporate) need(['companyCorporateName'], f.companyCorporateName);
  if (req.nationalRegister) need(['nationalRegisterInscriptionNumber'], f.nationalRegisterInscriptionNumber);
  if (req.profession) need(['professionTypeId'], f.professionTypeId);
  if (!f.isRepresentativeCertificated)
    ctx.addIssue({ code: 'custom', path: ['isRepresentativeCertificated'], message: M.certification });

  if (f.sectorIds.length === 0) ctx.addIssue({ code: 'custom', path: ['sectorIds'], message: M.atLeastOneSector });
  if (f.components.length === 0) ctx.addIssue({ code: 'custom', path: ['components'], message: M.atLeastOneComponent });
  f.components.forEach((c, i) => {
    for (const key of ['sectorId', 'title', 'investmentAmount', 'jobsCreated', 'area', 'coveredArea', 'communeId'] as const)
      need(['components', i, key], c[key]);
    if (unitLabelOf(c.title) !== null) need(['components', i, 'unitNumber'], c.unitNumber);
  });
  f.partners.forEach((p, i) => {
    for (const key of ['identityType', 'name', 'socialPart'] as const) need(['partners', i, key], p[key]);
  });

  if (req.corporate) {
    const r = f.representative;
    for (const key of [
      'civilityId',
      'firstName',
      'lastName',
      'nationalityId',
      'identityDocumentNumber',
      'email',
      'quality',
    ] as const)
      need(['representative', key], r[key]);
    if (r.nationalityId !== null && !isNationalNationality(r.nationalityId))
      need(['representative', 'identityDocumentTypeId'], r.identityDocumentTypeId);
  }
  if (opts.architectRequired)
    for (const key of ['firstName', 'lastName', 'email', 'authorizationNumber'] as const)
      need(['architect', key], f.architect[key]);
}

/** Representative identity: the document type must suit the nationality and the number its type. */
function checkRepresentativeIdentity(f: TProjectFormValues, ctx: Ctx): void {
  const r = f.representative;
  if (r.nationalityId === null) return;
  const type = r.identityDocumentTypeId ?? (isNationalNationality(r.nationalityId) ? IDENTITY_DOCUMENT_TYPE_IDS.CIN : null);
  if (r.identityDocumentTypeId !== null && !isDocumentTypeAllowed(r.nationalityId, r.identityDocumentTypeId))
    ctx.addIssue({ code: 'custom', path: ['representative', 'identityDocumentTypeId'], message: M.documentTypeNotAllowed });
  else if (type !== null && !blank(r.identityDocumentNumber) && !isValidDocumentNumber(type, r.identityDocumentNumber.trim()))
    ctx.addIssue({ code: 'custom', path: ['representative', 'identityDocumentNumber'], message: M.documentNumber });
}

/** The complete form: what "Save and continue" checks, on the web and in PUT /projects/{id}?complete. */
export const projectFormSchema = (opts: { architectRequired: boolean }) =>
  ZProjectFormShape.check(
    z.superRefine((f: TProjectFormValues, ctx) => {
      checkAlways(f, ctx);
      checkCompleteProject(f, ctx, opts);
      if (companyRequirements(f.companyLegalFormFamilyId).corporate) checkRepresentativeIdentity(f, ctx);
    }, alsoWhenFieldsFail),
  );

/**
 * PUT /projects/{id}: the whole form. `complete: false` keeps a draft (the investor may leave and come
 * back); `complete: true` checks every rule first (the "save and continue" button).
 */
export const ZSaveProjectFormRequest = z.strictObject({
  complete: z.boolean(),
  project: ZProjectFormValues,
});

/** The request as "save and continue" checks it: every rule. */
export const completeSaveRequestSchema = (opts: { architectRequired: boolean }) =>
  z.strictObject({ complete: z.literal(true), project: projectFormSchema(opts) });
export type TSaveProjectFormRequest = z.infer<typeof ZSaveProjectFormRequest>;

export const emptyRepresentative = (): TProjectRepresentative => ({
  civilityId: null,
  firstName: '',
  lastName: '',
  nationalityId: null,
  identityDocumentTypeId: null,
  identityDocumentNumber: '',
  email: '',
  mobilePhone: '',
  quality: '',
});

export const emptyComponent = (): TSectorComponent => ({
  sectorId: null,
  title: null,
  investmentAmount: null,
  jobsCreated: null,
  area: null,
  coveredArea: null,
  unitNumber: null,
  communeId: null,
});

export const emptyPartner = (): TMajorityPartner => ({ identityType: null, name: '', socialPart: null });

export const emptyProjectForm = (name = ''): TProjectFormValues => ({
  name,
  description: '',
  address: '',
  communeId: null,
  zipCode: '',
  companyLegalFormFamilyId: null,
  companyLegalFormId: null,
  companyCorporateName: '',
  companyAddress: '',
  companyCommuneId: null,
  companyZipCode: '',
  companyPhone: '',
  companyMobilePhone: '',
  companyIdentifier: '',
  companyActivity: '',
  companySocialCapital: null,
  companyCommonIdentifier: '',
  fiscalIdentifier: '',
  commercialRegisterImmatriculationDate: '',
  nationalRegisterInscriptionNumber: '',
  professionTypeId: null,
  isRepresentativeCertificated: false,
  sectorIds: [],
  components: [],
  partners: [],
  representative: emptyRepresentative(),
  architect: { firstName: '', lastName: '', email: '', authorizationNumber: '' },
});

export { PROJECT_FORM_PATHS } from '../paths.ts';
export const projectDetailsPath = (id: number): string => `/projects/${id}/details`;

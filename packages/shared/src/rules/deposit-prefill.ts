import type { TProjectFormValues, TSectorComponent } from '../schemas/project-form.ts';
import { INVESTOR_FORMATS } from './investor-form.ts';
import { companyRequirements } from './project-form.ts';

/**
 * Issue 13 "a deposit that remembers": the values the portal already knows (the framing questionnaire and
 * the investor's profile) offered in the deposit wizard, marked as prefilled and editable. Pure, shared by
 * the server (GET answers) and the tests. A value is only ever put in an EMPTY field of a step the investor
 * has never saved: what they saved, even emptied, is never overwritten (decision 032).
 */

/** What the questionnaire tells (spec 2 §3 framing form). */
export interface QuestionnaireSource {
  legalFormFamilyId: number | null;
  /** CIN of a person, ICE of a company. */
  identityNumber: string;
  description: string;
  totalInvestedAmount: number | null;
  numberOfCreatedJobs: number | null;
  sectorId: number | null;
  /** Codes of the chosen category and subcategory (seed: reference/sectors.ts). */
  activityCodes: string[];
}

/** What the investor saved in the infos step (step 1), which comes before the project form. */
export interface InfosSource {
  /** The commune of the first parcel. */
  communeId: number | null;
  /** The parcels' total area, m². */
  landArea: number | null;
  /** The BUILT_AREA answer, m². */
  builtArea: number | null;
}

/** What the investor's profile tells (spec 1 §3 Investor), or null when the investor has none. */
export interface ProfileSource {
  title: string | null;
  firstName: string;
  lastName: string;
  /** The account's e-mail. */
  email: string;
  mobilePhone: string | null;
  nationalityId: number | null;
  identityDocumentTypeId: number | null;
  identityDocumentNumber: string;
  professionTypeId: number | null;
  legalFormFamilyId: number | null;
  companyName: string | null;
  companyAddress: string | null;
  companyCommuneId: number | null;
  companyZipCode: string | null;
  ice: string | null;
  nirn: string | null;
}

export interface PrefillSources {
  questionnaire: QuestionnaireSource | null;
  profile: ProfileSource | null;
  infos?: InfosSource | null;
}

/** The component title of a questionnaire activity (category or subcategory code), when one fits. */
const TITLE_OF_ACTIVITY: Record<string, TSectorComponent['title']> = {
  ACCOMMODATION: 'ACCOMMODATION',
  HOUSING: 'HOUSING',
  SOCIAL_HOUSING: 'HOUSING',
  RESIDENTIAL_ESTATE: 'HOUSING',
  HEALTH: 'HEALTH',
  CLINIC: 'HEALTH',
  EDUCATION: 'EDUCATION',
  PRIVATE_SCHOOL: 'EDUCATION',
  HIGHER_EDUCATION: 'EDUCATION',
  WAREHOUSE: 'WAREHOUSE',
  COLD_STORAGE: 'WAREHOUSE',
  LOGISTICS: 'WAREHOUSE',
  OFFICES: 'OFFICES',
  BUSINESS_REAL_ESTATE: 'OFFICES',
  RETAIL: 'RETAIL',
  SUPERMARKET: 'RETAIL',
  MALL: 'RETAIL',
  CROPS: 'FARM',
  ORCHARDS: 'FARM',
  GREENHOUSE: 'FARM',
  LIVESTOCK: 'FARM',
  POULTRY: 'FARM',
  CATTLE: 'FARM',
};

export function componentTitleOf(activityCodes: readonly string[]): TSectorComponent['title'] {
  for (const code of activityCodes) {
    const title = TITLE_OF_ACTIVITY[code];
    if (title) return title;
  }
  return null;
}

/** Items of the TitleCategory list by the account's title code (seed: choice-lists/identity.ts). */
export const TITLE_ITEM_IDS: Record<string, number> = { MISTER: 1001, MISS: 1002 };

const blank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const present = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** A prefilled form and the fields that were prefilled ("representative.firstName"). */
export interface Prefilled<T, K> {
  values: T;
  prefilled: K[];
}

/** Where a prefilled value comes from, shown beside the field. */
export const PREFILL_SOURCES = ['QUESTIONNAIRE', 'PROFILE', 'PROJECT_INFOS'] as const;
export type PrefillSource = (typeof PREFILL_SOURCES)[number];
export interface PrefilledField {
  field: string;
  source: PrefillSource;
}

/**
 * The project form (step 2) with what the questionnaire and the profile know put into its empty fields.
 * `saved`: the investor has saved this step once (then nothing is prefilled).
 */
export function prefillProjectForm(
  form: TProjectFormValues,
  sources: PrefillSources,
  saved: boolean,
): Prefilled<TProjectFormValues, PrefilledField> {
  if (saved) return { values: form, prefilled: [] };
  const q = sources.questionnaire;
  const p = sources.profile;
  const values: TProjectFormValues = {
    ...form,
    representative: { ...form.representative },
    components: form.components.map((c) => ({ ...c })),
  };
  const prefilled: PrefilledField[] = [];
  const put = <K extends keyof TProjectFormValues>(
    key: K,
    value: TProjectFormValues[K] | null | undefined,
    source: PrefillSource,
  ) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return;
    if (!blank(values[key])) return;
    values[key] = (typeof value === 'string' ? value.trim() : value) as TProjectFormValues[K];
    prefilled.push({ field: key, source });
  };
  const putRep = <K extends keyof TProjectFormValues['representative']>(
    key: K,
    value: TProjectFormValues['representative'][K] | null | undefined,
  ) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return;
    if (!blank(values.representative[key])) return;
    values.representative[key] = (typeof value === 'string' ? value.trim() : value) as TProjectFormValues['representative'][K];
    prefilled.push({ field: `representative.${key}`, source: 'PROFILE' });
  };

  // The questionnaire is about this project: its legal form wins over the profile's.
  if (q?.legalFormFamilyId) put('companyLegalFormFamilyId', q.legalFormFamilyId, 'QUESTIONNAIRE');
  else put('companyLegalFormFamilyId', p?.legalFormFamilyId, 'PROFILE');
  put('description', q?.description, 'QUESTIONNAIRE');
  if (values.sectorIds.length === 0 && q?.sectorId) {
    values.sectorIds = [q.sectorId];
    prefilled.push({ field: 'sectorIds', source: 'QUESTIONNAIRE' });
  }
  // The project's place: the commune of its first parcel, given in the infos step.
  const i = sources.infos ?? null;
  put('communeId', i?.communeId, 'PROJECT_INFOS');
  // One component carrying what the questionnaire and the infos step tell, when the investor has none yet:
  // most projects have one; the investor edits it or adds others.
  if (values.components.length === 0 && q && (q.totalInvestedAmount !== null || q.numberOfCreatedJobs !== null)) {
    const component: TSectorComponent = {
      sectorId: q.sectorId,
      title: componentTitleOf(q.activityCodes),
      investmentAmount: q.totalInvestedAmount,
      jobsCreated: q.numberOfCreatedJobs,
      area: i?.landArea ?? null,
      coveredArea: i?.builtArea ?? null,
      unitNumber: null,
      communeId: i?.communeId ?? null,
    };
    values.components = [component];
    const from = (field: keyof TSectorComponent, source: PrefillSource) => {
      if (component[field] !== null) prefilled.push({ field: `components.0.${field}`, source });
    };
    from('sectorId', 'QUESTIONNAIRE');
    from('title', 'QUESTIONNAIRE');
    from('investmentAmount', 'QUESTIONNAIRE');
    from('jobsCreated', 'QUESTIONNAIRE');
    from('area', 'PROJECT_INFOS');
    from('coveredArea', 'PROJECT_INFOS');
    from('communeId', 'PROJECT_INFOS');
  }

  const family = values.companyLegalFormFamilyId;
  const req = companyRequirements(family);
  // The profile's company is this investor's company only when the profile has the same legal form.
  const sameHolder = p !== null && (p.legalFormFamilyId === null || family === null || p.legalFormFamilyId === family);
  if (req.profession && sameHolder) put('professionTypeId', p?.professionTypeId, 'PROFILE');
  if (req.nationalRegister && sameHolder) put('nationalRegisterInscriptionNumber', p?.nirn, 'PROFILE');
  if (req.corporate) {
    if (sameHolder) {
      put('companyCorporateName', p?.companyName, 'PROFILE');
      put('companyAddress', p?.companyAddress, 'PROFILE');
      put('companyCommuneId', p?.companyCommuneId, 'PROFILE');
      const zip = p?.companyZipCode;
      put('companyZipCode', present(zip) && INVESTOR_FORMATS.zipCode.test(zip) ? zip : null, 'PROFILE');
      const phone = p?.mobilePhone;
      put('companyMobilePhone', present(phone) && INVESTOR_FORMATS.phone.test(phone) ? phone : null, 'PROFILE');
    }
    if (req.registration) {
      const isIce = (v: string | null | undefined): v is string => present(v) && INVESTOR_FORMATS.ice.test(v.trim());
      if (isIce(p?.ice)) put('companyCommonIdentifier', p.ice, 'PROFILE');
      else if (isIce(q?.identityNumber)) put('companyCommonIdentifier', q.identityNumber, 'QUESTIONNAIRE');
    }
    // The representative: the person who signed in, as their profile names them.
    if (p) {
      putRep('civilityId', p.title ? (TITLE_ITEM_IDS[p.title] ?? null) : null);
      putRep('firstName', p.firstName);
      putRep('lastName', p.lastName);
      putRep('nationalityId', p.nationalityId);
      putRep('identityDocumentTypeId', p.identityDocumentTypeId);
      putRep('identityDocumentNumber', p.identityDocumentNumber);
      putRep('email', p.email);
      putRep('mobilePhone', present(p.mobilePhone) && INVESTOR_FORMATS.phone.test(p.mobilePhone) ? p.mobilePhone : null);
    }
  }
  return { values, prefilled };
}

/** The info answers the questionnaire knows, by info type code (seed: reference/info-types.ts). */
export function questionnaireInfoValue(code: string, q: QuestionnaireSource): string | null {
  switch (code) {
    case 'INVESTMENT_AMOUNT':
      return q.totalInvestedAmount === null ? null : String(q.totalInvestedAmount);
    case 'DIRECT_JOBS':
      return q.numberOfCreatedJobs === null ? null : String(q.numberOfCreatedJobs);
    case 'PROJECT_CONSISTENCY':
      return present(q.description) ? q.description.trim() : null;
    default:
      return null;
  }
}

/**
 * The infos step (step 1): the empty answers of the questions the questionnaire already answered.
 * `saved`: the investor has saved this step once. Returns the info type ids prefilled.
 */
export function prefillInfoAnswers<A extends { infoTypeId: number; value: string | null; choiceItemId: number | null }>(
  questions: readonly { infoTypeId: number; code: string; answerDataType: string }[],
  answers: readonly A[],
  questionnaire: QuestionnaireSource | null,
  saved: boolean,
): Prefilled<A[], number> {
  if (saved || !questionnaire) return { values: [...answers], prefilled: [] };
  const prefilled: number[] = [];
  const values = answers.map((a) => {
    const question = questions.find((x) => x.infoTypeId === a.infoTypeId);
    if (!question || question.answerDataType === 'CHOICE' || question.answerDataType === 'LAND' || !blank(a.value)) return a;
    const value = questionnaireInfoValue(question.code, questionnaire);
    if (value === null) return a;
    prefilled.push(a.infoTypeId);
    return { ...a, value };
  });
  return { values, prefilled };
}

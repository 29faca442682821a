import { z } from 'zod';
import {
  PIAFE_AUTHORISATION_STATUSES,
  PIAFE_AVAILABILITIES,
  PIAFE_CONTACT_TYPES,
  PIAFE_FUNDING_PROGRESS,
  PIAFE_FUNDING_RESULTS,
  PIAFE_GENDERS,
  PIAFE_IDENTITY_TYPES,
  PIAFE_LAND_SITUATIONS,
  PIAFE_LEGAL_STATUSES,
  PIAFE_MATURITY_LEVELS,
  PIAFE_NEEDS,
  PIAFE_ORIENTED_FROM,
  PIAFE_ORIENTED_TO,
  PIAFE_PROFESSIONAL_ACTIVITIES,
  PIAFE_PROJECT_PHASES,
  PIAFE_SCHOOL_LEVELS,
  PIAFE_SERVICES,
  PIAFE_TRAININGS,
} from '../enums/piafe.ts';
import { isFullIdentityNumber, isReversedRange, normaliseIdentityNumber } from '../rules/piafe.ts';

/** Contracts of the PIAFE area (spec 3 §3, §7 "Piafe"; decisions 071-073). Amounts in whole dirhams. */
const ID_MAX = 2_147_483_647;
export const ZPiafeId = z.coerce.number().int().positive().max(ID_MAX);
export const ZPiafeIdParams = z.strictObject({ id: ZPiafeId });

/** A calendar day YYYY-MM-DD that exists (not 2026-02-30), from 1900 on. */
const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'piafe.errors.dateInvalid')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return s >= '1900-01-01' && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'piafe.errors.dateInvalid');
const text = (max: number) => z.string().trim().max(max);
/** An optional text: empty means absent. */
const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
/** An optional date: the forms send '' for an empty one. */
const optDay = ZDay.or(z.literal(''))
  .nullish()
  .transform((v) => (v ? v : null));
const amount = z
  .number()
  .int()
  .min(0, 'piafe.errors.amountNegative')
  .max(1_000_000_000_000)
  .nullish()
  .transform((v) => v ?? null);
const count = z
  .number()
  .int()
  .min(0, 'piafe.errors.amountNegative')
  .max(1_000_000)
  .nullish()
  .transform((v) => v ?? null);
const optEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values)
    .nullish()
    .transform((v) => v ?? null);
const optId = z
  .number()
  .int()
  .positive()
  .max(ID_MAX)
  .nullish()
  .transform((v) => v ?? null);
const optBool = z
  .boolean()
  .nullish()
  .transform((v) => v ?? null);
const phone = z
  .string()
  .trim()
  .regex(/^0\d{9}$/, 'piafe.errors.phoneInvalid')
  .or(z.literal(''))
  .nullish()
  .transform((v) => (v ? v : null));

/** Step 1, POST /piafe/exchange: when and how the holder was met. */
export const ZPiafeExchangeCreate = z.strictObject({
  exchangeDate: ZDay,
  contactType: z.enum(PIAFE_CONTACT_TYPES),
  place: optText(200),
});
export type TPiafeExchangeCreate = z.input<typeof ZPiafeExchangeCreate>;
/** The exchange step modified on its own, PUT /piafe/exchange/{id}/visit (decision 049): the same fields. */
export const ZPiafeVisitBody = ZPiafeExchangeCreate;
export type TPiafeVisitBody = TPiafeExchangeCreate;

/** Step 2, PUT /piafe/exchange/{id}/project-holder and PUT /piafe/project-holder/{id}. */
export const ZPiafeHolderBody = z
  .strictObject({
    identityType: z.enum(PIAFE_IDENTITY_TYPES),
    identityNumber: text(20).transform(normaliseIdentityNumber),
    firstName: text(100).min(1, 'piafe.errors.required'),
    lastName: text(100).min(1, 'piafe.errors.required'),
    birthDate: optDay,
    birthPlace: optText(100),
    gender: optEnum(PIAFE_GENDERS),
    email: z
      .email('piafe.errors.emailInvalid')
      .max(254)
      .or(z.literal(''))
      .nullish()
      .transform((v) => (v ? v : null)),
    mobilePhone: phone,
    deskPhone: phone,
    address: optText(300),
    regionId: optId,
    provinceId: optId,
    communeId: optId,
    schoolLevel: optEnum(PIAFE_SCHOOL_LEVELS),
    professionalActivity: optEnum(PIAFE_PROFESSIONAL_ACTIVITIES),
    professionalTraining: optEnum(PIAFE_TRAININGS),
    legalStatus: optEnum(PIAFE_LEGAL_STATUSES),
    orientedFrom: optEnum(PIAFE_ORIENTED_FROM),
    hasBankAccount: optBool,
    appliedForLoan: optBool,
    contractedLoan: optBool,
    bankingOrganisation: optText(150),
  })
  .superRefine((v, ctx) => {
    if (!isFullIdentityNumber(v.identityType, v.identityNumber))
      ctx.addIssue({ code: 'custom', path: ['identityNumber'], message: 'piafe.errors.identityPartial' });
  });
export type TPiafeHolderBody = z.input<typeof ZPiafeHolderBody>;

/** GET /piafe/project-holder?identityType&identityNumber: the identity search (full number only). */
export const ZPiafeHolderSearchQuery = z
  .strictObject({
    identityType: z.enum(PIAFE_IDENTITY_TYPES),
    identityNumber: text(20).transform(normaliseIdentityNumber),
  })
  .superRefine((v, ctx) => {
    if (!isFullIdentityNumber(v.identityType, v.identityNumber))
      ctx.addIssue({ code: 'custom', path: ['identityNumber'], message: 'piafe.errors.identityPartial' });
  });

const ZHolderFields = z.object({
  id: z.number().int(),
  identityType: z.enum(PIAFE_IDENTITY_TYPES),
  identityNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  birthPlace: z.string().nullable(),
  gender: z.string().nullable(),
  email: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  deskPhone: z.string().nullable(),
  address: z.string().nullable(),
  regionId: z.number().int().nullable(),
  provinceId: z.number().int().nullable(),
  communeId: z.number().int().nullable(),
  schoolLevel: z.string().nullable(),
  professionalActivity: z.string().nullable(),
  professionalTraining: z.string().nullable(),
  legalStatus: z.string().nullable(),
  orientedFrom: z.string().nullable(),
  hasBankAccount: z.boolean().nullable(),
  appliedForLoan: z.boolean().nullable(),
  contractedLoan: z.boolean().nullable(),
  bankingOrganisation: z.string().nullable(),
});
/** A holder, with the project of their last exchange (spec 3 §3 `lastExchange.project.id`). */
export const ZPiafeHolder = ZHolderFields.extend({
  lastExchange: z.object({ id: z.number().int(), projectId: z.number().int().nullable() }).nullable(),
});
export type TPiafeHolder = z.infer<typeof ZPiafeHolder>;
export const ZPiafeHolderSearchResponse = z.object({ holder: ZPiafeHolder.nullable() });

/** Step 3, PUT /piafe/exchange/{id} (creates or updates the exchange's project) and PUT /piafe/projects/{id}. */
export const ZPiafeProjectBody = z
  .strictObject({
    name: text(200).min(1, 'piafe.errors.required'),
    address: optText(300),
    description: optText(2000),
    sectorId: optId,
    otherActivity: optText(200),
    estimatedInvestment: amount,
    estimatedJobs: count,
    requiredFunding: amount,
    capitalExpenditure: amount,
    operatingExpense: amount,
    workingCapital: amount,
    location: optEnum(PIAFE_LAND_SITUATIONS),
    undefinedLocation: z.boolean().default(false),
    maturityLevel: z.enum(PIAFE_MATURITY_LEVELS),
    localAvailability: optEnum(PIAFE_AVAILABILITIES),
    authorizationAvailability: optEnum(PIAFE_AVAILABILITIES),
    fundingProgress: optEnum(PIAFE_FUNDING_PROGRESS),
    lastRejectionDate: optDay,
    bank: optText(150),
    regionId: z.number().int().positive().max(ID_MAX),
    provinceId: optId,
    communeId: optId,
    organisationTypeId: optId,
  })
  .transform((v) => (v.undefinedLocation ? { ...v, location: null } : v));
export type TPiafeProjectBody = z.input<typeof ZPiafeProjectBody>;

/** Step 4, PUT /piafe/exchange/{id}/qualification, and PUT /piafe/exchange/{id}/add-visit (a new visit). */
export const ZPiafeQualificationBody = z
  .strictObject({
    exchangeDate: ZDay,
    contactType: z.enum(PIAFE_CONTACT_TYPES),
    place: optText(200),
    interviewer: text(150).min(1, 'piafe.errors.required'),
    durationMinutes: z
      .number()
      .int()
      .min(1, 'piafe.errors.durationInvalid')
      .max(24 * 60, 'piafe.errors.durationInvalid'),
    needs: z.array(z.enum(PIAFE_NEEDS)).max(PIAFE_NEEDS.length).default([]),
    needsOther: optText(300),
    services: z.array(z.enum(PIAFE_SERVICES)).max(PIAFE_SERVICES.length).default([]),
    servicesOther: optText(300),
    orientedTo: optEnum(PIAFE_ORIENTED_TO),
  })
  .superRefine((v, ctx) => {
    if (v.needs.includes('OTHER') && !v.needsOther)
      ctx.addIssue({ code: 'custom', path: ['needsOther'], message: 'piafe.errors.otherRequired' });
    if (v.services.includes('OTHER') && !v.servicesOther)
      ctx.addIssue({ code: 'custom', path: ['servicesOther'], message: 'piafe.errors.otherRequired' });
  });
export type TPiafeQualificationBody = z.input<typeof ZPiafeQualificationBody>;

export const ZPiafeExchange = z.object({
  id: z.number().int(),
  holderId: z.number().int().nullable(),
  projectId: z.number().int().nullable(),
  regionId: z.number().int().nullable(),
  exchangeDate: z.string(),
  contactType: z.string(),
  place: z.string().nullable(),
  interviewer: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  needs: z.array(z.string()),
  needsOther: z.string().nullable(),
  services: z.array(z.string()),
  servicesOther: z.string().nullable(),
  orientedTo: z.string().nullable(),
  completed: z.boolean(),
  advisorName: z.string().nullable(),
});
export type TPiafeExchange = z.infer<typeof ZPiafeExchange>;
export const ZPiafeExchangeListQuery = z.strictObject({ projectId: ZPiafeId });
export const ZPiafeExchangeList = z.array(ZPiafeExchange);

export const ZPiafeProject = z.object({
  id: z.number().int(),
  holderId: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  sectorId: z.number().int().nullable(),
  otherActivity: z.string().nullable(),
  estimatedInvestment: z.number().nullable(),
  estimatedJobs: z.number().int().nullable(),
  requiredFunding: z.number().nullable(),
  capitalExpenditure: z.number().nullable(),
  operatingExpense: z.number().nullable(),
  workingCapital: z.number().nullable(),
  location: z.string().nullable(),
  undefinedLocation: z.boolean(),
  maturityLevel: z.string(),
  localAvailability: z.string().nullable(),
  authorizationAvailability: z.string().nullable(),
  fundingProgress: z.string().nullable(),
  lastRejectionDate: z.string().nullable(),
  bank: z.string().nullable(),
  regionId: z.number().int(),
  provinceId: z.number().int().nullable(),
  communeId: z.number().int().nullable(),
  organisationTypeId: z.number().int().nullable(),
});
export type TPiafeProject = z.infer<typeof ZPiafeProject>;

/** Tracking, POST /piafe/tracking (with the exchange) and PUT /piafe/tracking/{id}. */
const ZYearResult = z.strictObject({
  year: z.number().int().min(1, 'piafe.errors.trackingYear').max(3, 'piafe.errors.trackingYear'),
  turnover: amount,
  jobsCreated: count,
});
const trackingFields = {
  projectPhase: z.enum(PIAFE_PROJECT_PHASES),
  fundingProcessDate: optDay,
  depositDate: optDay,
  fundingResult: optEnum(PIAFE_FUNDING_RESULTS),
  fundingAmount: amount,
  rejectionReason: optText(500),
  authorisationStatus: optEnum(PIAFE_AUTHORISATION_STATUSES),
  authorisationRequestDate: optDay,
  authorisationDate: optDay,
  realisationDate: optDay,
  completionDate: optDay,
  exploitationDate: optDay,
  yearResults: z.array(ZYearResult).max(3).default([]),
};
const checkTracking = (
  v: { yearResults: { year: number }[]; fundingProcessDate: string | null; depositDate: string | null },
  ctx: z.RefinementCtx,
) => {
  const years = v.yearResults.map((r) => r.year);
  if (new Set(years).size !== years.length)
    ctx.addIssue({ code: 'custom', path: ['yearResults'], message: 'piafe.errors.trackingYearTwice' });
  if (isReversedRange(v.fundingProcessDate, v.depositDate))
    ctx.addIssue({ code: 'custom', path: ['depositDate'], message: 'piafe.errors.rangeReversed' });
};
export const ZPiafeTrackingUpdate = z.strictObject(trackingFields).superRefine(checkTracking);
export const ZPiafeTrackingCreate = z
  .strictObject({ exchangeId: z.number().int().positive().max(ID_MAX), ...trackingFields })
  .superRefine(checkTracking);
export type TPiafeTrackingUpdate = z.input<typeof ZPiafeTrackingUpdate>;
export type TPiafeTrackingCreate = z.input<typeof ZPiafeTrackingCreate>;
export const ZPiafeTracking = z.object({
  id: z.number().int(),
  exchangeId: z.number().int(),
  projectId: z.number().int(),
  projectPhase: z.string(),
  fundingProcessDate: z.string().nullable(),
  depositDate: z.string().nullable(),
  fundingResult: z.string().nullable(),
  fundingAmount: z.number().nullable(),
  rejectionReason: z.string().nullable(),
  authorisationStatus: z.string().nullable(),
  authorisationRequestDate: z.string().nullable(),
  authorisationDate: z.string().nullable(),
  realisationDate: z.string().nullable(),
  completionDate: z.string().nullable(),
  exploitationDate: z.string().nullable(),
  yearResults: z.array(
    z.object({ year: z.number().int(), turnover: z.number().nullable(), jobsCreated: z.number().int().nullable() }),
  ),
});
export type TPiafeTracking = z.infer<typeof ZPiafeTracking>;

/** GET /piafe/projects/{id}: the project sheet. */
export const ZPiafeProjectSheet = z.object({
  project: ZPiafeProject,
  holder: ZPiafeHolder,
  visits: ZPiafeExchangeList,
  tracking: ZPiafeTracking.nullable(),
});
export type TPiafeProjectSheet = z.infer<typeof ZPiafeProjectSheet>;

/** GET /piafe/projects?dataToSearch&startExchangeDate&endExchangeDate&page&size (page from 0). */
export const PIAFE_PROJECTS_MAX_SIZE = 100;
const rangeCheck = (
  v: { startExchangeDate?: string | undefined; endExchangeDate?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (isReversedRange(v.startExchangeDate, v.endExchangeDate))
    ctx.addIssue({ code: 'custom', path: ['endExchangeDate'], message: 'piafe.errors.rangeReversed' });
};
export const ZPiafeProjectsQuery = z
  .strictObject({
    dataToSearch: z.string().trim().max(100).optional(),
    startExchangeDate: ZDay.optional(),
    endExchangeDate: ZDay.optional(),
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(PIAFE_PROJECTS_MAX_SIZE).default(10),
  })
  .superRefine(rangeCheck);
export type TPiafeProjectsQuery = z.input<typeof ZPiafeProjectsQuery>;
export const PIAFE_PROJECTS_HEADERS = {
  totalElements: 'piafeprojectstotalelements',
  pageCount: 'piafeprojectspagecount',
} as const;
export const ZPiafeProjectRow = z.object({
  id: z.number().int(),
  name: z.string(),
  holderName: z.string(),
  identityNumber: z.string(),
  maturityLevel: z.string(),
  regionId: z.number().int(),
  lastExchangeDate: z.string().nullable(),
  lastExchangeId: z.number().int().nullable(),
  visitCount: z.number().int(),
});
export type TPiafeProjectRow = z.infer<typeof ZPiafeProjectRow>;
export const ZPiafeProjectsResponse = z.array(ZPiafeProjectRow);

/** GET /piafe/statistics/indicators?startDate&endDate: regional indicators and reporting (decision 073). */
export const ZPiafeStatisticsQuery = z
  .strictObject({ startExchangeDate: ZDay.optional(), endExchangeDate: ZDay.optional() })
  .superRefine(rangeCheck);
const ZCountBy = z.array(z.object({ key: z.string(), count: z.number().int() }));
export const ZPiafeStatistics = z.object({
  visits: z.number().int(),
  holders: z.number().int(),
  projects: z.number().int(),
  byMaturity: ZCountBy,
  bySector: z.array(
    z.object({
      sectorId: z.number().int().nullable(),
      nameFr: z.string().nullable(),
      nameAr: z.string().nullable(),
      count: z.number().int(),
    }),
  ),
  byRegion: z.array(
    z.object({
      regionId: z.number().int(),
      nameFr: z.string(),
      nameAr: z.string(),
      visits: z.number().int(),
      projects: z.number().int(),
    }),
  ),
  funding: z.object({
    obtained: z.number().int(),
    obtainedAmount: z.number(),
    rejected: z.number().int(),
    pending: z.number().int(),
  }),
  jobs: z.object({ estimated: z.number().int(), created: z.number().int() }),
});
export type TPiafeStatistics = z.infer<typeof ZPiafeStatistics>;

/** GET /advisors-piafe: national support's list of the programme's advisors. */
export const ZPiafeAdvisor = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  regionId: z.number().int().nullable(),
  active: z.boolean(),
});
export const ZPiafeAdvisorList = z.array(ZPiafeAdvisor);

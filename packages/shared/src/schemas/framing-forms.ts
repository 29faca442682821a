import { z } from 'zod';
import { ADVANCEMENT_STAGES, FRAMING_INVESTOR_TYPES, LAND_ASSIGNMENT_TYPES, LAND_SITUATIONS } from '../enums/framing-forms.ts';
import { PROCEDURE_CATEGORIES } from '../enums/reference-data.ts';
import { FRAMING_FORM_AREA_MAX_HA, FRAMING_FORM_AREA_MIN_HA, FRAMING_FORM_DESCRIPTION_MAX } from '../limits.ts';
import { ZCaptchaFields } from './auth.ts';

/**
 * Contracts of the framing (qualification) questionnaire (spec 2 §3, §5, §7). ZFramingFormFields is the
 * one schema of the web form and of the server; its messages are keys of the framingForms catalogue.
 */

const V = 'framingForms.validation';
const required = `${V}.required`;
const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZRefId = z.number({ error: required }).int(required).positive(required).max(2_147_483_647, required);
const ZArea = z
  .number({ error: `${V}.number` })
  .min(FRAMING_FORM_AREA_MIN_HA, `${V}.areaRange`)
  .max(FRAMING_FORM_AREA_MAX_HA, `${V}.areaRange`);
const ZBudget = z
  .number({ error: `${V}.number` })
  .positive(`${V}.positive`)
  .max(10_000_000, `${V}.tooBig`);
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** One year of expected results: the turnover the investor expects that calendar year, in DH. */
export const ZYearlyResult = z.strictObject({
  year: z
    .number({ error: `${V}.year` })
    .int(`${V}.year`)
    .min(FIRST_YEAR, `${V}.year`)
    .max(LAST_YEAR, `${V}.year`),
  turnover: z
    .number({ error: `${V}.number` })
    .nonnegative(`${V}.nonNegative`)
    .max(1e13, `${V}.tooBig`),
});
export type TYearlyResult = z.infer<typeof ZYearlyResult>;
export const FRAMING_FORM_MAX_YEARS = 10;

const text = (max: number) => z.string({ error: required }).trim().min(1, required).max(max, `${V}.tooLong`);

const ZFramingFormObject = z.strictObject({
  investorType: z.enum(FRAMING_INVESTOR_TYPES, { error: required }),
  /** An item of the CompanyLegalFormFamily choice list. */
  legalFormFamilyId: ZRefId,
  /** CIN of a person, company identifier (ICE) of a company. */
  identityNumber: text(30),
  projectName: text(200),
  sectorId: ZRefId,
  categoryId: ZRefId,
  subcategoryId: ZRefId.nullable(),
  description: z.string({ error: required }).trim().min(1, required).max(FRAMING_FORM_DESCRIPTION_MAX, `${V}.descriptionTooLong`),
  /** In dirhams. */
  totalInvestedAmount: z
    .number({ error: `${V}.number` })
    .positive(`${V}.positive`)
    .max(1e13, `${V}.tooBig`),
  numberOfCreatedJobs: z
    .number({ error: `${V}.number` })
    .int(`${V}.integer`)
    .nonnegative(`${V}.nonNegative`)
    .max(1_000_000, `${V}.tooBig`),
  yearlyResults: z.array(ZYearlyResult).max(FRAMING_FORM_MAX_YEARS, `${V}.tooManyYears`),
  advancementStage: z.enum(ADVANCEMENT_STAGES, { error: required }),
  landSituation: z.enum(LAND_SITUATIONS, { error: required }),
  /** The investor needs land: the area range, vocation and assignment type are then required. */
  landNeeded: z.boolean(),
  minAreaHa: ZArea.nullable(),
  maxAreaHa: ZArea.nullable(),
  vocationId: ZRefId.nullable(),
  assignmentType: z.enum(LAND_ASSIGNMENT_TYPES, { error: required }).nullable(),
  /** Budget per square metre, in DH. */
  budgetMinPerM2: ZBudget.nullable(),
  budgetMaxPerM2: ZBudget.nullable(),
  constructionNeeded: z.boolean(),
  /** The (deployed) region of the project: the centre that handles the questionnaire. */
  regionId: ZRefId,
});

export const ZFramingFormFields = ZFramingFormObject.superRefine((f, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (f.landNeeded) {
    if (f.minAreaHa === null) issue('minAreaHa', required);
    if (f.maxAreaHa === null) issue('maxAreaHa', required);
    if (f.vocationId === null) issue('vocationId', required);
    if (f.assignmentType === null) issue('assignmentType', required);
  }
  if (f.minAreaHa !== null && f.maxAreaHa !== null && f.minAreaHa > f.maxAreaHa) issue('maxAreaHa', `${V}.maxBelowMin`);
  if (f.budgetMinPerM2 !== null && f.budgetMaxPerM2 !== null && f.budgetMinPerM2 > f.budgetMaxPerM2)
    issue('budgetMaxPerM2', `${V}.maxBelowMin`);
  const years = f.yearlyResults.map((r) => r.year);
  years.forEach((year, i) => {
    if (years.indexOf(year) !== i)
      ctx.addIssue({ code: 'custom', path: ['yearlyResults', i, 'year'], message: `${V}.yearTwice` });
  });
});
export type TFramingFormFields = z.infer<typeof ZFramingFormFields>;
export const FRAMING_FORM_FIELD_NAMES = Object.keys(ZFramingFormObject.shape) as (keyof TFramingFormFields)[];

/** POST /framing-forms/create-first-step and PUT /framing-forms/update-first-step/{id}. */
export const ZSaveFramingFormRequest = z.strictObject({
  framingForm: ZFramingFormFields,
  captcha: ZCaptchaFields.default({ captchaId: '', captchaAnswer: '' }),
});
export type TSaveFramingFormRequest = z.input<typeof ZSaveFramingFormRequest>;

/** `appointmentId`: an appointment already linked to the questionnaire (the web then opens it). */
export const ZSaveFramingFormResponse = z.object({ id: z.number().int(), appointmentId: z.number().int().nullable() });
export type TSaveFramingFormResponse = z.infer<typeof ZSaveFramingFormResponse>;

/** PUT /framing-forms/{id} (staff): assigns the questionnaire to an advisor of its region. */
export const ZAssignFramingFormRequest = z.strictObject({
  advisorId: ZRefId,
  /** The answers, as the advisor sees them; when sent, they are saved too. */
  framingForm: ZFramingFormFields.optional(),
});
export type TAssignFramingFormRequest = z.infer<typeof ZAssignFramingFormRequest>;

export const ZFramingFormIdParams = z.object({ id: ZId });

/** GET /framing-forms?page&size&regionId: paged when `page` is given (header framingformpagecount). */
export const ZFramingFormListQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).optional(),
  size: z.coerce.number().int().min(1).max(100).optional(),
  /** 0 (the default) = every region the caller may see. */
  regionId: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});
export type TFramingFormListQuery = z.infer<typeof ZFramingFormListQuery>;
export const FRAMING_FORM_PAGE_COUNT_HEADER = 'framingformpagecount';

/** What the caller may do with a questionnaire (ARCHITECTURE.md §7). */
export const ZFramingFormAbilities = z.object({
  edit: z.boolean(),
  createProject: z.boolean(),
  assign: z.boolean(),
});

/** GET /framing-forms/{id}. */
export const ZFramingForm = ZFramingFormObject.extend({
  id: z.number().int(),
  investorUsername: z.string(),
  advisorId: z.number().int().nullable(),
  /** The project created from it, if any. */
  projectId: z.number().int().nullable(),
  appointmentId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  abilities: ZFramingFormAbilities,
});
export type TFramingForm = z.infer<typeof ZFramingForm>;

/** A row of GET /framing-forms. */
export const ZFramingFormSummary = z.object({
  id: z.number().int(),
  projectName: z.string(),
  investorUsername: z.string(),
  investorType: z.enum(FRAMING_INVESTOR_TYPES).nullable(),
  sectorId: z.number().int().nullable(),
  regionId: z.number().int(),
  totalInvestedAmount: z.number().nullable(),
  advisorId: z.number().int().nullable(),
  projectId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type TFramingFormSummary = z.infer<typeof ZFramingFormSummary>;

/** GET /framing-forms/{id}/recommended-procedures, best first. */
export const ZRecommendedProcedure = z.object({
  id: z.number().int(),
  code: z.string(),
  nameFr: z.string(),
  nameAr: z.string(),
  category: z.enum(PROCEDURE_CATEGORIES),
  reasons: z.array(z.object({ ruleId: z.number().int(), reasonFr: z.string(), reasonAr: z.string() })).min(1),
});
export type TRecommendedProcedure = z.infer<typeof ZRecommendedProcedure>;

/** POST /framing-forms/{id}/create-project. */
export const ZCreateProjectFromFramingFormRequest = z.strictObject({
  procedureIds: z
    .array(ZRefId)
    .min(1, `${V}.chooseProcedure`)
    .max(20)
    .refine((list) => new Set(list).size === list.length, `${V}.procedureTwice`),
});
export type TCreateProjectFromFramingFormRequest = z.infer<typeof ZCreateProjectFromFramingFormRequest>;
export const ZCreateProjectFromFramingFormResponse = z.object({ projectId: z.number().int() });
export type TCreateProjectFromFramingFormResponse = z.infer<typeof ZCreateProjectFromFramingFormResponse>;

export { FRAMING_FORM_PATHS } from '../paths.ts';
export const framingFormEditPath = (id: number): string => `/framing-form/${id}`;
export const framingFormProceduresPath = (id: number): string => `/framing-forms/${id}/procedures`;
export const framingFormDetailsPath = (id: number): string => `/framing-forms/${id}/details`;
/** The appointment page is built by the appointments feature. */
export const meetingPath = (appointmentId: number): string => `/meetings/${appointmentId}`;

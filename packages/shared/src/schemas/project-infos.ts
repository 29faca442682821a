import { z } from 'zod';
import { INFO_ANSWER_DATA_TYPES, INFO_CATEGORIES, INFO_SUMMABLE_KINDS, INFO_VALIDATION_RULES } from '../enums/reference-data.ts';
import { EXPLOITATION_YEARS_MAX, PROJECT_LANDS_MAX } from '../limits.ts';
import { isCalendarDate } from '../rules/calendar-date.ts';

/**
 * Contracts of the "infos" step of the deposit (spec 2 §3 providedInfoList, Exploitation year, Parcel;
 * §5 "Project info form", "Land rows"). The body shape is checked here; the field rules, which depend on
 * the project's questions, live in rules/project-infos.ts and are attached by `projectDetailsSchema`.
 */

export { PROJECT_INFO_PATHS } from '../paths.ts';
export const projectInfosPath = (id: number): string => `/projects/${id}/infos`;
export const projectDetailsStepPath = (id: number): string => `/projects/${id}/details`;

const V = 'projectInfos.validation';
const ZRefId = z
  .number({ error: `${V}.required` })
  .int()
  .positive()
  .max(2_147_483_647);
const ZIsoDate = z.string().refine(isCalendarDate, `${V}.date`);
const ZNumberOrNull = z.number({ error: `${V}.number` }).nullable();

export const ZChoiceOption = z.object({ id: z.number().int(), labelFr: z.string(), labelAr: z.string() });
export type TChoiceOption = z.infer<typeof ZChoiceOption>;

/** One question of the form: an info type asked by at least one active procedure of the project. */
export const ZInfoQuestion = z.object({
  infoTypeId: z.number().int(),
  code: z.string(),
  nameFr: z.string(),
  nameAr: z.string(),
  answerDataType: z.enum(INFO_ANSWER_DATA_TYPES),
  category: z.enum(INFO_CATEGORIES),
  /** Required when any active procedure of the project requires it. */
  required: z.boolean(),
  unit: z.string().nullable(),
  validationRuleCode: z.enum(INFO_VALIDATION_RULES).nullable(),
  summableKind: z.enum(INFO_SUMMABLE_KINDS).nullable(),
  /** Items of the info type's choice list (CHOICE answers only). */
  choices: z.array(ZChoiceOption),
});
export type TInfoQuestion = z.infer<typeof ZInfoQuestion>;

/**
 * An answer, in the order of the questions. `value` is the text stored (numbers and percentages as plain
 * digits with a dot, dates YYYY-MM-DD); CHOICE answers use `choiceItemId`. `otherValue`: the computed
 * "other" share of a percentage (100 − value), sent back so the server checks the pair totals 100.
 */
export const ZInfoAnswer = z.strictObject({
  infoTypeId: ZRefId,
  value: z.string().max(5000).nullable(),
  choiceItemId: ZRefId.nullable(),
  otherValue: ZNumberOrNull.optional(),
});
export type TInfoAnswer = z.infer<typeof ZInfoAnswer>;

/** One calendar year of exploitation (spec 2 §3), in DH and jobs. */
export const ZExploitationYear = z.strictObject({
  startDate: ZIsoDate,
  endDate: ZIsoDate,
  investmentAmount: ZNumberOrNull,
  jobsCreated: ZNumberOrNull,
});
export type TExploitationYear = z.infer<typeof ZExploitationYear>;

/** A parcel (spec 2 §3 Parcel / land); fields of the other reference type are cleared on save. */
export const ZLand = z.strictObject({
  legalStatusId: ZRefId.nullable(),
  communeId: ZRefId.nullable(),
  fundamentalReferenceTypeId: ZRefId.nullable(),
  /** Square metres. */
  parcelSurface: ZNumberOrNull,
  covered: z.boolean().nullable(),
  coverDocument: z.string().max(5000).nullable(),
  landRegistry: z.string().max(5000).nullable(),
  titleNumber: ZNumberOrNull,
  titleIndex: z.string().max(5000).nullable(),
  specialIndex: z.string().max(5000).nullable(),
  registrationRequisitionNumber: z.string().max(5000).nullable(),
});
export type TLand = z.infer<typeof ZLand>;

/**
 * PUT /projects/{id}/submit-details. `complete: false` saves a draft (format rules only: a half-filled
 * form is kept); `complete: true` is "Save and continue": every rule, required answers included.
 */
export const ZProjectDetailsBody = z.strictObject({
  complete: z.boolean(),
  infos: z.array(ZInfoAnswer).max(200),
  exploitationYears: z.array(ZExploitationYear).max(EXPLOITATION_YEARS_MAX + 1),
  lands: z.array(ZLand).max(PROJECT_LANDS_MAX, `${V}.tooManyLands`),
});
export type TSubmitProjectDetailsRequest = z.infer<typeof ZProjectDetailsBody>;

export const ZLandOptions = z.object({
  legalStatuses: z.array(ZChoiceOption),
  fundamentalReferenceTypes: z.array(ZChoiceOption),
  /** Communes of the project's region. */
  communes: z.array(z.object({ id: z.number().int(), nameFr: z.string(), nameAr: z.string() })),
});
export type TLandOptions = z.infer<typeof ZLandOptions>;

/** GET /projects/{id}/infos and the answer of PUT /projects/{id}/submit-details. */
export const ZProjectInfos = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  questions: z.array(ZInfoQuestion),
  /** One answer per question, in the same order (null values when not answered yet). */
  infos: z.array(ZInfoAnswer),
  exploitationYears: z.array(ZExploitationYear),
  lands: z.array(ZLand),
  landOptions: ZLandOptions,
  abilities: z.object({ edit: z.boolean() }),
  /** Info types answered from the questionnaire, not saved yet (issue 13, decision 032). */
  prefilled: z.array(z.number().int()).optional(),
});
export type TProjectInfos = z.infer<typeof ZProjectInfos>;

export const ZProjectInfosParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

import { type TFramingForm, type TFramingFormFields, ZFramingFormFields } from '@cri/shared/schemas/framing-forms';
import { z } from 'zod';

/**
 * The form's values: the shared questionnaire under `framingForm` (so the server's field errors,
 * `framingForm.description`, land on their field as they are) and the captcha answer beside it.
 */
export const ZFramingFormPage = z.object({
  framingForm: ZFramingFormFields,
  captchaAnswer: z.string().trim().min(1, 'auth.captcha.answerRequired'),
});
export type TFramingFormPage = z.infer<typeof ZFramingFormPage>;

/** Blank answers: nulls where a choice or a number is expected, so nothing is preselected by accident. */
export const emptyAnswers = (): TFramingFormFields =>
  ({
    investorType: null,
    legalFormFamilyId: null,
    identityNumber: '',
    projectName: '',
    sectorId: null,
    categoryId: null,
    subcategoryId: null,
    description: '',
    totalInvestedAmount: null,
    numberOfCreatedJobs: null,
    yearlyResults: [],
    advancementStage: null,
    landSituation: null,
    landNeeded: false,
    minAreaHa: null,
    maxAreaHa: null,
    vocationId: null,
    assignmentType: null,
    budgetMinPerM2: null,
    budgetMaxPerM2: null,
    constructionNeeded: false,
    regionId: null,
  }) as unknown as TFramingFormFields;

/** The stored answers, to edit them again. */
export function answersOf(form: TFramingForm): TFramingFormFields {
  const answers = emptyAnswers();
  for (const key of Object.keys(answers) as (keyof TFramingFormFields)[]) {
    (answers as Record<string, unknown>)[key] = form[key];
  }
  return answers;
}

import { LEGAL_PERSON_TYPE_IDS } from '@cri/shared/enums/reference-data';
import type { TFramingFormFields } from '@cri/shared/schemas/framing-forms';
import type { LoggedIn } from '../../test/login.ts';
import { TEST_CAPTCHA_ANSWER, type TestApp } from '../../test/test-app.ts';

export const API = '/backend/api';
export const CASA = 2;
export const RABAT = 10;

/** A complete questionnaire: a hotel project in Casablanca-Settat, looking for land, with construction. */
export const validForm = (overrides: Partial<TFramingFormFields> = {}): TFramingFormFields => ({
  investorType: 'CORPORATE_ENTITY',
  legalFormFamilyId: LEGAL_PERSON_TYPE_IDS.LEGAL_PERSON,
  identityNumber: '001234567000089',
  projectName: 'Hôtel Atlas',
  sectorId: 2,
  categoryId: 21,
  subcategoryId: 211,
  description: 'Un hôtel quatre étoiles de 120 chambres.',
  totalInvestedAmount: 80_000_000,
  numberOfCreatedJobs: 150,
  yearlyResults: [
    { year: 2027, turnover: 12_000_000 },
    { year: 2028, turnover: 18_000_000 },
  ],
  advancementStage: 'PREPARING',
  landSituation: 'LOOKING_FOR_LAND',
  landNeeded: true,
  minAreaHa: 2,
  maxAreaHa: 5,
  vocationId: 2,
  assignmentType: 'RENTAL',
  budgetMinPerM2: 300,
  budgetMaxPerM2: 800,
  constructionNeeded: true,
  regionId: CASA,
  ...overrides,
});

export async function freshCaptcha(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `${API}/captcha` });
  return res.json<{ captchaId: string }>().captchaId;
}

/** POST create-first-step with a fresh captcha and the test answer (or the given answer). */
export async function createForm(
  t: TestApp,
  who: LoggedIn,
  form: unknown = validForm(),
  captchaAnswer: string = TEST_CAPTCHA_ANSWER,
) {
  const captchaId = await freshCaptcha(t);
  return t.app.inject({
    method: 'POST',
    url: `${API}/framing-forms/create-first-step`,
    headers: who.headers,
    payload: { framingForm: form, captcha: { captchaId, captchaAnswer } },
  });
}

export async function createdId(t: TestApp, who: LoggedIn, form: unknown = validForm()): Promise<number> {
  const res = await createForm(t, who, form);
  if (res.statusCode !== 201) throw new Error(`create-first-step: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

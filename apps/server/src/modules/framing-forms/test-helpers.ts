import { CASA, questionnaire } from '@cri/shared/fixtures/builders';
import type { LoggedIn } from '../../test/login.ts';
import { TEST_CAPTCHA_ANSWER, type TestApp } from '../../test/test-app.ts';

export const API = '/backend/api';
export { CASA };
export const RABAT = 10;

export async function freshCaptcha(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `${API}/captcha` });
  return res.json<{ captchaId: string }>().captchaId;
}

/** POST create-first-step with a fresh captcha and the test answer (or the given answer). */
export async function createForm(
  t: TestApp,
  who: LoggedIn,
  form: unknown = questionnaire(),
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

export async function createdId(t: TestApp, who: LoggedIn, form: unknown = questionnaire()): Promise<number> {
  const res = await createForm(t, who, form);
  if (res.statusCode !== 201) throw new Error(`create-first-step: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

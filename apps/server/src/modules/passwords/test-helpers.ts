import type { LightMyRequestResponse } from 'fastify';
import { TEST_CAPTCHA_ANSWER, type TestApp } from '../../test/test-app.ts';

/** A new password meeting every rule. */
export const NEW_PASSWORD = 'Chbab-Maghrib#2026x';

/** The captcha fields of a request, with a fresh captcha and the test answer (or a wrong one). */
export async function captchaFields(t: TestApp, answer = TEST_CAPTCHA_ANSWER) {
  const res = await t.app.inject({ method: 'GET', url: '/backend/api/captcha' });
  return { captchaId: res.json<{ captchaId: string }>().captchaId, captchaAnswer: answer };
}

export async function post(t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/backend/api${url}`, payload, headers });
}

/** POST /login with a fresh captcha. */
export async function tryLogin(t: TestApp, username: string, password: string): Promise<LightMyRequestResponse> {
  return post(t, '/login', { username, password, ...(await captchaFields(t)) });
}

export async function forgotten(t: TestApp, username: string, answer?: string) {
  return post(t, '/users/forgotten-password', { user: { username }, ...(await captchaFields(t, answer)) });
}

import { type APIRequestContext, expect, type Page, type Response } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { freshCode, knownSecret, rememberSecret, withAccountLock } from './totp-store.ts';

export const DEMO_PASSWORD = 'Demo@CRI2026';
/** Must match CAPTCHA_TEST_ANSWER given to the server in playwright.config.ts. */
export const CAPTCHA_ANSWER = 'e2e-captcha';

export async function fillLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Adresse e-mail').fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await expect(page.getByRole('img', { name: /Image de vérification/ })).toBeVisible();
  await page.getByLabel("Recopiez les caractères de l'image").fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Types a fresh TOTP code of the account into the 6-digit field and validates it. */
export async function enterSecurityCode(page: Page, username: string, secret: string): Promise<void> {
  const code = await freshCode(username, secret);
  await page.getByRole('textbox', { name: /Chiffre 1 sur 6/ }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Valider' }).click();
}

/**
 * Signs in through the pages, as a person would: login form, then for staff either the first-connection
 * authenticator set-up (the secret is read from the page's own secureKey answer and remembered for the
 * run) or the security-code page with the remembered secret.
 */
export async function signIn(page: Page, username: string, opts: { from?: string; password?: string } = {}): Promise<void> {
  await withAccountLock(username, () => signInUnlocked(page, username, opts));
}

async function signInUnlocked(page: Page, username: string, opts: { from?: string; password?: string }): Promise<void> {
  // Only staff reach the authenticator set-up: for others this wait ends unused, hence the catch.
  const secureKey = page
    .waitForResponse((r) => r.url().includes('/backend/api/users/secureKey'), { timeout: 15_000 })
    .catch(() => null);
  await page.goto(opts.from ?? '/login');
  await fillLogin(page, username, opts.password);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  await passSecurityCode(page, username, secureKey);
}

/** On the security-code pages, enters a valid code; elsewhere does nothing. */
export async function passSecurityCode(
  page: Page,
  username: string,
  secureKey: Promise<Response | null> = Promise.resolve(null),
): Promise<void> {
  const path = new URL(page.url()).pathname;
  if (path === '/configure-authenticator') {
    const response = await secureKey;
    if (!response) throw new Error('the authenticator set-up page did not load the secret');
    const { secureKey: secret } = (await response.json()) as { secureKey: string };
    rememberSecret(username, secret);
    await expect(page.getByRole('img', { name: /Code QR/ })).toBeVisible();
    await enterSecurityCode(page, username, secret);
  } else if (path === '/fill-security-code') {
    const secret = knownSecret(username);
    if (!secret) throw new Error(`no security-code secret remembered for ${username} in this run`);
    await enterSecurityCode(page, username, secret);
  } else {
    return;
  }
  await page.waitForURL((url) => !['/configure-authenticator', '/fill-security-code'].includes(url.pathname), {
    timeout: 15_000,
  });
}

/** Fails with the list of serious or critical WCAG 2.1 A/AA violations axe finds on the page. */
export async function expectNoSeriousViolation(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/**
 * Chooses the portal's language before the next page load (the language switch stores it there). A blank
 * page first opens the smallest document of the portal's origin (the health check), whose localStorage is
 * the app's: loading the app itself only to set a key cost a full start of it (decision 051).
 */
export async function setLanguage(page: Page, language: 'fr' | 'ar'): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/backend/api/health');
  await page.evaluate((l) => localStorage.setItem('settings', JSON.stringify({ language: l })), language);
}

/** Picks an option of a Mantine select by its label. */
export async function choose(page: Page, label: RegExp, option: string | RegExp): Promise<void> {
  await page.locator('input').and(page.getByLabel(label)).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** A unique e-mail address for an account created by a test. */
export const uniqueEmail = (prefix: string): string => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ma`;

/**
 * A fresh investor account through the real sign-up and the activation link of the dev mailbox, so a test
 * never depends on what another test did to a shared demo account (last connection, daily limits).
 */
export async function signUpAndActivate(request: APIRequestContext, email: string, password: string): Promise<void> {
  const captcha = await request.get('/backend/api/captcha');
  const { captchaId } = (await captcha.json()) as { captchaId: string };
  const signUp = await request.post('/backend/api/users/sign-up', {
    data: { username: email, password, accountType: 'INVESTOR', captchaId, captchaAnswer: CAPTCHA_ANSWER },
  });
  expect(signUp.status()).toBe(201);
  const mails = (await (await request.get('/backend/api/dev/mailbox')).json()) as { to: string; text: string }[];
  const token = /activation\?token=([\w-]+)/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[1];
  expect(token).toBeTruthy();
  expect((await request.post('/backend/api/users/activate', { data: { token } })).status()).toBe(200);
}

/** Signs in through the API (captcha with the test answer) and returns the bearer header of the account. */
export async function apiAuthHeaders(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<{ authorization: string }> {
  const login = await request.post('/backend/api/login', {
    data: { username, password, captchaId: await apiCaptchaId(request), captchaAnswer: CAPTCHA_ANSWER },
  });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
}

export async function apiCaptchaId(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/backend/api/captcha')).json()) as { captchaId: string }).captchaId;
}

/**
 * A draft project of an investor made through the API as the pages would (questionnaire, then the chosen
 * procedures), for specs that test a later step.
 */
export async function draftProjectThroughApi(
  request: APIRequestContext,
  opts: { username: string; password: string; framingForm: Record<string, unknown>; procedureIds: number[] },
): Promise<{ projectId: number; headers: { authorization: string } }> {
  const headers = await apiAuthHeaders(request, opts.username, opts.password);
  const form = await request.post('/backend/api/framing-forms/create-first-step', {
    headers,
    data: { framingForm: opts.framingForm, captcha: { captchaId: await apiCaptchaId(request), captchaAnswer: CAPTCHA_ANSWER } },
  });
  expect(form.status()).toBe(201);
  const { id } = (await form.json()) as { id: number };
  const project = await request.post(`/backend/api/framing-forms/${id}/create-project`, {
    headers,
    data: { procedureIds: opts.procedureIds },
  });
  expect(project.status()).toBe(201);
  return { projectId: ((await project.json()) as { projectId: number }).projectId, headers };
}

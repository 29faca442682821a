// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getAccessToken, isOtpValid } from '../../../lib/auth/session.ts';
import { makeAccessToken } from '../../../lib/auth/testing/make-access-token.ts';
import { renderAuthPage } from '../../../test/render-auth-page.tsx';
import LoginPage from './login-page.tsx';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const apiError = (status: number, errorCode: string, extra: object = {}) =>
  json(status, { status, errorCode, message: errorCode, messageKey: `errors.${errorCode}`, ...extra });

let captchaCount = 0;
let loginAnswer: () => Response = () => apiError(500, 'INTERNAL');
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = String(input);
  if (url.endsWith('/captcha')) {
    captchaCount += 1;
    return json(200, {
      captchaId: `captcha-${captchaCount}`,
      image: `<svg xmlns="http://www.w3.org/2000/svg"><text>${captchaCount}</text></svg>`,
    });
  }
  if (url.endsWith('/login')) return loginAnswer();
  return apiError(404, 'NOT_FOUND');
});
const loginBodies = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/login')).map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  captchaCount = 0;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
async function fillAndSubmit() {
  await renderAuthPage({ page: <LoginPage />, path: '/login', url: '/login?redirectUri=%2Fprojects%2F12' });
  const image = await screen.findByAltText(/Image de vérification/);
  expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  fireEvent.change(field(/Adresse e-mail/), { target: { value: 'amina.elidrissi@example.ma' } });
  fireEvent.change(field(/^Mot de passe/), { target: { value: 'Secret#2024' } });
  fireEvent.change(field(/Recopiez les caractères/), { target: { value: 'AB12C' } });
  const submit = screen.getByRole('button', { name: 'Se connecter' }) as HTMLButtonElement;
  await waitFor(() => expect(submit.disabled).toBe(false));
  fireEvent.click(submit);
}

describe('LoginPage', () => {
  it('on 401 shows the message, refreshes the captcha, clears the answer and keeps the credentials', async () => {
    loginAnswer = () => apiError(401, 'INVALID_CREDENTIALS');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Vos identifiants sont incorrects.');
    await waitFor(() => expect(captchaCount).toBe(2));
    expect(field(/Recopiez les caractères/).value).toBe('');
    expect(field(/^Mot de passe/).value).toBe('Secret#2024');
    expect(field(/Adresse e-mail/).value).toBe('amina.elidrissi@example.ma');
    expect(loginBodies()[0]).toEqual({
      username: 'amina.elidrissi@example.ma',
      password: 'Secret#2024',
      captchaId: 'captcha-1',
      captchaAnswer: 'AB12C',
      redirectUri: '/projects/12',
    });
    expect(getAccessToken()).toBeNull();
  });

  it('on 422 shows the captcha error on the captcha field and refreshes it', async () => {
    loginAnswer = () =>
      apiError(422, 'INVALID_CAPTCHA', { fieldErrors: [{ field: 'captchaAnswer', messageKey: 'errors.INVALID_CAPTCHA' }] });
    await fillAndSubmit();
    expect(await screen.findByText('Captcha invalide')).toBeTruthy();
    expect(field(/Recopiez les caractères/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(captchaCount).toBe(2));
  });

  it('shows the translated required messages once the fields are left, and keeps the button disabled', async () => {
    await renderAuthPage({ page: <LoginPage />, path: '/login', url: '/login' });
    await screen.findByAltText(/Image de vérification/);
    const submit = screen.getByRole('button', { name: 'Se connecter' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.blur(field(/Adresse e-mail/));
    fireEvent.blur(field(/^Mot de passe/));
    fireEvent.blur(field(/Recopiez les caractères/));
    expect(await screen.findByText('Veuillez saisir votre adresse e-mail.')).toBeTruthy();
    expect(await screen.findByText('Veuillez saisir votre mot de passe.')).toBeTruthy();
    expect(await screen.findByText("Veuillez recopier les caractères de l'image.")).toBeTruthy();
    fireEvent.click(submit);
    expect(loginBodies()).toHaveLength(0);
  });

  it('checks the e-mail as the server does: a malformed one is refused here, a valid one gets a check mark', async () => {
    await renderAuthPage({ page: <LoginPage />, path: '/login', url: '/login' });
    await screen.findByAltText(/Image de vérification/);
    fireEvent.change(field(/Adresse e-mail/), { target: { value: 'amina.elidrissi' } });
    fireEvent.blur(field(/Adresse e-mail/));
    expect(await screen.findByText('Veuillez vérifier votre adresse e-mail')).toBeTruthy();
    expect(field(/Adresse e-mail/).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field(/^Mot de passe/), { target: { value: 'Secret#2024' } });
    fireEvent.change(field(/Recopiez les caractères/), { target: { value: 'AB12C' } });
    const submit = screen.getByRole('button', { name: 'Se connecter' }) as HTMLButtonElement;
    await waitFor(() => expect(screen.queryByText('Veuillez vérifier votre adresse e-mail')).toBeTruthy());
    expect(submit.disabled).toBe(true);
    expect(screen.queryAllByRole('img', { name: 'Champ valide' })).toHaveLength(0);

    fireEvent.change(field(/Adresse e-mail/), { target: { value: 'amina.elidrissi@example.ma' } });
    await waitFor(() => expect(screen.queryByText('Veuillez vérifier votre adresse e-mail')).toBeNull());
    expect(screen.getAllByRole('img', { name: 'Champ valide' }).length).toBeGreaterThanOrEqual(1);
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(loginBodies()).toHaveLength(0);
  });

  it("shows the server's field error under the e-mail when a client skipped the check", async () => {
    loginAnswer = () =>
      apiError(422, 'VALIDATION_FAILED', {
        fieldErrors: [{ field: 'body.username', messageKey: 'errors.field.notValidUsername' }],
      });
    await fillAndSubmit();
    expect(await screen.findByText('Veuillez vérifier votre adresse e-mail')).toBeTruthy();
    expect(field(/Adresse e-mail/).value).toBe('amina.elidrissi@example.ma');
  });

  it('says so when the answer carries no token', async () => {
    loginAnswer = () => json(200, {});
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringMatching(/^Aucun jeton/));
    expect(getAccessToken()).toBeNull();
  });

  it('stores the tokens and follows the post-login redirect with the redirectUri', async () => {
    const accessToken = makeAccessToken({ roles: ['ROLE_INVESTOR'], otp: true });
    loginAnswer = () => json(200, { accessToken, refreshToken: 'r1', expiresIn: 900 }, { lastconnectiondate: '2024-06-01' });
    await fillAndSubmit();
    expect((await screen.findByTestId('location')).textContent).toBe('/projects/12');
    expect(getAccessToken()).toBe(accessToken);
    expect(isOtpValid()).toBe(false);
  });

  it('sends a staff member to the security-code page, keeping the redirectUri', async () => {
    const accessToken = makeAccessToken({ roles: ['ROLE_ADVISOR'], otp: false, firstConnection: false });
    loginAnswer = () => json(200, { accessToken, refreshToken: 'r1', expiresIn: 900 }, { lastconnectiondate: '2024-06-01' });
    await fillAndSubmit();
    expect((await screen.findByTestId('location')).textContent).toBe('/fill-security-code?redirectUri=%2Fprojects%2F12');
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getAccessToken, isOtpValid, setSession } from '../../../lib/auth/session.ts';
import { makeAccessToken } from '../../../lib/auth/testing/make-access-token.ts';
import { renderAuthPage } from '../../../test/render-auth-page.tsx';
import ConfigureAuthenticatorPage from './configure-authenticator-page.tsx';
import FillSecurityCodePage from './fill-security-code-page.tsx';
import LoginPage from './login-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const apiError = (status: number, errorCode: string, extra: object = {}) =>
  json(status, { status, errorCode, message: errorCode, messageKey: `errors.${errorCode}`, ...extra });

const staffToken = makeAccessToken({
  roles: ['ROLE_ADVISOR'],
  username: 'karim.bennani@cri.ma',
  otp: false,
  firstConnection: true,
});
const fullToken = makeAccessToken({
  roles: ['ROLE_ADVISOR'],
  username: 'karim.bennani@cri.ma',
  otp: true,
  firstConnection: false,
});

let routes: Record<string, () => Response> = {};
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const path = new URL(String(input), 'http://localhost').pathname.replace('/backend/api', '');
  return routes[path]?.() ?? apiError(404, 'NOT_FOUND');
});
const called = (path: string) => fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes(path));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  setSession({ accessToken: staffToken, refreshToken: 'pre-code', expiresIn: 900 }, { otpValid: false });
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const typeCode = (code: string) => {
  const boxes = screen.getAllByLabelText(/Chiffre \d sur 6/);
  expect(boxes).toHaveLength(6);
  code.split('').forEach((digit, i) => {
    fireEvent.change(boxes[i] as HTMLElement, { target: { value: digit } });
  });
  fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
};
const fillPage = () =>
  renderAuthPage({
    page: <FillSecurityCodePage />,
    path: '/fill-security-code',
    url: '/fill-security-code?redirectUri=%2Fcalendar',
  });

describe('FillSecurityCodePage', () => {
  it('on a wrong code shows the message and the attempts left, clears the code and stays', async () => {
    routes = { '/validateOtp': () => apiError(401, 'INVALID_SECURITY_CODE', { remainingAttempts: 3 }) };
    await fillPage();
    typeCode('123456');
    expect(await screen.findByText('Le code de sécurité est incorrect. Il vous reste 3 tentatives.')).toBeTruthy();
    for (const box of screen.getAllByLabelText(/Chiffre \d sur 6/)) expect((box as HTMLInputElement).value).toBe('');
    expect(called('/validateOtp')[0]).toContain('secureCode=123456');
    expect(called('/refresh-token')).toHaveLength(0);
    expect(getAccessToken()).toBe(staffToken);
  });

  it('keeps the button disabled until the 6 digits are typed, without calling the server', async () => {
    await fillPage();
    const submit = screen.getByRole('button', { name: 'Valider' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    typeCode('12');
    expect(submit.disabled).toBe(true);
    fireEvent.submit(submit.closest('form') as HTMLFormElement);
    expect(await screen.findByText('Veuillez saisir les 6 chiffres du code.')).toBeTruthy();
    expect(called('/validateOtp')).toHaveLength(0);
    const boxes = screen.getAllByLabelText(/Chiffre \d sur 6/);
    ['3', '4', '5', '6'].forEach((digit, i) => {
      fireEvent.change(boxes[i + 2] as HTMLElement, { target: { value: digit } });
    });
    expect(submit.disabled).toBe(false);
  });

  it('on a valid code stores the full tokens and continues to the redirectUri', async () => {
    routes = { '/validateOtp': () => json(200, { valid: true, accessToken: fullToken, refreshToken: 'full', expiresIn: 900 }) };
    await fillPage();
    typeCode('654321');
    expect((await screen.findByTestId('location')).textContent).toBe('/calendar');
    expect(getAccessToken()).toBe(fullToken);
    expect(isOtpValid()).toBe(true);
  });

  it('when the session was revoked goes to /login, which says why and clears the session', async () => {
    routes = {
      '/validateOtp': () => apiError(401, 'SECURITY_CODE_ATTEMPTS_EXCEEDED'),
      '/captcha': () => json(200, { captchaId: 'c', image: '<svg/>' }),
    };
    await renderAuthPage({
      page: <FillSecurityCodePage />,
      path: '/fill-security-code',
      url: '/fill-security-code?redirectUri=%2Fcalendar',
      extraRoutes: [{ path: '/login', element: <LoginPage /> }],
    });
    typeCode('000000');
    expect(await screen.findByText('Trop de codes de sécurité incorrects. Veuillez vous reconnecter.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeTruthy();
    await waitFor(() => expect(getAccessToken()).toBeNull());
  });
});

describe('ConfigureAuthenticatorPage', () => {
  it('shows the QR code and the secret in groups of four', async () => {
    routes = {
      '/users/secureKey': () =>
        json(200, { secureKey: 'JBSWY3DPEHPK3PXPJBSW', uriKey: 'otpauth://totp/CRI:karim?secret=JBSWY3DPEHPK3PXPJBSW' }),
    };
    await renderAuthPage({
      page: <ConfigureAuthenticatorPage />,
      path: '/configure-authenticator',
      url: '/configure-authenticator',
    });
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW')).toBeTruthy();
    const qr = await screen.findByAltText("Code QR à scanner avec votre application d'authentification");
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(called('/users/secureKey')[0]).toContain('username=karim.bennani%40cri.ma');
  });

  it('goes to /fill-security-code when the authenticator is already configured (403)', async () => {
    routes = { '/users/secureKey': () => apiError(403, 'FORBIDDEN') };
    await renderAuthPage({
      page: <ConfigureAuthenticatorPage />,
      path: '/configure-authenticator',
      url: '/configure-authenticator',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fill-security-code'));
  });

  it('sends a visitor without a session to /login', async () => {
    clearSession();
    await renderAuthPage({
      page: <ConfigureAuthenticatorPage />,
      path: '/configure-authenticator',
      url: '/configure-authenticator',
    });
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });
});

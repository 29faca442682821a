// @vitest-environment jsdom
import arPasswords from '@cri/i18n/ar/passwords.json';
import frPasswords from '@cri/i18n/fr/passwords.json';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getAccessToken, setSession } from '../../../lib/auth/session.ts';
import { makeAccessToken } from '../../../lib/auth/testing/make-access-token.ts';
import { renderPasswordPage } from '../testing/render-password-page.tsx';
import ChangePasswordPage from './change-password-page.tsx';
import ForgottenPasswordPage from './forgotten-password-page.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const apiError = (status: number, errorCode: string, extra: object = {}) =>
  json(status, { status, errorCode, message: errorCode, messageKey: `errors.${errorCode}`, ...extra });

let captchas = 0;
let answers: Record<string, () => Response> = {};
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const path = new URL(String(input), 'http://x').pathname.replace('/backend/api', '');
  if (path === '/captcha') return json(200, { captchaId: `c-${++captchas}`, image: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
  return answers[path]?.() ?? apiError(404, 'NOT_FOUND');
});
beforeEach(() => {
  captchas = 0;
  answers = {};
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
};

describe('password pages', () => {
  it('have the same keys in French and Arabic', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) =>
        typeof v === 'string' ? [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`] : keys(v, `${prefix}${k}.`),
      );
    expect([...new Set(keys(arPasswords))].sort()).toEqual([...new Set(keys(frPasswords))].sort());
  });

  it('change password: checklist, confirmation rule, disabled submit, server field error keeps what was typed', async () => {
    setSession({ accessToken: makeAccessToken({ roles: ['ROLE_ADVISOR'] }), refreshToken: 'r', expiresIn: 900 });
    answers['/users/change-password'] = () =>
      apiError(422, 'WRONG_PASSWORD', {
        fieldErrors: [{ field: 'lastPassword', messageKey: 'passwords.validation.wrongLastPassword' }],
      });
    await renderPasswordPage({ page: <ChangePasswordPage />, path: '/change-password', url: '/change-password' });
    await screen.findByAltText(/Image de vérification/);
    const submit = screen.getByRole('button', { name: 'Changer le mot de passe' });
    type(/Mot de passe actuel/, 'Demo@CRI2026');
    type(/^Nouveau mot de passe/, 'Password1!');
    expect(await screen.findByText('ne pas être un mot de passe courant ou déjà divulgué')).toBeTruthy();
    type(/^Nouveau mot de passe/, 'Kestrel#Moon42');
    type(/Confirmation/, 'Kestrel#Moon43');
    expect(await screen.findByText('Les mots de passe ne sont pas identiques')).toBeTruthy();
    type(/Confirmation/, 'Kestrel#Moon42');
    type(/Recopiez les caractères/, 'abcde');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('Le mot de passe actuel est incorrect.')).toBeTruthy();
    await waitFor(() => expect(captchas).toBe(2));
    expect(field(/Recopiez les caractères/).value).toBe('');
    expect(field(/^Nouveau mot de passe/).value).toBe('Kestrel#Moon42');
  });

  it('change password: stores the new session and goes to the success page', async () => {
    setSession({ accessToken: makeAccessToken({ roles: ['ROLE_ADVISOR'] }), refreshToken: 'r', expiresIn: 900 });
    const fresh = makeAccessToken({ roles: ['ROLE_ADVISOR'], firstName: 'Fresh' });
    answers['/users/change-password'] = () => json(200, { accessToken: fresh, refreshToken: 'r2', expiresIn: 900 });
    await renderPasswordPage({ page: <ChangePasswordPage />, path: '/change-password', url: '/change-password' });
    await screen.findByAltText(/Image de vérification/);
    type(/Mot de passe actuel/, 'Demo@CRI2026');
    type(/^Nouveau mot de passe/, 'Kestrel#Moon42');
    type(/Confirmation/, 'Kestrel#Moon42');
    type(/Recopiez les caractères/, 'abcde');
    const submit = screen.getByRole('button', { name: 'Changer le mot de passe' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect((await screen.findByTestId('location')).textContent).toBe('/change-password/success');
    expect(getAccessToken()).toBe(fresh);
  });

  it('forgotten password: shows the daily-limit message with its wait and the attempts, keeping the address', async () => {
    answers['/users/forgotten-password'] = () =>
      apiError(429, 'TOO_MANY_REQUESTS', { totalAttemptsSendUpdatePassword: 3, retryAfterSeconds: 14 * 3600 });
    await renderPasswordPage({ page: <ForgottenPasswordPage />, path: '/forgotten-password', url: '/forgotten-password' });
    await screen.findByAltText(/Image de vérification/);
    type(/Adresse e-mail/, 'investisseur@demo.cri.ma');
    type(/Recopiez les caractères/, 'abcde');
    const submit = screen.getByRole('button', { name: 'Envoyer le lien' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(
      await screen.findByText("Vous avez atteint le nombre maximal de demandes pour aujourd'hui. Réessayez dans 14 heures."),
    ).toBeTruthy();
    expect(screen.getByText("3 demandes envoyées aujourd'hui pour ce compte.")).toBeTruthy();
    expect(field(/Adresse e-mail/).value).toBe('investisseur@demo.cri.ma');
  });

  it('reset password: a blacklisted link goes to the error page', async () => {
    answers['/users/token-black-list-check'] = () => json(200, { blacklisted: true });
    await renderPasswordPage({ page: <ResetPasswordPage />, path: '/reset-password', url: '/reset-password?token=abc' });
    expect((await screen.findByTestId('location')).textContent).toBe('/reset-password/error');
  });
});

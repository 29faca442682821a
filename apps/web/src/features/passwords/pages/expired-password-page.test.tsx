// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/auth/session.ts';
import { makeAccessToken } from '../../../lib/auth/testing/make-access-token.ts';
import { renderAuthPage } from '../../../test/render-auth-page.tsx';
import ExpiredPasswordPage from './expired-password-page.tsx';

const token = makeAccessToken({ roles: ['ROLE_INVESTOR'] });
// Every call (the captcha of the change form) answers 404: these tests look at the page around the form.
const fetchMock = vi.fn(
  async () =>
    new Response(JSON.stringify({ status: 404, errorCode: 'NOT_FOUND', message: 'NOT_FOUND', messageKey: 'errors.NOT_FOUND' }), {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    }),
);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setSession({ accessToken: token, refreshToken: 'refresh-1', expiresIn: 900 }, { otpValid: true });
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('ExpiredPasswordPage', () => {
  it('explains the expiry and offers to log out', async () => {
    await renderAuthPage({ page: <ExpiredPasswordPage />, path: '/expired-password', url: '/expired-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Votre mot de passe a expiré' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se déconnecter' }).getAttribute('href')).toBe('/logout');
  });

  it('offers the home page to a visitor without a session', async () => {
    clearSession();
    await renderAuthPage({ page: <ExpiredPasswordPage />, path: '/expired-password', url: '/expired-password' });
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  });
});

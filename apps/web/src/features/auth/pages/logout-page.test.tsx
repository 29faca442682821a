// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getAccessToken, setSession } from '../../../lib/auth/session.ts';
import { makeAccessToken } from '../../../lib/auth/testing/make-access-token.ts';
import { renderAuthPage } from '../../../test/render-auth-page.tsx';
import LogoutPage from './logout-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const apiError = (status: number, errorCode: string) =>
  json(status, { status, errorCode, message: errorCode, messageKey: `errors.${errorCode}` });

const token = makeAccessToken({ roles: ['ROLE_INVESTOR'] });
const freshToken = makeAccessToken({ roles: ['ROLE_INVESTOR'], firstName: 'Fresh' });
let answers: Record<string, Array<() => Response>> = {};
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const path = String(input).replace('/backend/api', '');
  return answers[path]?.shift()?.() ?? apiError(404, 'NOT_FOUND');
});
const logoutCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/users/logout'));
const header = (init: RequestInit | undefined, name: string) => ((init?.headers ?? {}) as Record<string, string>)[name];

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  setSession({ accessToken: token, refreshToken: 'refresh-1', expiresIn: 900 }, { otpValid: true });
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const renderLogout = () => renderAuthPage({ page: <LogoutPage />, path: '/logout', url: '/logout' });

describe('LogoutPage', () => {
  it('shows the waiting text, revokes the session with the refresh token, clears it and goes home', async () => {
    answers = { '/users/logout': [() => new Response(null, { status: 204 })] };
    await renderLogout();
    expect(screen.getByText('Déconnexion en cours … Veuillez patienter')).toBeTruthy();
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(header(logoutCalls()[0]?.[1], 'x-refresh-token')).toBe('refresh-1');
    expect(header(logoutCalls()[0]?.[1], 'Authorization')).toBe(`Bearer ${token}`);
    expect(getAccessToken()).toBeNull();
  });

  it('refreshes an expired access token once so the server can still revoke the session', async () => {
    answers = {
      '/users/logout': [() => apiError(401, 'TOKEN_INVALID'), () => new Response(null, { status: 204 })],
      '/refresh-token': [() => json(200, { accessToken: freshToken, refreshToken: 'refresh-2', expiresIn: 900 })],
    };
    await renderLogout();
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(header(logoutCalls()[1]?.[1], 'x-refresh-token')).toBe('refresh-2');
    expect(getAccessToken()).toBeNull();
  });

  it('clears the session even when the server fails, then goes home', async () => {
    answers = { '/users/logout': [() => apiError(500, 'INTERNAL')] };
    await renderLogout();
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(getAccessToken()).toBeNull();
  });

  it('goes to /login on an unauthorised answer that no refresh can fix', async () => {
    answers = {
      '/users/logout': [() => apiError(401, 'TOKEN_INVALID')],
      '/refresh-token': [() => apiError(401, 'TOKEN_INVALID')],
    };
    await renderLogout();
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(getAccessToken()).toBeNull();
  });

  it('with nobody signed in goes home without calling the server', async () => {
    clearSession();
    await renderLogout();
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(logoutCalls()).toHaveLength(0);
  });
});

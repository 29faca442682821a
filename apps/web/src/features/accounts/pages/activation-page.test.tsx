// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getAccessToken } from '../../../lib/auth/session.ts';
import { makeAccessToken } from '../../../lib/auth/testing/make-access-token.ts';
import { apiError, json, renderPage, stubApi } from '../testing/render-page.tsx';
import ActivationPage from './activation-page.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const open = (url: string) => renderPage(<ActivationPage />, { path: '/activation', url });

describe('ActivationPage', () => {
  it('activates once, stores the two tokens and goes to the dashboard', async () => {
    const api = stubApi();
    const accessToken = makeAccessToken({ roles: ['ROLE_INVESTOR'] });
    api.answers['/users/activate'] = [() => json(200, { accessToken, refreshToken: 'r1', expiresIn: 900 })];
    await open('/activation?token=abc');
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(getAccessToken()).toBe(accessToken);
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(api.fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: 'abc' });
  });

  it('goes to /activation/resend when the link has expired (304)', async () => {
    const api = stubApi();
    api.answers['/users/activate'] = [() => new Response(null, { status: 304 })];
    await open('/activation?token=old');
    expect((await screen.findByTestId('location')).textContent).toBe('/activation/resend');
    expect(getAccessToken()).toBeNull();
  });

  it("keeps the server's message for an unknown or used link", async () => {
    const api = stubApi();
    api.answers['/users/activate'] = [() => apiError(404, 'ACTIVATION_LINK_INVALID')];
    await open('/activation?token=used');
    expect(await screen.findByText(/Ce lien d'activation n'est pas valide ou a déjà servi/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Recevoir un nouveau lien' })).toBeTruthy();
  });

  it('says the link is incomplete without a token, calling nothing', async () => {
    const api = stubApi();
    await open('/activation');
    expect(await screen.findByText(/Ce lien d'activation est incomplet/)).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});

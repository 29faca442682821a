// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/auth/session.ts';
import { makeAccessToken } from '../../../lib/auth/testing/make-access-token.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import RegionalResetOtpPage from './regional-reset-otp-page.tsx';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const support = (canResetOtp: boolean) => ({ id: 1, userId: 12, regionId: 2, active: true, canResetOtp });
const notInRegion = {
  status: 404,
  errorCode: 'ACCOUNT_NOT_IN_REGION',
  message: 'not in region',
  messageKey: 'errors.ACCOUNT_NOT_IN_REGION',
};

let routes: Record<string, () => Response> = {};
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const path = new URL(String(input), 'http://localhost').pathname.replace('/backend/api', '');
  return routes[path]?.() ?? json(404, { ...notInRegion, errorCode: 'NOT_FOUND', messageKey: 'errors.NOT_FOUND' });
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  const token = makeAccessToken({ roles: ['ROLE_REGIONAL_SUPPORT'], username: 'support.casa@demo.cri.ma', otp: true });
  setSession({ accessToken: token, refreshToken: 'r', expiresIn: 900 }, { otpValid: true });
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter>
      <RegionalResetOtpPage />
    </MemoryRouter>,
  );

describe('/regional-support/reset-otp', () => {
  it('explains the missing right, offers no search nor reset, and still shows the history', async () => {
    routes = {
      '/regional-supports/current': () => json(200, support(false)),
      '/reset-otp-history': () => json(200, [], { resetotphistorytotalelements: '0', resetotphistorypagecount: '0' }),
    };
    await renderPage();
    expect(await screen.findByText(/n'a pas le droit de réinitialiser/)).toBeTruthy();
    expect(screen.queryByLabelText('Adresse e-mail du compte')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Réinitialiser le code' })).toBeNull();
    expect(await screen.findByText('Aucune réinitialisation pour le moment.')).toBeTruthy();
  });

  it('shows "not found in your region" under the form and keeps the typed e-mail', async () => {
    routes = {
      '/regional-supports/current': () => json(200, support(true)),
      '/reset-otp-history': () => json(200, []),
      '/users/search-user': () => json(404, notInRegion),
    };
    await renderPage();
    const email = await screen.findByLabelText('Adresse e-mail du compte');
    const submit = screen.getByRole('button', { name: 'Rechercher' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(email, { target: { value: 'conseiller.rabat@demo.cri.ma' } });
    fireEvent.blur(email);
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText(/Compte introuvable dans votre région/)).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('conseiller.rabat@demo.cri.ma');
  });
});

// @vitest-environment jsdom
import { guardRoute, type RouteAccess } from '@cri/shared/rules/route-guard';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Navigate, RouterProvider, useLocation } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { clearSession, getAccessToken, useSession } from '../../../lib/auth/session.ts';
import { makeAccessToken } from '../../../lib/auth/testing/make-access-token.ts';
import { makeI18n, polyfillDom } from '../../../test/render-auth-page.tsx';
import LoginPage from './login-page.tsx';

/** A guard like the shell's: spec 1 §2.6 through the shared rule, signed in = past the security code. */
function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { user, isAuthenticated } = useSession();
  const { pathname, search } = useLocation();
  const decision = guardRoute({
    access,
    roles: isAuthenticated && user ? user.roles : null,
    currentPath: `${pathname}${search}`,
  });
  return decision.kind === 'redirect' ? <Navigate replace to={decision.to} /> : children;
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

it('a successful login reaches its target even though /login is public-only', async () => {
  polyfillDom();
  const accessToken = makeAccessToken({ roles: ['ROLE_INVESTOR'], otp: true });
  const answer = (body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status: 200, headers });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/captcha')
        ? answer({ captchaId: 'c1', image: '<svg xmlns="http://www.w3.org/2000/svg"/>' })
        : answer({ accessToken, refreshToken: 'r1', expiresIn: 900 }, { lastconnectiondate: '2024-06-01' }),
    ),
  );
  // The data router of the app: its navigation lands in a transition, after the session store update.
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <Guard access="publicOnly">
            <LoginPage />
          </Guard>
        ),
      },
      { path: '/', element: <p data-testid="location">/</p> },
      {
        path: '*',
        element: (
          <Guard access="authenticated">
            <WhereAmI />
          </Guard>
        ),
      },
    ],
    { initialEntries: ['/login'] },
  );
  const i18n = await makeI18n();
  render(
    <MantineProvider theme={{ respectReducedMotion: true }} env="test">
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  await screen.findByAltText(/Image de vérification/);
  fireEvent.change(screen.getByLabelText(/Adresse e-mail/), { target: { value: 'amina.elidrissi@example.ma' } });
  fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'Secret#2024' } });
  fireEvent.change(screen.getByLabelText(/Recopiez les caractères/), { target: { value: 'AB12C' } });
  // The button waits for a valid form (validation runs asynchronously through the resolver).
  const submit = screen.getByRole('button', { name: 'Se connecter' }) as HTMLButtonElement;
  await waitFor(() => expect(submit.disabled).toBe(false));
  fireEvent.click(submit);

  expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
  // Let any late redirect (the guard of /login reacting to the new user) happen before looking again.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(router.state.location.pathname).toBe('/dashboard');
  expect(getAccessToken()).toBe(accessToken);
});

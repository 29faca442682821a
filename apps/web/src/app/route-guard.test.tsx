// @vitest-environment jsdom
import '../test/setup-dom.ts';
import { FEATURE_FLAG_DEFAULTS, type FeatureFlag } from '@cri/shared/feature-flag-list';
import type { RouteAccess } from '@cri/shared/rules/route-guard';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../test/fake-session.ts';
import { renderWithProviders } from '../test/render.tsx';
import { RouteGuard } from './route-guard.tsx';

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

const renderGuarded = (access: RouteAccess, entry: string, feature?: FeatureFlag) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/guarded"
          element={
            <RouteGuard access={access} feature={feature}>
              <p>contenu protégé</p>
            </RouteGuard>
          }
        />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

/** The server's GET /feature-flags answers these flags. */
const serverFlags = (changes: Partial<typeof FEATURE_FLAG_DEFAULTS>) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/feature-flags')
        ? new Response(JSON.stringify({ ...FEATURE_FLAG_DEFAULTS, ...changes }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response('', { status: 404 }),
    ),
  );

describe('RouteGuard with a feature flag (decision 045)', () => {
  it('shows the not-found page, even to a role that may open the page, when its feature is off', async () => {
    serverFlags({ FEATURE_RECOURSE: false });
    signInAs(['ROLE_ADVISOR']);
    await renderGuarded(['ROLE_ADVISOR'], '/guarded', 'FEATURE_RECOURSE');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page introuvable');
    expect(screen.queryByText('contenu protégé')).toBeNull();
  });

  it('renders the page once the server says its feature is on', async () => {
    serverFlags({ FEATURE_PAYMENT: false });
    signInAs(['ROLE_ADVISOR']);
    await renderGuarded(['ROLE_ADVISOR'], '/guarded', 'FEATURE_RECOURSE');
    expect(await screen.findByText('contenu protégé')).toBeTruthy();
  });
});

describe('RouteGuard', () => {
  it('sends a visitor on a private page to the login page with the path and query to come back to', async () => {
    await renderGuarded(['ROLE_ADVISOR'], '/guarded?tab=2&sort=date');
    expect(screen.getByTestId('location').textContent).toBe(
      `/login?redirectUri=${encodeURIComponent('/guarded?tab=2&sort=date')}`,
    );
    expect(screen.queryByText('contenu protégé')).toBeNull();
  });

  it('lets a visitor open public and public-only pages', async () => {
    await renderGuarded('publicOnly', '/guarded');
    expect(screen.getByText('contenu protégé')).toBeTruthy();
  });

  it('sends a signed-in user away from a public-only page to the home page', async () => {
    signInAs(['ROLE_INVESTOR']);
    await renderGuarded('publicOnly', '/guarded');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('renders the page for a user with a matching role', async () => {
    signInAs(['ROLE_CRUI_MEMBER']);
    await renderGuarded(['ROLE_ADVISOR', 'ROLE_CRUI_MEMBER'], '/guarded');
    expect(screen.getByText('contenu protégé')).toBeTruthy();
  });

  it('shows the not-authorised message to a user of another role', async () => {
    signInAs(['ROLE_INVESTOR']);
    await renderGuarded(['ROLE_ADVISOR'], '/guarded');
    expect(screen.queryByText('contenu protégé')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Accès non autorisé');
    expect(screen.getByText("Vous n'êtes pas autorisé à effectuer cette action.")).toBeTruthy();
  });

  it('treats a user still owing the security code as a visitor', async () => {
    signInAs(['ROLE_ADVISOR'], { otp: false });
    await renderGuarded(['ROLE_ADVISOR'], '/guarded');
    expect(screen.getByTestId('location').textContent).toBe(`/login?redirectUri=${encodeURIComponent('/guarded')}`);
  });

  it('lets any signed-in account open an authenticated page', async () => {
    signInAs(['ROLE_FONCIER_MEMBER']);
    await renderGuarded('authenticated', '/guarded');
    expect(screen.getByText('contenu protégé')).toBeTruthy();
  });
});

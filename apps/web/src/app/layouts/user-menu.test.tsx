// @vitest-environment jsdom
import '../../test/setup-dom.ts';
import type { Role } from '@cri/shared/enums/roles';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, setSession } from '../../lib/auth/session.ts';
import { signInAs, signOut } from '../../test/fake-session.ts';
import { renderWithProviders } from '../../test/render.tsx';
import UserMenu from './user-menu.tsx';

const GUIDE_FR = /^Télécharger le guide de l'utilisateur$/;

let guideAnswers: (() => Response)[] = [];
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.includes('/user-guide/download')) {
    const next = guideAnswers.shift();
    if (next) return next();
  }
  if (url.endsWith('/refresh-token')) {
    return new Response(JSON.stringify({ accessToken: 'fresh.token.x', refreshToken: 'r2', expiresIn: 900 }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return new Response('', { status: 404 });
});

beforeEach(() => {
  guideAnswers = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:guide');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

/** Opens the menu of a user with these roles and answers the entries' names and links. */
async function openMenuOf(roles: Role[]) {
  const user = signInAs(roles, { firstName: 'Youssef', title: 'MISTER', investorId: null });
  await renderWithProviders(
    <MemoryRouter>
      <UserMenu user={user} />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: /Menu de l'utilisateur Youssef/ }));
  const items = await screen.findAllByRole('menuitem');
  return items.map((item) => ({ name: item.textContent ?? '', href: item.getAttribute('href') }));
}

describe('UserMenu (spec 1 §2.3)', () => {
  it('gives an advisor the guide, profile, password and logout, without the members-only entry', async () => {
    const items = await openMenuOf(['ROLE_ADVISOR']);
    expect(items.map((i) => i.name)).toEqual([
      expect.stringMatching(GUIDE_FR),
      'Mon profil',
      'Changer le mot de passe',
      'Se déconnecter',
    ]);
    const guide = items[0];
    expect(guide?.href).toBe(`/backend/api/user-guide/download?token=${encodeURIComponent(getAccessToken() ?? '')}`);
  });

  it('gives a CRUI member the guide and the way back to the dashboard', async () => {
    const items = await openMenuOf(['ROLE_CRUI_MEMBER']);
    expect(items.map((i) => i.name)).toEqual([
      expect.stringMatching(GUIDE_FR),
      'Mon profil',
      'Changer le mot de passe',
      'Retour au tableau de bord',
      'Se déconnecter',
    ]);
    expect(items.find((i) => i.name === 'Retour au tableau de bord')?.href).toBe('/dashboard');
  });

  it('gives the PIAFE advisor the field-visit area and no guide', async () => {
    const items = await openMenuOf(['ROLE_ADVISOR_PIAFE']);
    expect(items.map((i) => i.name)).toEqual(['Changer le mot de passe', 'Espace visites de terrain (PIAFE)', 'Se déconnecter']);
    expect(items.find((i) => i.name.startsWith('Espace visites'))?.href).toBe('/piafe');
  });

  it('offers neither the guide nor the member and PIAFE entries to an investor or a support role', async () => {
    for (const roles of [['ROLE_INVESTOR'], ['ROLE_REGIONAL_SUPPORT']] as Role[][]) {
      const names = (await openMenuOf(roles)).map((i) => i.name);
      expect(names.some((n) => n.includes('guide'))).toBe(false);
      expect(names).not.toContain('Retour au tableau de bord');
      expect(names.some((n) => n.includes('PIAFE'))).toBe(false);
      cleanup();
    }
  });

  it('asks for no picture when the account has none: initials or the avatar by title, no request answered 404', async () => {
    for (const title of ['MISTER', null] as const) {
      const user = signInAs(['ROLE_ADVISOR'], { firstName: 'Youssef', lastName: 'Alami', title, advisorId: 3, regionId: 2 });
      await renderWithProviders(
        <MemoryRouter>
          <UserMenu user={user} />
        </MemoryRouter>,
      );
      if (title === null) expect(screen.getByText('YA')).toBeTruthy();
      cleanup();
    }
    // Let any query start: none may reach the picture route.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/profile/picture'))).toEqual([]);
  });

  it('asks for the picture when the claims say there is one', async () => {
    const user = signInAs(['ROLE_CRUI_MEMBER'], { firstName: 'Youssef', cruiMemberId: 5, regionId: 2, hasPicture: true });
    await renderWithProviders(
      <MemoryRouter>
        <UserMenu user={user} />
      </MemoryRouter>,
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(`/backend/api/profile/picture/${user.sub}`),
    );
  });

  it('downloads the guide with the current token, refreshing an expired one first', async () => {
    const pdf = () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 });
    const expired = () =>
      new Response(JSON.stringify({ status: 401, errorCode: 'TOKEN_INVALID', message: '', messageKey: 'errors.TOKEN_INVALID' }), {
        status: 401,
      });
    guideAnswers = [expired, pdf];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await openMenuOf(['ROLE_CRUI_MEMBER']);
    const before = getAccessToken();
    fireEvent.click(screen.getByRole('menuitem', { name: GUIDE_FR }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const guideCalls = fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/user-guide/download'));
    expect(guideCalls).toEqual([
      `/backend/api/user-guide/download?token=${encodeURIComponent(before ?? '')}`,
      `/backend/api/user-guide/download?token=${encodeURIComponent('fresh.token.x')}`,
    ]);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('guide-utilisateur-portail-cri.pdf');
    expect(link.href).toBe('blob:guide');
    click.mockRestore();
    // The session keeps the refreshed tokens.
    expect(getAccessToken()).toBe('fresh.token.x');
    setSession({ accessToken: before ?? '', refreshToken: 'r', expiresIn: 900 });
  });
});

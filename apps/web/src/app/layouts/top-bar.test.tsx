// @vitest-environment jsdom
import '../../test/setup-dom.ts';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../lib/format.ts';
import { signInAs, signOut } from '../../test/fake-session.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PasswordExpiryBanner } from './password-expiry-banner.tsx';
import { TopBar } from './top-bar.tsx';

const inDays = (days: number) => toIsoDate(new Date(Date.now() + days * 24 * 3600 * 1000));
const renderAt = (ui: React.ReactElement, path = '/') =>
  renderWithProviders(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

afterEach(() => {
  cleanup();
  signOut();
});

describe('TopBar', () => {
  it('offers visitors the login button, a language switch and a logo leading home', async () => {
    await renderAt(<TopBar />);
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('button', { name: /Changer de langue/ }).textContent).toContain('العربية');
    expect(screen.getByRole('link', { name: 'Portail CRI' }).getAttribute('href')).toBe('/');
  });

  it('shows a CRUI member the dashboard logo, their menu and their user menu', async () => {
    signInAs(['ROLE_CRUI_MEMBER'], { firstName: 'Youssef', title: 'MISTER' });
    await renderAt(<TopBar />, '/dashboard');
    expect(screen.getByRole('link', { name: 'Portail CRI' }).getAttribute('href')).toBe('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/dashboard',
      '/projects',
      '/recourses',
      '/calendar',
      '/faq',
    ]);
    expect(await screen.findByRole('button', { name: /Menu de l'utilisateur Youssef/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();
  });

  it('keeps a menu whose labels are too long for 1200 px in the drawer until xl, a shorter one until lg', async () => {
    // The content manager's five entries in French (about 870 px) would overlap the logo between 1200 and 1400 px.
    signInAs(['ROLE_NATIONAL_CONTENT_MANAGER']);
    await renderAt(<TopBar />, '/dashboard');
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' }).className).toContain('mantine-hidden-from-xl');
    cleanup();
    signInAs(['ROLE_REGIONAL_SUPPORT']);
    await renderAt(<TopBar />, '/dashboard');
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' }).className).toContain('mantine-hidden-from-lg');
  });

  it("keeps the visitor's menu in the drawer until xl: its account buttons leave less room than a user's tools", async () => {
    // The visitor's five entries in French (about 760 px) overlapped the logo at 1366 px beside the two buttons.
    await renderAt(<TopBar />);
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' }).className).toContain('mantine-hidden-from-xl');
  });

  it('leads the logo of a role without dashboard home', async () => {
    signInAs(['ROLE_WALI_REPRESENTATIVE']);
    await renderAt(<TopBar />, '/recourses');
    expect(screen.getByRole('link', { name: 'Portail CRI' }).getAttribute('href')).toBe('/');
  });
});

describe('PasswordExpiryBanner', () => {
  it('warns with the number of days left when the password expires within 7 days', async () => {
    signInAs(['ROLE_CRUI_MEMBER'], { passwordExpirationDate: inDays(3) });
    await renderAt(<PasswordExpiryBanner />);
    expect(screen.getByText('Votre mot de passe expire dans 3 jours.')).toBeTruthy();
  });

  it('says "today" on the last day and stays hidden further ahead', async () => {
    signInAs(['ROLE_CRUI_MEMBER'], { passwordExpirationDate: inDays(0) });
    await renderAt(<PasswordExpiryBanner />);
    expect(screen.getByText("Votre mot de passe expire aujourd'hui.")).toBeTruthy();
    cleanup();
    signInAs(['ROLE_CRUI_MEMBER'], { passwordExpirationDate: inDays(8) });
    await renderAt(<PasswordExpiryBanner />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import HomePage from './home-page.tsx';

const regions = [
  { id: 6, code: 'CS', nameFr: 'Casablanca-Settat', nameAr: 'الدار البيضاء سطات', deployed: true },
  { id: 7, code: 'MS', nameFr: 'Marrakech-Safi', nameAr: 'مراكش آسفي', deployed: true },
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(regions), { status: 200 })),
  );
});

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const renderHome = () =>
  renderWithProviders(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );

describe('HomePage', () => {
  it('shows the four entries: procedures leading to the catalogue, the others visitors to the login page', async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(cards[0]?.textContent).not.toContain('Bientôt disponible');
    expect(cards[0]?.querySelector('a')?.getAttribute('href')).toBe('/procedures');
    for (const card of cards.slice(1)) expect(card.querySelector('a')?.getAttribute('href')).toBe('/login');
  });

  it('leads a signed-in user to their own space instead', async () => {
    signInAs(['ROLE_ADVISOR']);
    await renderHome();
    const links = screen.getAllByRole('link', { name: /Accéder à mon espace/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/dashboard', '/dashboard', '/dashboard']);
  });

  it('lists the regional centres of the deployed regions', async () => {
    await renderHome();
    expect(await screen.findByText('CRI Casablanca-Settat')).toBeTruthy();
    expect(screen.getByText('CRI Marrakech-Safi')).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/backend/api/regions');
  });
});

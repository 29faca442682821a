// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import DashboardPage from './dashboard-page.tsx';
import NewFeaturesPage from './new-features-page.tsx';

const regions = [{ id: 6, code: 'CS', nameFr: 'Casablanca-Settat', nameAr: 'الدار البيضاء سطات', deployed: true }];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      // An investor's files (an empty first page: the investor dashboard has its own test), else the regions.
      String(input).includes('/projects')
        ? new Response('[]', { status: 200, headers: { projectpagecount: '0', projecttotalelements: '0' } })
        : new Response(JSON.stringify(regions), { status: 200 }),
    ),
  );
});

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const renderPage = (ui: React.ReactElement) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

describe('landing pages', () => {
  it('tell an advisor where they are: first name, role, region, and what the dashboard holds', async () => {
    signInAs(['ROLE_ADVISOR'], { firstName: 'Nadia', regionId: 6 });
    await renderPage(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tableau de bord');
    expect(screen.getByText('Bonjour Nadia,')).toBeTruthy();
    expect(screen.getByText('Conseiller régional')).toBeTruthy();
    expect(await screen.findByText('Casablanca-Settat')).toBeTruthy();
    expect(screen.getByText(/dont vous assurez l'instruction/)).toBeTruthy();
  });

  it('promise nothing: no "what comes to this space" list, no future tense (issue 13)', async () => {
    for (const role of ['ROLE_ADVISOR', 'ROLE_INVESTOR', 'ROLE_CRUI_MEMBER', 'ROLE_WALI_REPRESENTATIVE'] as const) {
      signInAs([role], { regionId: 6 });
      await renderPage(<DashboardPage />);
      const text = document.body.textContent ?? '';
      expect(text, role).not.toMatch(/Ce qui arrive|au fur et à mesure|rassemblera|donnera|bientôt|prochainement/);
      cleanup();
    }
  });

  it('say plainly that a space not built yet is not open, and what the role can already use', async () => {
    signInAs(['ROLE_WALI_REPRESENTATIVE'], { regionId: 6 });
    await renderPage(<DashboardPage />);
    expect(screen.getByTestId('area-not-open').textContent).toContain("Cet espace n'est pas encore ouvert.");
    expect(screen.getByTestId('area-not-open').textContent).toContain('La recherche de dossiers');
    expect(screen.queryByRole('listitem')).toBeNull();
    cleanup();
    // A built dashboard has no such notice.
    signInAs(['ROLE_ADVISOR'], { regionId: 6 });
    await renderPage(<DashboardPage />);
    expect(screen.queryByTestId('area-not-open')).toBeNull();
  });

  it('adapt the dashboard text to an investor, who has no region', async () => {
    signInAs(['ROLE_INVESTOR'], { regionId: null });
    await renderPage(<DashboardPage />);
    expect(screen.getByText('Investisseur')).toBeTruthy();
    expect(screen.getByText(/vos projets d'investissement et leur avancement/)).toBeTruthy();
    expect(screen.queryByText('Région :')).toBeNull();
  });

  it('offer an investor the first steps already open, and greet one without a name yet', async () => {
    signInAs(['ROLE_INVESTOR'], { regionId: null, firstName: '' });
    await renderPage(<DashboardPage />);
    expect(screen.getByText('Bonjour,')).toBeTruthy();
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Remplir le questionnaire de cadrage', '/framing-form'],
      ['Prendre rendez-vous', '/meeting/new-appointment'],
      ['Consulter les procédures', '/procedures'],
      ['Mes projets', '/projects'],
    ]);
    // Appointments are open: no longer announced as coming.
    expect(screen.queryByText(/vos rendez-vous avec un conseiller/)).toBeNull();
  });

  it('send a monitoring manager on from the new features to the monitoring dashboard', async () => {
    signInAs(['ROLE_MONITORING_MANAGER']);
    await renderPage(<NewFeaturesPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Les nouveautés de la version 2.0.0');
    expect(screen.getByRole('link', { name: /tableau de bord de suivi/ }).getAttribute('href')).toBe('/monitoring-dashboard');
  });
});

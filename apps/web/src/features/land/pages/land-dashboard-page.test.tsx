// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TLandDashboard } from '@cri/shared/schemas/land';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import LandDashboardPage from './land-dashboard-page.tsx';

const count = (key: string, labelFr: string, n: number) => ({ key, labelFr, labelAr: labelFr, count: n });
const dashboard: TLandDashboard = {
  parcels: 7,
  parcelsByExamination: [count('NOT_EXAMINED', 'Non examinée', 5), count('EXAMINED_OR_IN_PROGRESS', 'Examen en cours', 2)],
  requestsByCategory: [count('NEW', 'Nouvelles', 3)],
  requestsByVocation: [count('6', 'Logistique', 2)],
  parcelsByCommune: [count('12', 'Berrechid', 4)],
  appointmentsToHold: 1,
  externalDashboardUrl: 'https://foncier.example.ma/tableau',
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(dashboard), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('/foncier/dashboard (issue 19)', () => {
  it("lists the member's habilitations, its counts by chart, and links the external land dashboard", async () => {
    signInAs(['ROLE_FONCIER_MEMBER'], { habilitations: ['SEARCH', 'RDV'] });
    await renderWithProviders(
      <MemoryRouter>
        <LandDashboardPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Parcelles déclarées : 7')).toBeTruthy();
    expect(screen.getByText('Rendez-vous programmés à tenir : 1')).toBeTruthy();
    const habilitations = screen.getByRole('region', { name: 'Vos habilitations' });
    expect(habilitations.textContent).toContain('Recherche foncière');
    expect(habilitations.textContent).toContain('Rendez-vous fonciers avec les investisseurs');
    expect(screen.getByRole('region', { name: "Parcelles par état d'examen" }).textContent).toContain('Examen en cours2');
    expect(screen.getByRole('progressbar', { name: 'Berrechid : 4' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ouvrir le tableau de bord foncier externe' }).getAttribute('href')).toBe(
      'https://foncier.example.ma/tableau',
    );
  });
});

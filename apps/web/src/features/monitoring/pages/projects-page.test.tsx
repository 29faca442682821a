// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TMonitoringProjectRow } from '@cri/shared/schemas/monitoring';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import MonitoringProjectsPage from './projects-page.tsx';

const row = (n: number): TMonitoringProjectRow => ({
  id: n,
  projectId: 500 + n,
  name: `Projet suivi ${n}`,
  reference: n % 2 ? `CRI-${n}` : null,
  investorName: `Investisseur ${n}`,
  decisionDate: '2026-03-04',
  validated: n % 2 === 0,
  milestones: 3,
  done: 1,
  overdue: n % 3 === 0 ? 2 : 0,
  nextExpectedDate: n % 4 ? '2026-12-01' : null,
});
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

let pageTwo: (() => void) | null = null;
beforeEach(() => {
  localStorage.setItem('pageSize:monitoring-projects', '20');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const page = Number(url.searchParams.get('page'));
      const body = { content: Array.from({ length: 20 }, (_, i) => row(page * 20 + i + 1)), totalElements: 45, page, size: 20 };
      if (page === 0) return json(body);
      // The second page answers only when the test says so.
      return new Promise<Response>((resolve) => {
        pageTwo = () => resolve(json(body));
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  signOut();
  localStorage.clear();
  vi.unstubAllGlobals();
  pageTwo = null;
});

describe('/monitoring-projects (decision 109)', () => {
  it('shows each row as before (link, reference, dates, progress, badges)', async () => {
    signInAs(['ROLE_MONITORING_MANAGER'], { regionId: 2 });
    await renderWithProviders(
      <MemoryRouter>
        <MonitoringProjectsPage />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: 'Projet suivi 3' });
    const cells = [...(link.closest('tr')?.querySelectorAll('td') ?? [])].map((c) => c.textContent);
    expect(cells).toEqual([
      'Projet suivi 3',
      'CRI-3',
      'Investisseur 3',
      '04/03/2026',
      '1 / 3',
      '01/12/2026',
      '2 jalons en retardÀ valider',
    ]);
    const second = screen.getByRole('link', { name: 'Projet suivi 4' }).closest('tr');
    expect([...(second?.querySelectorAll('td') ?? [])].map((c) => c.textContent)).toEqual([
      'Projet suivi 4',
      '—',
      'Investisseur 4',
      '04/03/2026',
      '1 / 3',
      '—',
      'Validé',
    ]);
  }, 30_000);

  it('keeps the rows shown while the next page loads, then shows the next page', async () => {
    signInAs(['ROLE_MONITORING_MANAGER'], { regionId: 2 });
    await renderWithProviders(
      <MemoryRouter>
        <MonitoringProjectsPage />
      </MemoryRouter>,
    );
    await screen.findByRole('link', { name: 'Projet suivi 1' });
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(pageTwo).not.toBeNull());
    // Loading page 2: the table of page 1 stays (it was replaced by a loader before).
    expect(screen.getByRole('link', { name: 'Projet suivi 1' })).toBeTruthy();
    expect(screen.queryByLabelText('Chargement en cours … Veuillez patienter')).toBeNull();
    pageTwo?.();
    expect(await screen.findByRole('link', { name: 'Projet suivi 21' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Projet suivi 1' })).toBeNull();
  }, 30_000);
});

// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TProjectListRow } from '@cri/shared/schemas/project-lists';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import ProjectsListPage from './projects-list-page.tsx';

const row = (over: Partial<TProjectListRow>): TProjectListRow => ({
  id: 7,
  reference: null,
  name: 'Hôtel Atlas',
  regionId: 2,
  regionNameFr: 'Casablanca-Settat',
  regionNameAr: 'الدار البيضاء سطات',
  procedures: [{ id: 3, nameFr: 'Permis de construire', nameAr: 'رخصة البناء' }],
  latestInvestorPhase: 'DRAFT',
  createdAt: '2026-11-20T09:00:00.000Z',
  depositDate: null,
  updatedAt: '2026-11-20T09:00:00.000Z',
  daysSinceLastStep: 3,
  investorName: 'Amina Benali',
  latestPhase: null,
  lastStepAt: null,
  deadline: null,
  overdue: false,
  cruiDate: null,
  advisorId: null,
  abilities: { archive: true, restore: false, edit: true },
  ...over,
});

const page = (rows: unknown[], pageCount = 1) =>
  new Response(JSON.stringify(rows), {
    status: 200,
    headers: { projectpagecount: String(pageCount), framingformpagecount: '1' },
  });
let requested: string[] = [];
let staffRows: TProjectListRow[] | null = null;

beforeEach(() => {
  signInAs(['ROLE_INVESTOR']);
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requested.push(`${url.pathname}${url.search}`);
      const category = url.searchParams.get('projectCategory');
      if (url.pathname.endsWith('/projects') && category === 'DEPOSIT') return page([row({})], 3);
      if (url.pathname.endsWith('/projects') && category === 'SUBMITED' && staffRows) return page(staffRows, 1);
      if (url.pathname.endsWith('/region-projects') && staffRows) return page(staffRows, 1);
      if (url.pathname.endsWith('/projects') && category === 'ARCHIVED_PROJECT')
        return page([
          row({
            id: 8,
            name: 'Usine Sud',
            latestInvestorPhase: 'ARCHIVED',
            abilities: { archive: false, restore: true, edit: false },
          }),
        ]);
      if (url.pathname.endsWith('/framing-forms'))
        return page([
          {
            id: 4,
            projectName: 'Questionnaire Atlas',
            createdAt: '2026-11-19T09:00:00.000Z',
            projectId: null,
            advisorId: null,
            regionId: 2,
            investorUsername: 'x',
            investorType: null,
            sectorId: null,
            totalInvestedAmount: 1,
          },
        ]);
      return page([], 0);
    }),
  );
});

afterEach(() => {
  staffRows = null;
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const renderAt = (entry: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/projects" element={<ProjectsListPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('/projects tabs', () => {
  it('lists the files in deposit, paged from 0, with an archive action, and the submitted ones apart', async () => {
    await renderAt('/projects');
    const link = await screen.findByRole('link', { name: 'Ouvrir le projet Hôtel Atlas' });
    expect(link.getAttribute('href')).toBe('/projects/7');
    expect(screen.getByRole('link', { name: 'Archiver le projet Hôtel Atlas' }).getAttribute('href')).toBe('/projects/7/archive');
    expect(screen.getByText('Brouillon')).toBeTruthy();
    expect(screen.getByText('il y a 3 jours')).toBeTruthy();
    expect(requested.some((r) => r.includes('projectCategory=DEPOSIT') && r.includes('page=0'))).toBe(true);
    expect(requested.some((r) => r.includes('projectCategory=SUBMITED'))).toBe(true);
    // The page count of the header drives the pager: page 2 asks for page index 1.
    fireEvent.click(screen.getByRole('button', { name: 'Pagination des dossiers 2' }));
    await vi.waitFor(() =>
      expect(requested.some((r) => r.includes('projectCategory=DEPOSIT') && r.includes('page=1'))).toBe(true),
    );
  });

  it('shows the questionnaires through the framing forms API and the closed files with a restore action', async () => {
    await renderAt('/projects');
    await screen.findByRole('link', { name: 'Ouvrir le projet Hôtel Atlas' });
    fireEvent.click(screen.getByRole('tab', { name: 'Questionnaires de qualification' }));
    expect(await screen.findByText('Questionnaire Atlas')).toBeTruthy();
    expect(requested.some((r) => r.startsWith('/backend/api/framing-forms?') && r.includes('page=0'))).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Dossiers clôturés' }));
    const restore = await screen.findByRole('link', { name: 'Restaurer le projet Usine Sud' });
    expect(restore.getAttribute('href')).toBe('/projects/8/restore');
    const table = restore.closest('table');
    expect(table && within(table).queryByRole('link', { name: /Archiver/ })).toBeNull();
  });

  it('opens the closed tab from ?tab=closed', async () => {
    await renderAt('/projects?tab=closed');
    expect(await screen.findByRole('link', { name: 'Restaurer le projet Usine Sud' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Dossiers clôturés' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('/projects for staff', () => {
  const inReview = row({
    id: 11,
    name: 'Clinique Al Amal',
    reference: 'CRI-02-2026-000011',
    latestPhase: 'IN_REVIEW',
    depositDate: '2026-11-16T09:00:00.000Z',
    deadline: '2026-11-18',
    overdue: true,
    daysSinceLastStep: 7,
    investorName: 'Youssef El Amrani',
    abilities: { archive: false, restore: false, edit: false },
  });

  it("shows the advisor's categories with the investor, phase and an overdue deadline, without investor actions", async () => {
    signInAs(['ROLE_ADVISOR'], { regionId: 2 });
    staffRows = [inReview];
    await renderAt('/projects');
    expect(await screen.findByRole('link', { name: 'Ouvrir le projet Clinique Al Amal' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Dossiers soumis' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'À programmer' })).toBeTruthy();
    expect(screen.getByText('Youssef El Amrani')).toBeTruthy();
    expect(screen.getByText('18/11/2026')).toBeTruthy();
    expect(screen.getByText('En retard')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Archiver/ })).toBeNull();
    expect(requested.some((r) => r.startsWith('/backend/api/projects?') && r.includes('projectCategory=SUBMITED'))).toBe(true);
  });

  it('reads the region lists for a consultation role, read-only', async () => {
    signInAs(['ROLE_REGIONAL_CONSULTATION'], { regionId: 2 });
    staffRows = [inReview];
    await renderAt('/projects?category=SUBMITED');
    expect(await screen.findByRole('link', { name: 'Ouvrir le projet Clinique Al Amal' })).toBeTruthy();
    expect(screen.getByText(/Consultation seule/)).toBeTruthy();
    expect(requested.some((r) => r.startsWith('/backend/api/projects/region-projects?') && r.includes('regionId=0'))).toBe(true);
  });
});

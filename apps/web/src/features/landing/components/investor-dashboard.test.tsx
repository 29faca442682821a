// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TProjectListRow } from '@cri/shared/schemas/project-lists';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n/i18n.ts';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import DashboardPage from '../pages/dashboard-page.tsx';

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

const page = (rows: TProjectListRow[], total = rows.length) =>
  new Response(JSON.stringify(rows), {
    status: 200,
    headers: { projectpagecount: String(Math.ceil(total / 5)), projecttotalelements: String(total) },
  });

let lists: Record<string, { rows: TProjectListRow[]; total?: number } | 'error'> = {};
let requested: string[] = [];

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/projects')) {
        requested.push(url.search);
        const list = lists[url.searchParams.get('projectCategory') ?? ''];
        if (list === 'error' || !list) return new Response('{}', { status: 500 });
        return page(list.rows, list.total);
      }
      return new Response('[]', { status: 200 });
    }),
  );
});
afterEach(async () => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
  await changeLanguage('fr');
});

const renderDashboard = () => renderWithProviders(<MemoryRouter>{<DashboardPage />}</MemoryRouter>);

describe('investor dashboard: my files', () => {
  it("lists the investor's drafts and submitted files with their phase and a link to each", async () => {
    signInAs(['ROLE_INVESTOR']);
    lists = {
      DRAFT: { rows: [row({})] },
      SUBMITED: {
        rows: [
          row({
            id: 9,
            name: 'Usine Sud',
            reference: 'CRI-CS-2026-9',
            latestInvestorPhase: 'COMPLEMENTS_IN_REVIEW',
            depositDate: '2026-11-25T10:00:00.000Z',
          }),
        ],
        total: 6,
      },
    };
    await renderDashboard();
    const drafts = await screen.findByRole('region', { name: 'Dossier en cours de dépôt (1)' });
    expect(within(drafts).getByRole('link', { name: 'Ouvrir le dossier Hôtel Atlas' }).getAttribute('href')).toBe('/projects/7');
    expect(within(drafts).getByText('Brouillon')).toBeTruthy();
    expect(within(drafts).getByText(/créé le 20\/11\/2026/)).toBeTruthy();
    const submitted = screen.getByRole('region', { name: 'Dossiers soumis (6)' });
    expect(within(submitted).getByRole('link', { name: 'Ouvrir le dossier Usine Sud' }).getAttribute('href')).toBe('/projects/9');
    expect(within(submitted).getByText("Compléments en cours d'instruction")).toBeTruthy();
    expect(within(submitted).getByText('CRI-CS-2026-9')).toBeTruthy();
    expect(within(submitted).getByText(/déposé le 25\/11\/2026/)).toBeTruthy();
    // More files than the dashboard's first page: a way to the whole list.
    expect(within(submitted).getByRole('link', { name: 'Voir tous mes dossiers' }).getAttribute('href')).toBe('/projects');
    expect(within(drafts).queryByRole('link', { name: 'Voir tous mes dossiers' })).toBeNull();
    expect(requested.sort()).toEqual([
      '?projectCategory=DRAFT&page=0&size=5&isDashboard=true',
      '?projectCategory=SUBMITED&page=0&size=5&isDashboard=true',
    ]);
  });

  it('says so when the investor has no file yet, in French and in Arabic', async () => {
    signInAs(['ROLE_INVESTOR']);
    lists = { DRAFT: { rows: [] }, SUBMITED: { rows: [] } };
    await renderDashboard();
    expect(await screen.findByText(/Vous n'avez encore aucun dossier d'investissement/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Dossiers soumis/ })).toBeNull();
    cleanup();
    await changeLanguage('ar');
    await renderDashboard();
    expect(await screen.findByText(/ليس لديكم أي ملف استثماري بعد/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'ملفاتي' })).toBeTruthy();
  });

  it('shows a list that failed to load as an error, the other one still', async () => {
    signInAs(['ROLE_INVESTOR']);
    lists = { DRAFT: { rows: [row({})] }, SUBMITED: 'error' };
    await renderDashboard();
    expect(await screen.findByRole('link', { name: 'Ouvrir le dossier Hôtel Atlas' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain("Vos dossiers n'ont pas pu être chargés");
  });

  it('is not shown to staff, whose dashboard lists their own categories', async () => {
    signInAs(['ROLE_CRUI_MEMBER'], { regionId: 2 });
    lists = { SUBMITED: { rows: [] }, PROGRAMMED: { rows: [] }, OTHER: { rows: [] } };
    await renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Mes dossiers' })).toBeNull();
    expect(requested.every((q) => !q.includes('projectCategory=DRAFT'))).toBe(true);
  });
});

// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TProjectListRow } from '@cri/shared/schemas/project-lists';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import FiltredProjectsPage from './filtred-projects-page.tsx';

const row: TProjectListRow = {
  id: 7,
  reference: 'CRI-02-2026-000901',
  name: 'Hôtel Atlas',
  regionId: 2,
  regionNameFr: 'Casablanca-Settat',
  regionNameAr: 'الدار البيضاء سطات',
  procedures: [],
  latestInvestorPhase: 'IN_REVIEW',
  createdAt: '2026-11-20T09:00:00.000Z',
  depositDate: '2026-11-21T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  daysSinceLastStep: 2,
  investorName: 'Amina Benali',
  latestPhase: 'WAITING_FOR_ADMINISTRATION_DOCUMENTS',
  lastStepAt: null,
  deadline: null,
  overdue: false,
  cruiDate: null,
  advisorId: 3,
  abilities: { archive: false, restore: false, edit: false },
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ list: [row], pageCount: 1, totalElements: 1 })),
  );
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const renderResults = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/filtred-projects?region=2&name=H%C3%B4tel']}>
      <FiltredProjectsPage />
    </MemoryRouter>,
  );

describe('/filtred-projects (spec 1 §2.4, decision 033)', () => {
  it('links each file for a role that opens files', async () => {
    signInAs(['ROLE_ADVISOR'], { regionId: 2 });
    await renderResults();
    expect((await screen.findByRole('link', { name: /Hôtel Atlas/ })).getAttribute('href')).toBe('/projects/7');
  });

  it('shows the file without a link to a role that searches but does not open files', async () => {
    signInAs(['ROLE_FONCIER_MEMBER'], { regionId: 2 });
    await renderResults();
    expect(await screen.findByText('Hôtel Atlas')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Hôtel Atlas/ })).toBeNull();
    // The long status is shown whole.
    expect(screen.getByText('En attente de documents des administrations')).toBeTruthy();
  });
});

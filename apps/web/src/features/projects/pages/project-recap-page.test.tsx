// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TProjectRecap } from '@cri/shared/schemas/project-submission';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import ProjectRecapPage from './project-recap-page.tsx';

const complete: TProjectRecap = {
  projectId: 7,
  projectName: 'Hôtel Atlas',
  reference: 'CRI-02-2026-000007',
  regionNameFr: 'Casablanca-Settat',
  regionNameAr: 'الدار البيضاء سطات',
  phase: 'DRAFT',
  canSubmit: true,
  procedures: [{ id: 1, nameFr: 'Attestation provisoire', nameAr: 'شهادة مؤقتة', category: 'URBAN_PLANNING' }],
  infos: { complete: true, missing: [], answered: 9, questions: 9, lands: 1 },
  project: {
    complete: true,
    missing: [],
    description: 'Un hôtel',
    address: '12 boulevard Zerktouni',
    totalInvestment: 80_000_000,
    totalJobs: 150,
    dominantSector: { id: 2, nameFr: 'Tourisme', nameAr: 'السياحة' },
  },
  documents: {
    complete: true,
    missing: [],
    list: [
      {
        documentTypeId: 11,
        nameFr: 'Plan de situation',
        nameAr: 'تصميم الموقع',
        required: true,
        uploaded: true,
        fileName: 'plan.pdf',
        advisorValidation: null,
      },
    ],
  },
};

const incomplete: TProjectRecap = {
  ...complete,
  project: {
    ...complete.project,
    complete: false,
    missing: [{ field: 'project.description', messageKey: 'projects.validation.required' }],
  },
  documents: {
    complete: false,
    missing: [{ field: 'documents.11', messageKey: 'projects.recap.documentMissing' }],
    list: complete.documents.list.map((d) => ({ ...d, uploaded: false, fileName: null })),
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let recap: TProjectRecap = complete;
let sent: unknown[] = [];
let answer: { status: string } = { status: 'SUBMITTED' };

beforeEach(() => {
  signInAs(['ROLE_INVESTOR']);
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return json({ ...answer, phase: 'IN_REVIEW', advisorId: 3, depositDate: '2026-11-21T10:00:00.000Z' });
      }
      if (url.endsWith('/projects/7/recap')) return json(recap);
      return json({});
    }),
  );
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
  recap = complete;
  answer = { status: 'SUBMITTED' };
});

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/projects/7/recap']}>
      <Routes>
        <Route path="/projects/:id/recap" element={<ProjectRecapPage />} />
        <Route path="/projects/:id/success" element={<p>page succès</p>} />
        <Route path="/dashboard" element={<p>tableau de bord</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('recap (/projects/{id}/recap)', () => {
  it('sums the steps up with the totals and the dominant sector', async () => {
    await renderPage();
    await screen.findByRole('heading', { name: 'Récapitulatif du dépôt' });
    expect(screen.getByText('80 000 000 DH')).toBeTruthy();
    expect(screen.getByText('Tourisme')).toBeTruthy();
  });

  it('requires the declaration, then submits and goes to the success page', async () => {
    await renderPage();
    const button = await screen.findByRole('button', { name: 'Soumettre le dossier' });
    fireEvent.click(button);
    expect(await screen.findByText("Vous devez cocher la déclaration sur l'honneur.")).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: /Je déclare sur l'honneur/ }));
    fireEvent.click(button);
    await screen.findByText('page succès');
    expect(sent).toEqual([{ declaration: true, language: 'fr' }]);
  });

  it('goes to the dashboard when the server answers ACCEPTED (complements)', async () => {
    answer = { status: 'ACCEPTED' };
    await renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Je déclare sur l'honneur/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Soumettre le dossier' }));
    await screen.findByText('tableau de bord');
  });

  it('lists what is missing per step with links to fix it, and cannot submit', async () => {
    recap = incomplete;
    await renderPage();
    await screen.findByText("Plan de situation : Ce document obligatoire n'a pas été déposé.");
    const fixes = screen.getAllByRole('link', { name: 'Compléter cette étape' }).map((a) => a.getAttribute('href'));
    expect(fixes).toEqual(['/projects/7/details', '/projects/7/documents']);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Soumettre le dossier' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });
});

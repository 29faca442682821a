// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TProject } from '@cri/shared/schemas/projects';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import ProjectProceduresPage from './project-procedures-page.tsx';

const project = (edit: boolean): TProject => ({
  id: 7,
  name: 'Hôtel Atlas',
  regionId: 2,
  regionNameFr: 'Casablanca-Settat',
  regionNameAr: 'الدار البيضاء سطات',
  framingFormId: 3,
  advisorId: null,
  creationStage: 12,
  createdAt: '2026-11-20T09:00:00.000Z',
  procedureList: [
    {
      id: 3,
      code: 'BUILDING_PERMIT',
      nameFr: 'Permis de construire hors zones franches',
      nameAr: 'رخصة البناء خارج المناطق الحرة',
      category: 'URBAN_PLANNING',
      active: true,
      state: edit ? 'EDITING' : 'TIME',
      creationDate: '2026-11-20T09:00:00.000Z',
      requiredDocuments: [
        { id: 10, code: 'URBAN_PLANNING_NOTE', nameFr: 'Note de renseignements urbanistiques', nameAr: 'مذكرة', required: true },
      ],
    },
  ],
  abilities: { edit },
});

let current = project(true);
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(current), { status: 200 })),
  );
  signInAs(['ROLE_INVESTOR']);
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/projects/7/procedures']}>
      <Routes>
        <Route path="/projects/:id/procedures" element={<ProjectProceduresPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('ProjectProceduresPage (acts and authorisations)', () => {
  it('lists the procedures with their documents and, for a draft, offers to add some and go on', async () => {
    current = project(true);
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Actes et autorisations' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Permis de construire hors zones franches' })).toBeTruthy();
    expect(screen.getByText('Note de renseignements urbanistiques')).toBeTruthy();
    // Spec 2 §4 procedure state, translated.
    expect(screen.getByText("En préparation par l'investisseur")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajouter des procédures' }).getAttribute('href')).toBe('/projects/7/new-procedures');
    expect(screen.getByRole('link', { name: 'Continuer le dépôt' }).getAttribute('href')).toBe('/projects/7/infos');
  });

  it('is read-only once the file is no longer editable', async () => {
    current = project(false);
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Actes et autorisations' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ajouter des procédures' })).toBeNull();
    expect(screen.getByText("En cours d'instruction")).toBeTruthy();
  });
});

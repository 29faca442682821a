// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TRecourseStatus } from '@cri/shared/schemas/recourses';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import NewRecoursePage from './new-recourse-page.tsx';
import ProjectRecourseInformationPage from './project-recourse-information-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const NOT_FOUND = { status: 404, errorCode: 'NOT_FOUND', message: '', messageKey: 'errors.NOT_FOUND' };

let status: TRecourseStatus;
const closed = (refusal: string) => ({ available: false, refusal, fileClock: null, recourse: null });
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname.endsWith('/projects/7/recourses')) return json(200, status);
  return json(404, NOT_FOUND);
});

// jsdom has no FontFaceSet: Mantine's autosized textarea listens on document.fonts.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  signInAs(['ROLE_INVESTOR']);
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const open = (path: string, pattern: string, page: React.ReactElement) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={page} />
      </Routes>
    </MemoryRouter>,
  );

describe("the file's appeals page", () => {
  it('says why no appeal can be filed (15 days passed) and offers no button', async () => {
    status = { projectId: 7, gracious: closed('deadlinePassed'), ministerial: closed('noGraciousRecourse') };
    await open('/projects/7/recourse-information', '/projects/:id/recourse-information', <ProjectRecourseInformationPage />);
    expect(await screen.findByText('Le délai de 15 jours pour déposer ce recours est dépassé.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Déposer ce recours' })).toBeNull();
  });

  it('offers the gracious appeal with its filing countdown while it is open', async () => {
    status = {
      projectId: 7,
      gracious: {
        available: true,
        refusal: null,
        fileClock: { deadline: '2026-11-30', daysLeft: 3, state: 'dueSoon' },
        recourse: null,
      },
      ministerial: closed('noGraciousRecourse'),
    };
    await open('/projects/7/recourse-information', '/projects/:id/recourse-information', <ProjectRecourseInformationPage />);
    expect(await screen.findByRole('group', { name: 'Délai pour déposer : 3 jours restants' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Déposer ce recours' }).getAttribute('href')).toBe(
      '/projects/7/new-recourse/gracious',
    );
  });
});

describe('the appeal form', () => {
  it('shows each error beside its field and keeps what was typed', async () => {
    status = {
      projectId: 7,
      gracious: {
        available: true,
        refusal: null,
        fileClock: { deadline: '2026-12-07', daysLeft: 11, state: 'open' },
        recourse: null,
      },
      ministerial: closed('noGraciousRecourse'),
    };
    await open('/projects/7/new-recourse/gracious', '/projects/:id/new-recourse/:type', <NewRecoursePage />);
    const reason = await screen.findByLabelText(/Motif du recours/);
    fireEvent.change(reason, { target: { value: 'r'.repeat(251) } });
    expect(screen.getByText('251 / 250 caractères')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Texte trop long')).toBeTruthy();
    expect(screen.getByText('Ce champ est obligatoire')).toBeTruthy();
    expect(screen.getByText('Joignez la demande signée.')).toBeTruthy();
    expect(screen.getByText("Cochez la déclaration sur l'honneur.")).toBeTruthy();
    expect((screen.getByLabelText(/Motif du recours/) as HTMLTextAreaElement).value).toHaveLength(251);
  });

  it('names the refusal above the form when the appeal is not open, and an unknown type', async () => {
    status = { projectId: 7, gracious: closed('alreadyFiled'), ministerial: closed('governorDelayRunning') };
    await open('/projects/7/new-recourse/ministerial', '/projects/:id/new-recourse/:type', <NewRecoursePage />);
    expect(await screen.findByText(/Le gouverneur dispose encore de son délai de 15 jours/)).toBeTruthy();
    cleanup();
    await open('/projects/7/new-recourse/other', '/projects/:id/new-recourse/:type', <NewRecoursePage />);
    expect(await screen.findByText('Type de recours inconnu.')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TReviewDocument, TReviewState } from '@cri/shared/schemas/advisor-review';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import CheckDocumentsPage from './check-documents-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const doc = (over: Partial<TReviewDocument>): TReviewDocument => ({
  documentTypeId: 1,
  nameFr: 'Note de présentation',
  nameAr: 'مذكرة التقديم',
  required: true,
  requested: false,
  request: null,
  providedDocumentId: 11,
  originalName: 'note.pdf',
  uploadedAt: '2026-11-23T09:00:00.000Z',
  downloadPath: '/backend/api/provided-document/11/file?token=a',
  advisorValidation: null,
  advisorFeedback: null,
  inError: false,
  thumbnailDownloadPath: null,
  sentFeedback: null,
  feedbackSentAt: null,
  changedSinceReview: false,
  previousVersions: [],
  ...over,
});

const draft: TReviewState = {
  projectId: 7,
  name: 'Hôtel Atlas',
  reference: 'CRI-7',
  latestPhase: 'IN_REVIEW',
  validatedAt: null,
  investorName: 'Karim Alami',
  architectEmail: '',
  procedures: [],
  documents: [
    doc({ advisorValidation: false, advisorFeedback: 'Copie illisible', inError: true }),
    doc({
      documentTypeId: 2,
      nameFr: 'Plan de situation',
      nameAr: 'تصميم الموقع',
      providedDocumentId: null,
      originalName: null,
      uploadedAt: null,
      downloadPath: null,
      requested: true,
      inError: true,
      request: {
        id: 42,
        owner: 'INVESTOR',
        administrationId: null,
        administrationNameFr: null,
        administrationNameAr: null,
        deadline: '2026-11-30',
        comment: 'Échelle 1/2000',
        requestedAt: '2026-11-23T09:00:00.000Z',
        fulfilledAt: null,
        sentAt: null,
      },
    }),
  ],
  documentTypes: [],
  administrations: [],
  advisorId: 3,
  assignedAdvisor: { id: 3, firstName: 'Youssef', lastName: 'Bennani' },
  advisors: [],
  lastSentBackAt: null,
  sendBack: {
    rejected: [
      {
        documentTypeId: 1,
        providedDocumentId: 11,
        nameFr: 'Note de présentation',
        nameAr: 'مذكرة التقديم',
        comment: 'Copie illisible',
      },
    ],
    requests: [
      {
        requestId: 42,
        documentTypeId: 2,
        nameFr: 'Plan de situation',
        nameAr: 'تصميم الموقع',
        deadline: '2026-11-30',
        comment: 'Échelle 1/2000',
      },
    ],
  },
  abilities: { review: true, validate: false, requestFromAdministration: true, act: true, sendBack: true },
  blockers: { act: null, validate: 'DOCUMENTS_IN_ERROR', sendBack: null },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/projects/7/check-documents']}>
      <Routes>
        <Route path="/projects/:id/check-documents" element={<CheckDocumentsPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('CheckDocumentsPage (decision 028)', () => {
  it('keeps the review as a draft, says why validation waits, and sends back once after the summary', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('/send-back') ? json({ ...draft, latestPhase: 'INVESTOR_EDITING' }) : json(draft),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderPage();
    expect(await screen.findByText(/forment un brouillon de la revue/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Valider le dossier' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/Validation impossible : des documents sont marqués non valides ou demandés/)).toBeTruthy();
    expect(screen.getByText('Brouillon')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirer la demande : Plan de situation' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: "Renvoyer à l'investisseur" }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Note de présentation : Copie illisible')).toBeTruthy();
    expect(within(dialog).getByText(/Plan de situation : à déposer au plus tard le 30\/11\/2026/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/send-back'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer le renvoi' }));
    expect(await screen.findByText("La revue a été renvoyée à l'investisseur.")).toBeTruthy();
    const sent = fetchMock.mock.calls.filter(([u]) => String(u).includes('/send-back'));
    expect(sent).toHaveLength(1);
    const init = (sent[0] as unknown as [string, RequestInit])[1];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body)).deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lets another advisor of the region read the file, every action disabled with the assigned name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          ...draft,
          abilities: { review: false, validate: false, requestFromAdministration: false, act: false, sendBack: false },
          blockers: { act: 'NOT_ASSIGNED', validate: 'DOCUMENTS_IN_ERROR', sendBack: null },
        }),
      ),
    );
    await renderPage();
    expect(await screen.findByText(/Dossier affecté à Youssef Bennani/)).toBeTruthy();
    expect(screen.getByTestId('assigned-advisor').textContent).toBe('Youssef Bennani');
    for (const name of ['Demander un document', "Renvoyer à l'investisseur", 'Valider le dossier'])
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: /Retirer/ })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('radio')).toBeNull());
  });
});

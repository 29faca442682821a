// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TReviewRequest } from '@cri/shared/schemas/advisor-review';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdministrationRequestAction } from './administration-request-action.tsx';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('fr');
});

const request: TReviewRequest = {
  id: 42,
  owner: 'ADMINISTRATION',
  administrationId: 4,
  administrationNameFr: 'Agence urbaine de Casablanca',
  administrationNameAr: 'الوكالة الحضرية للدار البيضاء',
  deadline: '2026-11-30',
  sentAt: '2026-11-23T09:00:00.000Z',
  comment: 'Avis technique',
  requestedAt: '2026-11-23T09:00:00.000Z',
  fulfilledAt: null,
};

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const reviewState = {
  projectId: 7,
  name: 'Hôtel Atlas',
  reference: 'CRI-7',
  latestPhase: 'COMPLEMENTS_IN_REVIEW',
  validatedAt: null,
  investorName: 'Karim Alami',
  architectEmail: '',
  procedures: [],
  documents: [],
  documentTypes: [],
  administrations: [],
  advisorId: null,
  assignedAdvisor: null,
  lastSentBackAt: null,
  sendBack: { rejected: [], requests: [] },
  advisors: [],
  abilities: { review: true, validate: true, requestFromAdministration: true, act: true, sendBack: false },
  blockers: { act: null, validate: null, sendBack: 'NOTHING_TO_SEND' },
};

async function confirmReceived() {
  await renderWithProviders(
    <AdministrationRequestAction projectId={7} request={request} documentName="Plan de situation" editable />,
  );
  expect(await screen.findByText('Attendu de Agence urbaine de Casablanca au plus tard le 30/11/2026')).toBeTruthy();
  expect(screen.getByText('Avis technique')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Marquer comme reçu' }));
  const dialog = await screen.findByRole('dialog');
  expect(
    within(dialog).getByText(/Confirmez-vous avoir reçu « Plan de situation » de Agence urbaine de Casablanca/),
  ).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la réception' }));
}

describe('AdministrationRequestAction', () => {
  it('shows who the document was asked of and by when, and records it received after confirmation', async () => {
    const fetchMock = vi.fn(async () => reply(200, reviewState));
    vi.stubGlobal('fetch', fetchMock);
    await confirmReceived();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/projects/7/document-requests/42/received');
    expect(init.method).toBe('PUT');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's translated message when the receipt was already recorded", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        reply(409, {
          status: 409,
          errorCode: 'DOCUMENT_REQUEST_FULFILLED',
          messageKey: 'advisorReview.errors.requestFulfilled',
          message: 'La réception de ce document est déjà enregistrée.',
        }),
      ),
    );
    await confirmReceived();
    expect((await screen.findByRole('alert')).textContent).toBe('La réception de ce document est déjà enregistrée.');
  });

  it('is read-only without the review ability, and speaks Arabic', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await changeLanguage('ar');
    await renderWithProviders(
      <AdministrationRequestAction projectId={7} request={request} documentName="Plan" editable={false} />,
    );
    expect(await screen.findByText('منتظرة من الوكالة الحضرية للدار البيضاء في أجل أقصاه 30/11/2026')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

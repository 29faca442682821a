// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TReviewState } from '@cri/shared/schemas/advisor-review';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChangeAdvisorControl } from './change-advisor-control.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const state: TReviewState = {
  projectId: 7,
  name: 'Hôtel Atlas',
  reference: 'CRI-7',
  latestPhase: 'IN_REVIEW',
  validatedAt: null,
  investorName: 'Karim Alami',
  architectEmail: '',
  procedures: [],
  documents: [],
  documentTypes: [],
  administrations: [],
  advisorId: 3,
  assignedAdvisor: { id: 3, firstName: 'Youssef', lastName: 'Bennani' },
  lastSentBackAt: null,
  sendBack: { rejected: [], requests: [] },
  advisors: [
    { id: 3, firstName: 'Youssef', lastName: 'Bennani' },
    { id: 5, firstName: 'Salma', lastName: 'Idrissi' },
  ],
  abilities: { review: true, validate: false, requestFromAdministration: true, act: true, sendBack: false },
  blockers: { act: null, validate: null, sendBack: 'NOTHING_TO_SEND' },
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('ChangeAdvisorControl', () => {
  it('offers the other advisors of the region and gives the file to the one chosen after confirmation', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('/update-advisor')
        ? json({ projectId: 7, latestPhase: 'IN_REVIEW', advisorId: 5, validatedAt: null })
        : json(state),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderWithProviders(<ChangeAdvisorControl state={state} />);
    expect(await screen.findByText('Conseiller actuel : Youssef Bennani')).toBeTruthy();
    const open = screen.getByRole('button', { name: 'Changer de conseiller' });
    expect(open).toHaveProperty('disabled', true);

    const select = screen.getAllByLabelText('Nouveau conseiller').find((e) => e.tagName === 'INPUT') as HTMLInputElement;
    fireEvent.click(select);
    const listbox = await screen.findByRole('listbox');
    // The advisor in charge is not offered.
    expect(within(listbox).queryByRole('option', { name: 'Youssef Bennani' })).toBeNull();
    fireEvent.click(within(listbox).getByRole('option', { name: 'Salma Idrissi' }));
    await waitFor(() => expect(open).toHaveProperty('disabled', false));
    fireEvent.click(open);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Le dossier sera confié à Salma Idrissi/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer le changement' }));
    expect(await screen.findByText('Le dossier est désormais confié à Salma Idrissi.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/projects/7/update-advisor');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ advisorId: 5 });
  });

  it('says so when no other active advisor exists in the region', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderWithProviders(
      <ChangeAdvisorControl state={{ ...state, advisors: [state.advisors[0] ?? { id: 3, firstName: 'Y', lastName: 'B' }] }} />,
    );
    expect(await screen.findByText('Aucun autre conseiller actif dans la région.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Changer de conseiller' })).toBeNull();
  });
});

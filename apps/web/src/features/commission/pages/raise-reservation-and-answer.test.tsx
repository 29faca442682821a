// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TCommission, TCommissionSession } from '@cri/shared/schemas/commission';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DecisionForm } from '../components/decision-form.tsx';
import RaiseReservationConfirmationPage from './raise-reservation-confirmation-page.tsx';
import RaiseReservationPage from './raise-reservation-page.tsx';

const decided: TCommission = {
  id: 4,
  projectId: 7,
  kind: 'INITIAL_DECISION',
  commissionDate: '2026-11-25',
  choice: 'FAVORABLE_WITH_RESTRICTIONS',
  commentsForInvestor: 'Réserve : hauteur limitée à R+3',
  commissionRecommendation: '',
  decidedAt: '2026-11-25T10:00:00.000Z',
  decidedBy: { id: 2, firstName: 'Karim', lastName: 'Bennani' },
  isSignaturesFinalized: false,
  reservationsLiftedAt: null,
  members: [],
};
const session = (commission: TCommission, raise: boolean): TCommissionSession => ({
  project: { id: 7, name: 'Hôtel Atlas', reference: 'CRI-02-7', cruiDate: '2026-11-25', latestPhase: 'REVIEWED_IN_CRUI' },
  commission,
  addableMembers: [],
  me: null,
  abilities: { manage: false, decide: false, beforeSession: false, giveOpinion: false, raiseReservation: raise },
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let current: TCommissionSession;
let puts: string[] = [];

beforeEach(() => {
  signInAs(['ROLE_ADVISOR']);
  current = session(decided, true);
  puts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'PUT') {
        puts.push(url.replace(/^.*\/backend\/api/, ''));
        if (url.endsWith('/raise-reservation')) {
          const lifted = { ...decided, reservationsLiftedAt: '2026-11-26T09:00:00.000Z' };
          current = session(lifted, false);
          return json(lifted);
        }
        return json(decided);
      }
      if (url.endsWith('/projects/7/commission-session')) return json(current);
      return json({});
    }),
  );
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('raise-reservation pages (decision 042)', () => {
  it('shows the reserves, confirms, and lands on the confirmation', async () => {
    await renderWithProviders(
      <MemoryRouter initialEntries={['/projects/7/raise-reservation']}>
        <Routes>
          <Route path="/projects/:id/raise-reservation" element={<RaiseReservationPage />} />
          <Route path="/projects/:id/raise-reservation-confirmation" element={<RaiseReservationConfirmationPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Levée des réserves' });
    expect(screen.getByText('Réserve : hauteur limitée à R+3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la levée des réserves' }));
    await screen.findByRole('heading', { level: 1, name: 'Réserves levées' });
    expect((await screen.findByTestId('reserves-lifted')).textContent).toBe('Réserves levées le 26/11/2026.');
    expect(puts).toEqual(['/projects/7/raise-reservation']);
  });

  it('offers nothing to confirm when the reserves are already lifted', async () => {
    current = session({ ...decided, reservationsLiftedAt: '2026-11-26T09:00:00.000Z' }, false);
    await renderWithProviders(
      <MemoryRouter initialEntries={['/projects/7/raise-reservation']}>
        <Routes>
          <Route path="/projects/:id/raise-reservation" element={<RaiseReservationPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Les réserves de ce dossier sont déjà levées.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmer la levée des réserves' })).toBeNull();
  });
});

describe('commission answer (spec 2 §4: leads on to the sign-minutes screen)', () => {
  it('goes to the minutes-signing page once the decision is recorded', async () => {
    await renderWithProviders(
      <MemoryRouter initialEntries={['/projects/7/commission']}>
        <Routes>
          <Route path="/projects/:id/commission" element={<DecisionForm projectId={7} projectName="Hôtel Atlas" />} />
          <Route path="/projects/:projectId/crui-signature-detail" element={<h1>Signatures du PV</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Favorable avec réserves' }));
    const submit = screen.getByRole('button', { name: 'Enregistrer la décision' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la décision' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await screen.findByRole('heading', { name: 'Signatures du PV' });
    expect(puts).toEqual(['/projects/7/commission-answer']);
  });
});

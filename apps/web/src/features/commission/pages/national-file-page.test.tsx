// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TCommission } from '@cri/shared/schemas/commission';
import type { TNationalCommissionFile } from '@cri/shared/schemas/national-commission';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import NationalFilePage from './national-file-page.tsx';

const decided: TCommission = {
  id: 9,
  projectId: 7,
  kind: 'INITIAL_DECISION',
  commissionDate: '2026-11-26',
  choice: 'UNFAVORABLE',
  commentsForInvestor: 'Foncier inadapté.',
  commissionRecommendation: '',
  decidedAt: '2026-11-26T10:00:00.000Z',
  decidedBy: { id: 3, firstName: 'Latifa', lastName: 'Skalli' },
  isSignaturesFinalized: false,
  reservationsLiftedAt: null,
  members: [],
};
const file = (decision: TCommission | null): TNationalCommissionFile => ({
  project: {
    id: 7,
    reference: 'CRI-02-7',
    name: 'Complexe Jorf Lasfar',
    investorName: 'Jorf SA',
    regionId: 2,
    cruiDate: null,
    latestPhase: decision ? 'REVIEWED_IN_CRUI' : 'FILLED',
    isAlreadyReprogrammed: false,
    totalInvestment: 2_100_000_000,
    competentCommission: 'NATIONAL',
    abilities: { program: false, deprogram: false },
    regionNameFr: 'Casablanca-Settat',
    regionNameAr: 'الدار البيضاء سطات',
    startTime: null,
    endTime: null,
    withinHours: null,
  },
  strategic: true,
  decision: decision ? (({ members: _m, ...rest }) => ({ ...rest, choice: 'UNFAVORABLE' as const }))(decision) : null,
  abilities: { decide: decision === null },
});

let current: TNationalCommissionFile;
let puts: string[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  signInAs(['ROLE_NATIONAL_COMMISSION']);
  current = file(null);
  puts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'PUT') {
        puts.push(url.replace(/^.*\/backend\/api/, ''));
        current = file(decided);
        return json(decided);
      }
      if (url.endsWith('/national-commission/projects/7')) return json(current);
      return json({});
    }),
  );
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('the national commission’s file page (decision 050)', () => {
  it('shows the strategic file, records the decision on the national route with the region’s form, then shows it', async () => {
    await renderWithProviders(
      <MemoryRouter initialEntries={['/national-commission/projects/7']}>
        <Routes>
          <Route path="/national-commission/projects/:id" element={<NationalFilePage />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Complexe Jorf Lasfar' });
    expect(screen.getByText('Commission nationale (projet stratégique)')).toBeTruthy();
    expect(screen.getByText('Casablanca-Settat')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Défavorable' }));
    const submit = screen.getByRole('button', { name: 'Enregistrer la décision' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la décision' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Foncier inadapté.')).toBeTruthy();
    expect(puts).toEqual(['/projects/7/national-commission-answer']);
    expect(screen.queryByRole('button', { name: 'Enregistrer la décision' })).toBeNull();
  });
});

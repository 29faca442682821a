// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TInfoQuestion, TProjectInfos } from '@cri/shared/schemas/project-infos';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import ProjectInfosPage from './project-infos-page.tsx';

const question = (
  over: Partial<TInfoQuestion> & Pick<TInfoQuestion, 'infoTypeId' | 'code' | 'answerDataType' | 'nameFr'>,
): TInfoQuestion => ({
  nameAr: over.nameFr,
  category: 'FINANCIAL',
  required: true,
  unit: null,
  validationRuleCode: null,
  summableKind: null,
  choices: [],
  ...over,
});

const data: TProjectInfos = {
  projectId: 42,
  projectName: 'Hôtel Atlas',
  questions: [
    question({
      infoTypeId: 1,
      code: 'INVESTMENT_AMOUNT',
      nameFr: "Montant total de l'investissement",
      answerDataType: 'NUMBER',
      unit: 'DH',
    }),
    question({ infoTypeId: 2, code: 'EQUITY_SHARE', nameFr: 'Part des fonds propres', answerDataType: 'PERCENTAGE' }),
    question({
      infoTypeId: 4,
      code: 'FOREIGN_SHARE',
      nameFr: "Part de l'investissement étranger",
      answerDataType: 'PERCENTAGE',
      required: false,
    }),
    question({
      infoTypeId: 13,
      code: 'WORKS_START_DATE',
      nameFr: 'Date de démarrage',
      answerDataType: 'DATE',
      category: 'KICKOFF',
      summableKind: 'KICKOFF_DATE',
    }),
    question({
      infoTypeId: 14,
      code: 'WORKS_END_DATE',
      nameFr: "Date d'achèvement",
      answerDataType: 'DATE',
      category: 'KICKOFF',
      summableKind: 'FINALISATION_DATE',
    }),
  ],
  infos: [
    { infoTypeId: 1, value: null, choiceItemId: null },
    { infoTypeId: 2, value: null, choiceItemId: null, otherValue: null },
    { infoTypeId: 4, value: null, choiceItemId: null, otherValue: null },
    { infoTypeId: 13, value: null, choiceItemId: null },
    { infoTypeId: 14, value: null, choiceItemId: null },
  ],
  exploitationYears: [],
  lands: [],
  landOptions: { legalStatuses: [], fundamentalReferenceTypes: [], communes: [] },
  abilities: { edit: true },
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
let sent: unknown[] = [];
let answer: () => Response = () => json(data);
let served: TProjectInfos = data;

beforeEach(() => {
  signInAs(['ROLE_INVESTOR']);
  sent = [];
  served = data;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/projects/42/submit-details')) {
        sent.push(JSON.parse(String(init?.body)));
        return answer();
      }
      if (url.endsWith('/projects/42/infos')) return json(served);
      return json([]);
    }),
  );
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/projects/42/infos']}>
      <Routes>
        <Route path="/projects/:id/infos" element={<ProjectInfosPage />} />
        <Route path="/projects/:id/details" element={<p>étape suivante</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('project infos page', () => {
  it('computes the other share, marks optional questions and rebuilds the years from the dates', async () => {
    renderPage();
    const equity = await screen.findByLabelText(/Part des fonds propres/);
    fireEvent.change(equity, { target: { value: '70' } });
    const others = screen.getAllByLabelText(/Autres financements/);
    expect((others[0] as HTMLInputElement).disabled).toBe(true);
    await waitFor(() => expect((others[0] as HTMLInputElement).value).toBe('30'));
    expect(screen.getByText(/non obligatoire/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Date de démarrage/), { target: { value: '01/03/2027' } });
    fireEvent.change(screen.getByLabelText(/Date d'achèvement/), { target: { value: '30/06/2028' } });
    expect(await screen.findByText('01/03/2027 – 31/12/2027')).toBeTruthy();
    expect(screen.getByText('01/01/2028 – 30/06/2028')).toBeTruthy();
  });

  it('keeps the answers and shows the server field error under its field', async () => {
    answer = () =>
      json(
        {
          status: 422,
          errorCode: 'SUM_IS_GREATER_THAN_HUNDRED',
          message: 'x',
          messageKey: 'errors.SUM_IS_GREATER_THAN_HUNDRED',
          fieldErrors: [
            { field: 'infos.0.value', messageKey: 'framingForms.request.form.totalInvestmentAmount.notEqualsListYearAmount' },
          ],
        },
        422,
      );
    renderPage();
    const amount = await screen.findByLabelText(/Montant total/);
    fireEvent.change(amount, { target: { value: '3000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(
      await screen.findByText("Le montant total de l'investissement doit être égal à la somme des montants annuels."),
    ).toBeTruthy();
    expect(sent[0]).toMatchObject({ complete: false });
    expect((sent[0] as { infos: unknown[] }).infos[0]).toEqual({ infoTypeId: 1, value: '3000000', choiceItemId: null });
    expect((amount as HTMLInputElement).value).toBe('3 000 000');
  });

  it('refuses to continue without the required answers, before any call', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer et continuer' }));
    expect((await screen.findAllByText('Ce champ est obligatoire')).length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });

  it('marks the answers prefilled from the questionnaire, until the investor changes them, and saves them (issue 13)', async () => {
    served = {
      ...data,
      infos: data.infos.map((a) => (a.infoTypeId === 1 ? { ...a, value: '5000000' } : a)),
      prefilled: [1],
    };
    renderPage();
    const amount = await screen.findByRole('textbox', {
      name: /Montant total/,
      description: /Prérempli depuis votre questionnaire de cadrage/,
    });
    expect((amount as HTMLInputElement).value).toBe('5 000 000');
    expect(screen.getByText(/Certaines réponses sont préremplies/)).toBeTruthy();
    expect(screen.getAllByText('Prérempli depuis votre questionnaire de cadrage')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0] as { infos: unknown[] }).infos[0]).toEqual({ infoTypeId: 1, value: '5000000', choiceItemId: null });
    fireEvent.change(amount, { target: { value: '6000000' } });
    await waitFor(() => expect(screen.queryByText('Prérempli depuis votre questionnaire de cadrage')).toBeNull());
  });

  it("shows the region's advisor the saved answers read-only: no save, inputs disabled, no wizard steps (issue 13)", async () => {
    signInAs(['ROLE_ADVISOR']);
    served = {
      ...data,
      infos: data.infos.map((a) => (a.infoTypeId === 13 ? { ...a, value: '2027-03-01' } : a)),
      abilities: { edit: false },
    };
    renderPage();
    expect(await screen.findByText(/Seul l'investisseur peut les modifier/)).toBeTruthy();
    const start = screen.getByLabelText(/Date de démarrage/) as HTMLInputElement;
    expect(start.value).toBe('01/03/2027');
    expect(start.disabled).toBe(true);
    expect((screen.getByLabelText(/Montant total/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enregistrer le brouillon' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enregistrer et continuer' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Étapes du dépôt' })).toBeNull();
  });
});

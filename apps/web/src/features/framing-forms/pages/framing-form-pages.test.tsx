// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import { LAND_EXISTS, questionnaire } from '@cri/shared/fixtures/builders';
import type { TFramingForm, TRecommendedProcedure } from '@cri/shared/schemas/framing-forms';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import FramingFormPage from './framing-form-page.tsx';
import FramingFormProceduresPage from './framing-form-procedures-page.tsx';

const form: TFramingForm = {
  id: 5,
  investorUsername: 'amina.benali@example.ma',
  advisorId: null,
  projectId: null,
  appointmentId: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  abilities: { edit: true, createProject: true, assign: false },
  ...questionnaire({ ...LAND_EXISTS, subcategoryId: null, description: 'Un hôtel de 120 chambres.', yearlyResults: [] }),
};

const recommended: TRecommendedProcedure[] = [
  {
    id: 3,
    code: 'BUILDING_PERMIT',
    nameFr: 'Permis de construire hors zones franches',
    nameAr: 'رخصة البناء خارج المناطق الحرة',
    category: 'URBAN_PLANNING',
    reasons: [{ ruleId: 4, reasonFr: 'Vous prévoyez un programme de construction.', reasonAr: 'تعتزمون إنجاز برنامج بناء.' }],
  },
];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const error = (status: number, errorCode: string, messageKey: string, fieldErrors?: unknown) =>
  json({ status, errorCode, messageKey, message: errorCode, ...(fieldErrors ? { fieldErrors } : {}) }, status);

let saveAnswers: Response[] = [];
let captchaCalls = 0;
let sent: { url: string; body: unknown }[] = [];

beforeEach(() => {
  signInAs(['ROLE_INVESTOR']);
  captchaCalls = 0;
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.body) sent.push({ url, body: JSON.parse(String(init.body)) });
      if (url.endsWith('/captcha')) {
        captchaCalls += 1;
        return json({ captchaId: `00000000-0000-4000-8000-00000000000${captchaCalls}`, image: '<svg></svg>' });
      }
      if (url.includes('/framing-forms/update-first-step/5'))
        return saveAnswers.shift() ?? error(500, 'INTERNAL', 'errors.INTERNAL');
      if (url.endsWith('/framing-forms/5/recommended-procedures')) return json(recommended);
      if (url.endsWith('/framing-forms/5/create-project')) return json({ projectId: 42 }, 201);
      if (url.endsWith('/framing-forms/5')) return json(form);
      if (url.endsWith('/choices')) return json({});
      return json([]);
    }),
  );
});

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const renderAt = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/framing-form/:id" element={<FramingFormPage />} />
        <Route path="/framing-forms/:id/procedures" element={<FramingFormProceduresPage />} />
        <Route path="/reach-max-attemps/error" element={<p>page max</p>} />
        <Route path="/projects/:id/infos" element={<p>page projet</p>} />
        <Route path="/meetings/:id" element={<p>page rendez-vous</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('questionnaire form (edit)', () => {
  it('keeps every answer on a wrong captcha, shows "Captcha invalide" and fetches a new image', async () => {
    saveAnswers = [
      error(422, 'INVALID_CAPTCHA', 'errors.INVALID_CAPTCHA', [{ field: 'captchaAnswer', messageKey: 'errors.INVALID_CAPTCHA' }]),
    ];
    await renderAt('/framing-form/5');
    const name = await screen.findByRole('textbox', { name: /Nom du projet/ });
    expect(name).toHaveProperty('value', 'Hôtel Atlas');
    fireEvent.change(name, { target: { value: 'Hôtel Atlas Premium' } });
    fireEvent.change(screen.getByLabelText("Recopiez les caractères de l'image"), { target: { value: 'abcde' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et voir les procédures' }));
    expect((await screen.findAllByText('Captcha invalide')).length).toBeGreaterThan(0);
    await waitFor(() => expect(captchaCalls).toBe(2));
    expect(screen.getByRole('textbox', { name: /Nom du projet/ })).toHaveProperty('value', 'Hôtel Atlas Premium');
    expect(screen.getByLabelText("Recopiez les caractères de l'image")).toHaveProperty('value', '');
    const body = sent.find((s) => s.url.includes('update-first-step'))?.body as { framingForm: { projectName: string } };
    expect(body.framingForm.projectName).toBe('Hôtel Atlas Premium');
  });

  it('goes to the max-attempts page on 429, and to the linked appointment when one comes back', async () => {
    saveAnswers = [error(429, 'TOO_MANY_REQUESTS', 'errors.TOO_MANY_REQUESTS')];
    await renderAt('/framing-form/5');
    await screen.findByRole('textbox', { name: /Nom du projet/ });
    fireEvent.change(screen.getByLabelText("Recopiez les caractères de l'image"), { target: { value: 'abcde' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et voir les procédures' }));
    expect(await screen.findByText('page max')).toBeTruthy();

    cleanup();
    saveAnswers = [json({ id: 5, appointmentId: 9 })];
    await renderAt('/framing-form/5');
    await screen.findByRole('textbox', { name: /Nom du projet/ });
    fireEvent.change(screen.getByLabelText("Recopiez les caractères de l'image"), { target: { value: 'abcde' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et voir les procédures' }));
    expect(await screen.findByText('page rendez-vous')).toBeTruthy();
  });
});

describe('questionnaire years', () => {
  it('shows a year as typed, without a thousands separator ("2027", never "2 027"; issue 13)', async () => {
    await renderAt('/framing-form/5');
    await screen.findByRole('textbox', { name: /Nom du projet/ });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une année' }));
    const year = (await screen.findByRole('textbox', { name: /^Année/ })) as HTMLInputElement;
    expect(year.value).toMatch(/^\d{4}$/);
    fireEvent.change(year, { target: { value: '2031' } });
    expect(year.value).toBe('2031');
  });
});

describe('recommended procedures', () => {
  it('shows each procedure with its reason, ticked, and creates the project with the chosen ones', async () => {
    await renderAt('/framing-forms/5/procedures');
    expect(await screen.findByText('Vous prévoyez un programme de construction.')).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: /Permis de construire hors zones franches/ });
    expect(box).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon projet' }));
    expect(await screen.findByText('page projet')).toBeTruthy();
    expect(sent.find((s) => s.url.endsWith('/create-project'))?.body).toEqual({ procedureIds: [3] });
  });
});

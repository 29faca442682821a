// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import { emptyProjectForm } from '@cri/shared/schemas/project-form';
import type { TProject } from '@cri/shared/schemas/projects';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import ProjectDetailsPage from './project-details-page.tsx';

const project: TProject = {
  id: 7,
  name: 'Hôtel Atlas',
  regionId: 2,
  regionNameFr: 'Casablanca-Settat',
  regionNameAr: 'الدار البيضاء سطات',
  framingFormId: 5,
  advisorId: null,
  creationStage: 12,
  createdAt: '2026-11-20T09:00:00.000Z',
  procedureList: [],
  reference: null,
  provinceId: null,
  form: emptyProjectForm('Hôtel Atlas'),
  architectRequired: false,
  totals: { totalInvestment: 0, totalJobs: 0, dominantSectorId: null },
  abilities: { edit: true },
};

const commune = {
  id: 501,
  code: 'C501',
  provinceId: 50,
  regionId: 2,
  nameFr: 'Casablanca',
  nameAr: 'الدار البيضاء',
  kind: 'URBAN',
  rokhas: true,
  gir: false,
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
let saveAnswers: Response[] = [];
let sent: { url: string; body: unknown }[] = [];
let served: TProject = project;

beforeEach(() => {
  signInAs(['ROLE_INVESTOR']);
  sent = [];
  served = project;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'PUT') {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        return saveAnswers.shift() ?? json(project);
      }
      if (url.endsWith('/projects/7')) return json(served);
      if (url.endsWith('/communes')) return json([commune]);
      if (url.endsWith('/sectors'))
        return json([{ id: 2, parentId: null, level: 'SECTOR', code: 'TOURISM', nameFr: 'Tourisme', nameAr: 'السياحة' }]);
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

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/projects/7/details']}>
      <Routes>
        <Route path="/projects/:id/details" element={<ProjectDetailsPage />} />
        <Route path="/projects/:id/documents" element={<p>page documents</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('project form (/projects/{id}/details)', () => {
  it('shows the deposit steps, the recap now open (issue 5)', async () => {
    await renderPage();
    await screen.findByRole('textbox', { name: /Nom du projet/ });
    const steps = screen.getByRole('navigation', { name: 'Étapes du dépôt' });
    expect(steps.textContent).toContain('Informations');
    expect(steps.textContent).toContain('Récapitulatif');
    const recap = screen.getByText('Récapitulatif').closest('button');
    expect(recap?.disabled).toBe(false);
    expect(screen.getByText('Documents').closest('button')?.disabled).toBe(false);
  });

  it('shows a translated error under the field, keeps the input, and maps the server field errors', async () => {
    await renderPage();
    const name = await screen.findByRole('textbox', { name: /Nom du projet/ });
    expect(name).toHaveProperty('value', 'Hôtel Atlas');
    const description = screen.getByRole('textbox', { name: /Description du projet/ });
    fireEvent.change(description, { target: { value: 'Un hôtel de 120 chambres.' } });
    const zip = screen.getByRole('textbox', { name: /^Code postal/ });
    fireEvent.change(zip, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(await screen.findByText('Le code postal comporte 5 chiffres.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(zip, { target: { value: '20000' } });
    saveAnswers = [
      json(
        {
          status: 422,
          errorCode: 'VALIDATION_FAILED',
          messageKey: 'errors.VALIDATION_FAILED',
          message: 'VALIDATION_FAILED',
          fieldErrors: [{ field: 'project.address', messageKey: 'projects.validation.tooLong' }],
        },
        422,
      ),
    ];
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(await screen.findByText('Ce texte est trop long.')).toBeTruthy();
    const body = sent[0]?.body as { complete: boolean; project: { description: string; zipCode: string } };
    expect(body).toMatchObject({ complete: false, project: { description: 'Un hôtel de 120 chambres.', zipCode: '20000' } });
    expect(screen.getByRole('textbox', { name: /Description du projet/ })).toHaveProperty('value', 'Un hôtel de 120 chambres.');

    // Continuing checks every rule, on the web first: nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(await screen.findByText('Vous devez certifier être le représentant habilité du projet.')).toBeTruthy();
    expect(screen.getByText('Ajoutez au moins une composante.')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it('adds component and partner rows, and shows the running sum of the parts', async () => {
    await renderPage();
    await screen.findByRole('textbox', { name: /Nom du projet/ });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un associé' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un associé' }));
    const parts = screen.getAllByRole('textbox', { name: /Part sociale/ });
    fireEvent.change(parts[0] as HTMLElement, { target: { value: '60' } });
    fireEvent.change(parts[1] as HTMLElement, { target: { value: '41' } });
    await waitFor(() => expect(screen.getByText('Total des parts sociales : 101 %')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(await screen.findByText('La somme des parts sociales ne doit pas dépasser 100 %.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une composante' }));
    expect(screen.getByRole('heading', { name: 'Composante 1' })).toBeTruthy();
  });

  it('marks the prefilled fields with where they come from, until changed (issue 13)', async () => {
    served = {
      ...project,
      form: {
        ...emptyProjectForm('Hôtel Atlas'),
        description: 'Un hôtel de 120 chambres.',
        companyLegalFormFamilyId: 2127,
        companyCorporateName: 'Atlas Invest SARL',
      },
      prefilled: [
        { field: 'description', source: 'QUESTIONNAIRE' },
        { field: 'companyLegalFormFamilyId', source: 'QUESTIONNAIRE' },
        { field: 'companyCorporateName', source: 'PROFILE' },
      ],
    };
    await renderPage();
    const description = await screen.findByRole('textbox', {
      name: /Description du projet/,
      description: /Prérempli depuis votre questionnaire de cadrage/,
    });
    expect(description).toHaveProperty('value', 'Un hôtel de 120 chambres.');
    const company = screen.getByRole('textbox', { name: /Raison sociale/, description: /Prérempli depuis votre profil/ });
    expect(company).toHaveProperty('value', 'Atlas Invest SARL');
    expect(screen.getByText(/Certains champs sont préremplis/)).toBeTruthy();
    // Edited, the value is the investor's own: the note goes.
    fireEvent.change(company, { target: { value: 'Atlas Hôtels SA' } });
    await waitFor(() => expect(screen.queryByText('Prérempli depuis votre profil')).toBeNull());
    // The name, never prefilled, has no note.
    expect(screen.getByRole('textbox', { name: /Nom du projet/ }).getAttribute('aria-describedby') ?? '').not.toMatch(
      /description/,
    );
  });

  it('types the commercial register date DD/MM/YYYY like every date, not in the browser picker (issue 13)', async () => {
    served = {
      ...project,
      form: {
        ...emptyProjectForm('Hôtel Atlas'),
        companyLegalFormFamilyId: 2127,
        commercialRegisterImmatriculationDate: '2024-03-15',
      },
    };
    await renderPage();
    const date = (await screen.findByRole('textbox', {
      name: /Date d'immatriculation au registre de commerce/,
    })) as HTMLInputElement;
    expect(date.type).toBe('text');
    expect(date.value).toBe('15/03/2024');
    fireEvent.change(date, { target: { value: '01/02/2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ project: { commercialRegisterImmatriculationDate: '2025-02-01' } });
  });

  it("shows the region's advisor the investor's form read-only, without the wizard nor any save (issue 13)", async () => {
    signInAs(['ROLE_ADVISOR']);
    served = {
      ...project,
      abilities: { edit: false },
      form: { ...emptyProjectForm('Hôtel Atlas'), description: 'Un hôtel de 120 chambres.' },
    };
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Formulaire du projet' })).toBeTruthy();
    expect(screen.getByText(/Seul l'investisseur peut le modifier/)).toBeTruthy();
    const description = screen.getByRole('textbox', { name: /Description du projet/ }) as HTMLTextAreaElement;
    expect(description.value).toBe('Un hôtel de 120 chambres.');
    expect(description.matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enregistrer le brouillon' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enregistrer et continuer' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Étapes du dépôt' })).toBeNull();
  });
});

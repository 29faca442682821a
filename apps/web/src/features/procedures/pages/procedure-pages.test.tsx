// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TDocumentTypeDetail, TProcedureDetail, TProcedureSummary } from '@cri/shared/schemas/procedures';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import ProcedureDetailPage from './procedure-detail-page.tsx';
import ProceduresPage from './procedures-page.tsx';
import ProvidedDocumentPage from './provided-document-page.tsx';

const summaries: TProcedureSummary[] = [
  {
    id: 1,
    code: 'AVNA_PROVISIONAL',
    nameFr: 'Attestation provisoire de vocation non agricole',
    nameAr: 'الشهادة المؤقتة للصبغة غير الفلاحية',
    category: 'LAND',
    shortDescriptionFr: 'Atteste la vocation.',
    shortDescriptionAr: 'تثبت الصبغة.',
  },
  {
    id: 3,
    code: 'BUILDING_PERMIT',
    nameFr: 'Permis de construire hors zones franches',
    nameAr: 'رخصة البناء خارج المناطق الحرة',
    category: 'URBAN_PLANNING',
    shortDescriptionFr: 'Autorise la construction.',
    shortDescriptionAr: 'ترخص البناء.',
  },
];

const docType = (id: number, code: string, nameFr: string, fee: number) => ({
  id,
  code,
  nameFr,
  nameAr: `${nameFr} (ar)`,
  descriptionFr: `Description de ${nameFr}`,
  descriptionAr: 'وصف',
  mimeType: 'application/pdf,image/jpeg',
  deliveredByAdministration: false,
  documentCollectionFee: fee,
  templateTitleFr: null,
  templateTitleAr: null,
  templateFile: null,
});

const detail: TProcedureDetail = {
  id: 3,
  code: 'BUILDING_PERMIT',
  nameFr: 'Permis de construire hors zones franches',
  nameAr: 'رخصة البناء خارج المناطق الحرة',
  descriptionFr: 'Autorise la construction.',
  descriptionAr: 'ترخص البناء.',
  legalContextFr: 'Loi n° 12-90 relative à l’urbanisme.',
  legalContextAr: 'القانون رقم 12.90',
  incitationFr: 'Guichet unique.',
  incitationAr: 'شباك وحيد.',
  archived: false,
  category: 'URBAN_PLANNING',
  templateCode: 'BUILDING_PERMIT',
  maxSchedulingDelay: 30,
  investorPaymentDelay: 1,
  investorTechnicalSheetDelay: 10,
  validationAdministrationDelay: 7,
  regionId: null,
  timelineImage: {
    path: '/backend/api/procedures/3/timeline-image?v=0123456789abcdef',
    altFr: 'Dépôt, commission, décision en 30 jours',
    altAr: 'الإيداع، اللجنة، القرار في 30 يوما',
  },
  documents: [
    { required: true, documentType: docType(10, 'URBAN_PLANNING_NOTE', 'Note de renseignements urbanistiques', 1234) },
    { required: false, documentType: docType(12, 'SITE_PHOTOS', 'Photos du site', 0) },
  ],
  infos: [
    {
      infoTypeId: 1,
      nameFr: "Montant de l'investissement",
      nameAr: 'مبلغ الاستثمار',
      answerDataType: 'NUMBER',
      unit: 'DH',
      required: true,
    },
    {
      infoTypeId: 2,
      nameFr: 'Emplois indirects',
      nameAr: 'مناصب الشغل غير المباشرة',
      answerDataType: 'NUMBER',
      unit: null,
      required: false,
    },
  ],
};

const memo: TDocumentTypeDetail = {
  ...docType(18, 'PROJECT_MEMO', 'Note de présentation du projet', 0),
  templateTitleFr: 'Modèle de note de présentation',
  templateTitleAr: 'نموذج مذكرة التقديم',
  templateFile: '/backend/api/document-types/18/template',
  required: true,
  collectable: false,
  providerFr: null,
  providerAr: null,
  procedures: [{ id: 3, nameFr: 'Permis de construire hors zones franches', nameAr: 'رخصة البناء', required: true }],
  regionFees: [{ regionId: 2, documentCollectionFee: 150 }],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/procedures/active')) return json(summaries);
      if (url.endsWith('/procedures/3')) return json(detail);
      if (url.endsWith('/document-types/18')) return json(memo);
      if (url.includes('/document-types/')) {
        return json({ status: 404, errorCode: 'NOT_FOUND', messageKey: 'errors.NOT_FOUND', message: 'Not found' }, 404);
      }
      if (url.includes('/procedures/')) {
        return json({ status: 404, errorCode: 'NOT_FOUND', messageKey: 'errors.NOT_FOUND', message: 'Not found' }, 404);
      }
      if (url.includes('/regions')) return json([]);
      return json([]);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAt = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/procedures" element={<ProceduresPage />} />
        <Route path="/procedures/:id" element={<ProcedureDetailPage />} />
        <Route path="/provided-document/:id" element={<ProvidedDocumentPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('ProceduresPage', () => {
  it('lists the procedures as cards leading to their page, and filters them by name', async () => {
    await renderAt('/procedures');
    const link = await screen.findByRole('link', { name: /Voir la procédure : Permis de construire/ });
    expect(link.getAttribute('href')).toBe('/procedures/3');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('2 procédures')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Rechercher une procédure'), { target: { value: 'vocation' } });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Attestation provisoire de vocation non agricole');

    fireEvent.change(screen.getByLabelText('Rechercher une procédure'), { target: { value: 'introuvable' } });
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('Aucune procédure ne correspond à votre recherche.')).toBeTruthy();
  });
});

describe('ProcedureDetailPage', () => {
  it('shows every field, the documents with their fee and the infos', async () => {
    await renderAt('/procedures/3');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Permis de construire hors zones franches');
    expect(screen.getByText('Loi n° 12-90 relative à l’urbanisme.')).toBeTruthy();
    expect(screen.getByText('Guichet unique.')).toBeTruthy();
    expect(screen.getByText('30 jours ouvrables')).toBeTruthy();
    expect(screen.getByText('1 jour ouvrable')).toBeTruthy();
    expect(screen.getByText('Note de renseignements urbanistiques')).toBeTruthy();
    expect(screen.getByTestId('fee-URBAN_PLANNING_NOTE').textContent).toBe('Frais de collecte : 1 234 DH');
    expect(screen.getByTestId('fee-SITE_PHOTOS').textContent).toBe('Sans frais de collecte');
    expect(screen.getAllByText('facultatif').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Formats acceptés : PDF, JPEG')).toHaveLength(2);
    expect(screen.getByText("Montant de l'investissement")).toBeTruthy();
    expect(screen.getByText('(Nombre, facultatif)')).toBeTruthy();
    // The timeline image (decision 098): its versioned address, described in the page's language, loaded lazily.
    const timeline = screen.getByRole('img', { name: 'Dépôt, commission, décision en 30 jours' });
    expect(timeline.getAttribute('src')).toBe('/backend/api/procedures/3/timeline-image?v=0123456789abcdef');
    expect(timeline.getAttribute('loading')).toBe('lazy');
  });

  it('says an unknown or malformed procedure does not exist', async () => {
    await renderAt('/procedures/9999');
    expect((await screen.findByRole('alert')).textContent).toBe("Cette procédure n'existe pas.");
    cleanup();
    await renderAt('/procedures/abc');
    expect((await screen.findByRole('alert')).textContent).toBe("Cette procédure n'existe pas.");
  });
});

describe('ProvidedDocumentPage', () => {
  it('shows the document, its template, its fees and the procedures asking for it', async () => {
    await renderAt('/provided-document/18');
    expect(await screen.findByRole('heading', { level: 1, name: 'Note de présentation du projet' })).toBeTruthy();
    const template = screen.getByRole('link', { name: /Télécharger le modèle : Modèle de note de présentation/ });
    expect(template.getAttribute('href')).toBe('/backend/api/document-types/18/template');
    expect(screen.getByTestId('document-fees').textContent).toContain('150');
    const procedure = screen.getByRole('link', { name: 'Permis de construire hors zones franches' });
    expect(procedure.getAttribute('href')).toBe('/procedures/3');
  });

  it('links each document of a procedure to its page', async () => {
    await renderAt('/procedures/3');
    const link = await screen.findByRole('link', { name: 'Note de renseignements urbanistiques' });
    expect(link.getAttribute('href')).toBe('/provided-document/10');
  });

  it('says an unknown document does not exist', async () => {
    await renderAt('/provided-document/4242');
    expect(await screen.findByText("Ce document n'existe pas.")).toBeTruthy();
  });
});

import '../../../test/setup-dom.ts';
import arErrors from '@cri/i18n/ar/errors.json';
import arInvestors from '@cri/i18n/ar/investors.json';
import frErrors from '@cri/i18n/fr/errors.json';
import frInvestors from '@cri/i18n/fr/investors.json';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

// jsdom has no scrolling; Mantine's combobox scrolls the selected option into view.
Element.prototype.scrollIntoView ??= () => {};

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** One investor page at `url` (route `path`) with the real catalogues; other paths show the location. */
export async function renderInvestorPage({ page, path, url }: { page: ReactElement; path: string; url: string }) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'fr',
    fallbackLng: 'fr',
    resources: { fr: { translation: { ...frInvestors, ...frErrors } }, ar: { translation: { ...arInvestors, ...arErrors } } },
    interpolation: { escapeValue: false },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MantineProvider theme={{ respectReducedMotion: true }} env="test">
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={page} />
              <Route path="*" element={<WhereAmI />} />
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const item = (id: number, listName: string, code: string, labelFr: string, extra: object = {}) => ({
  id,
  listName,
  code,
  labelFr,
  labelAr: labelFr,
  parentId: null,
  groupCode: null,
  isDefault: false,
  sortOrder: id,
  ...extra,
});

/** A small GET /choices answer with the ids the shared rules name. */
export const CHOICES = {
  TitleCategory: [item(1001, 'TitleCategory', 'MISTER', 'M.'), item(1002, 'TitleCategory', 'MISS', 'Mme')],
  DocumentTypeCategory: [
    item(1011, 'DocumentTypeCategory', 'CIN', 'CIN', { groupCode: 'MOROCCAN' }),
    item(1012, 'DocumentTypeCategory', 'PASSPORT', 'Passeport', { groupCode: 'FOREIGN' }),
    item(1013, 'DocumentTypeCategory', 'RESIDENCE_CARD', 'Carte de séjour', { groupCode: 'FOREIGN' }),
  ],
  Nationality: [
    item(1201, 'Nationality', 'MA', 'Marocaine', { groupCode: 'MOROCCAN', isDefault: true }),
    item(1221, 'Nationality', 'FR', 'Française', { groupCode: 'FOREIGN' }),
  ],
  CompanyLegalFormFamily: [
    item(2127, 'CompanyLegalFormFamily', 'LEGAL_PERSON', 'Personne morale'),
    item(2128, 'CompanyLegalFormFamily', 'NATURAL_PERSON', 'Personne physique'),
  ],
  ProfessionType: [
    item(2301, 'ProfessionType', 'MANAGER', 'Gérant', { parentId: 2127 }),
    item(2311, 'ProfessionType', 'FARMER', 'Agriculteur', { parentId: 2128 }),
  ],
};

export const COMMUNES = [
  { id: 5, code: 'C5', provinceId: 2, regionId: 2, nameFr: 'Anfa', nameAr: 'أنفا', kind: 'URBAN', rokhas: false, gir: false },
];

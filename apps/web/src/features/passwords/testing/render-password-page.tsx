import arAuth from '@cri/i18n/ar/auth.json';
import arCommon from '@cri/i18n/ar/common.json';
import arErrors from '@cri/i18n/ar/errors.json';
import arPasswords from '@cri/i18n/ar/passwords.json';
import frAuth from '@cri/i18n/fr/auth.json';
import frCommon from '@cri/i18n/fr/common.json';
import frErrors from '@cri/i18n/fr/errors.json';
import frPasswords from '@cri/i18n/fr/passwords.json';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { polyfillDom } from '../../../test/render-auth-page.tsx';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** One password page at `url` with the auth, errors and passwords catalogues; other paths show the location. */
export async function renderPasswordPage({
  page,
  path,
  url,
  lng = 'fr',
}: {
  page: ReactElement;
  path: string;
  url: string;
  lng?: 'fr' | 'ar';
}) {
  polyfillDom();
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'fr',
    resources: {
      fr: { translation: { ...frAuth, ...frErrors, ...frPasswords, ...frCommon } },
      ar: { translation: { ...arAuth, ...arErrors, ...arPasswords, ...arCommon } },
    },
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

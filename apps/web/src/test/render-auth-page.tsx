import arAuth from '@cri/i18n/ar/auth.json';
import arCommon from '@cri/i18n/ar/common.json';
import arErrors from '@cri/i18n/ar/errors.json';
import frAuth from '@cri/i18n/fr/auth.json';
import frCommon from '@cri/i18n/fr/common.json';
import frErrors from '@cri/i18n/fr/errors.json';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** jsdom lacks the media-query and resize APIs Mantine reads on mount. */
export function polyfillDom() {
  window.matchMedia ??= (query: string) =>
    ({
      media: query,
      matches: false,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  if (!('ResizeObserver' in window)) {
    Object.assign(window, {
      ResizeObserver: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    });
  }
}

/** The real catalogues, merged as the app merges them, in a private i18next instance. */
export async function makeI18n(lng: 'fr' | 'ar' = 'fr') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'fr',
    resources: {
      fr: { translation: { ...frAuth, ...frErrors, ...frCommon } },
      ar: { translation: { ...arAuth, ...arErrors, ...arCommon } },
    },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** Shows where the page navigated to, so a test can assert the redirect. */
function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders one auth page at `url` (route `path`) inside the app's providers; other paths show the location. */
export async function renderAuthPage({
  page,
  path,
  url,
  extraRoutes = [],
}: {
  page: ReactElement;
  path: string;
  url: string;
  /** Other real pages the flow under test reaches. */
  extraRoutes?: { path: string; element: ReactElement }[];
}) {
  polyfillDom();
  const i18n = await makeI18n();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MantineProvider theme={{ respectReducedMotion: true }} env="test">
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={page} />
              {extraRoutes.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
              <Route path="*" element={<WhereAmI />} />
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

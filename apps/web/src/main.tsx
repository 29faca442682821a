import { paths } from '@cri/shared/paths';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider.tsx';
import { ROUTES } from './app/route-table.ts';
import { createAppRouter } from './app/router.tsx';
import { getAccessToken } from './lib/auth/session.ts';
import { initI18n } from './lib/i18n/i18n.ts';
import { readStoredLanguage } from './lib/i18n/language-storage.ts';

// The catalogue of the chosen language is loaded before the first render: no flash of raw keys. A visitor
// opening the home page waits only for the part the home page shows (decision 096).
const firstPaintOnly = window.location.pathname === paths.home && getAccessToken() === null;

// index.html holds the home page prerendered in French (#root) and Arabic (#root-ar), one of them shown by
// public/boot.js before this script ran (decision 105). A visitor on the home page gets the one of their
// language hydrated where it stands (no node moves: the page painted stays the page), the other removed;
// anyone else gets an empty root, rendered from scratch.
const { root, hydrate } = takeRoot();

function takeRoot(): { root: HTMLElement | null; hydrate: boolean } {
  const french = document.getElementById('root');
  const arabic = document.getElementById('root-ar');
  document.documentElement.removeAttribute('data-prerender');
  if (!french || !arabic) return { root: french, hydrate: false };
  if (!firstPaintOnly) {
    arabic.remove();
    french.replaceChildren();
    return { root: french, hydrate: false };
  }
  if (readStoredLanguage() === 'ar') {
    french.remove();
    arabic.id = 'root';
    return { root: arabic, hydrate: true };
  }
  arabic.remove();
  return { root: french, hydrate: true };
}

// The chunks the first render will ask for, fetched now beside the catalogue instead of one after the other once
// React reaches them (the page's chunk, then the signed-in banners'): LCP of a deep link (issue 22).
const openedRoute = ROUTES.find((route) => matchPath(route.path, window.location.pathname));
if (openedRoute) void openedRoute.page().catch(() => undefined);
if (getAccessToken() !== null) void import('./app/layouts/signed-in-banners.tsx').catch(() => undefined);

if (root) {
  initI18n({ firstPaintOnly }).then(() => {
    const app = (
      <StrictMode>
        <AppProvider>
          <RouterProvider router={createAppRouter()} />
        </AppProvider>
      </StrictMode>
    );
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

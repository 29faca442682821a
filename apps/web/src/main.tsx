import { paths } from '@cri/shared/paths';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { preloadSignedInBanners } from './app/layouts/main-layout.tsx';
import { AppProvider } from './app/provider.tsx';
import { ROUTES } from './app/route-table.ts';
import { createAppRouter, preloadPage, preloadPiafeLayout } from './app/router.tsx';
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
const signedIn = getAccessToken() !== null;
if (signedIn) void preloadSignedInBanners().catch(() => undefined);

// The first render waits for them too (decision 108): a lazy component still waiting for its chunk shows the
// loader, and React then holds the page back 300 ms after the loader (its fallback throttle), one more time per
// nested loader; rendered once they are there, the page paints in the same commit as the shell. A failed
// download is not awaited: the page's own boundary retries it and shows the error.
function firstRenderChunks(): Promise<unknown> {
  const chunks: Promise<unknown>[] = [];
  if (openedRoute) {
    // Started after the catalogue's language is known (the page's chunk waits for that language's catalogue).
    chunks.push(preloadPage(openedRoute));
    if (openedRoute.shell === 'piafe') chunks.push(preloadPiafeLayout());
  }
  if (signedIn) chunks.push(preloadSignedInBanners());
  return Promise.all(chunks).catch(() => undefined);
}

if (root) {
  initI18n({ firstPaintOnly })
    .then(firstRenderChunks)
    .then(() => {
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

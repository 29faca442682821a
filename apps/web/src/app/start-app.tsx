import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { getAccessToken } from '../lib/auth/session.ts';
import { initI18n } from '../lib/i18n/i18n.ts';
import { preloadSignedInBanners } from './layouts/main-layout.tsx';
import { AppProvider } from './provider.tsx';
import { createAppRouter, preloadPage, preloadPiafeLayout, routesMatching } from './router.tsx';

/**
 * How the app starts on `root` (decision 113): rendered from scratch (every page but a visitor's home page), or
 * hydrating the prerendered home page where it stands (decision 105) once the home page's island
 * (`home-island.ts`) hands it over, on the visitor's first use of something only the app does.
 */
export interface StartOptions {
  root: HTMLElement;
  /** The root holds the prerendered home page of the language shown: hydrate it rather than render it. */
  hydrate: boolean;
}

/** Resolves once the app has committed its first render (its event handlers are attached). */
export function startApp({ root, hydrate }: StartOptions): Promise<void> {
  // Only the first-paint part of the catalogue before the home page renders (decision 096).
  const firstPaintOnly = hydrate;

  // The chunks the first render will ask for, fetched now beside the catalogue instead of one after the other once
  // React reaches them (the page's chunk, then the signed-in banners'): LCP of a deep link (issue 22).
  const opened = routesMatching(window.location.pathname);
  const openedRoute = opened.find((route) => route.path !== '*') ?? opened[0];
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

  performance.mark('app:start');
  return initI18n({ firstPaintOnly })
    .then(() => performance.mark('app:catalogue'))
    .then(firstRenderChunks)
    .then(
      () =>
        new Promise<void>((resolve) => {
          // What the start costs, read by bench/web-vitals.mjs (BENCH_WATERFALL): marks cost nothing to keep.
          performance.mark('app:render');
          const committed = () => {
            performance.mark('app:committed');
            resolve();
          };
          const app = (
            <StrictMode>
              <AppProvider>
                <RouterProvider router={createAppRouter(opened)} />
              </AppProvider>
              <OnCommitted callback={committed} />
            </StrictMode>
          );
          if (hydrate) hydrateRoot(root, app);
          else createRoot(root).render(app);
        }),
    );
}

/** Renders nothing; calls back once the tree it ends has been committed (its effects run after its siblings'). */
function OnCommitted({ callback }: { callback: () => void }): ReactNode {
  useEffect(callback, [callback]);
  return null;
}

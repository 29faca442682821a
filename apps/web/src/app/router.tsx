import { Fragment, Suspense } from 'react';
import { createBrowserRouter, matchPath, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader.tsx';
import type { AppRoute } from '../lib/app-route.ts';
import { withWholeCatalogue } from '../lib/i18n/i18n.ts';
import { lazyWithPreload, type PreloadableComponent } from '../lib/lazy-with-preload.tsx';
import { DocumentTitle } from '../lib/use-document-title.ts';
import { MainLayout } from './layouts/main-layout.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouteGuard } from './route-guard.tsx';
import { ROUTES } from './route-table.ts';

/**
 * The guard decides before the page's chunk is fetched (a visitor sent to /login downloads nothing
 * else); the Suspense fallback shows the loading text while it arrives (spec 1 §2.6). The key gives
 * each page its own boundary, so a new page shows the fallback instead of freezing the previous one.
 */
const pages = new Map<AppRoute, PreloadableComponent<object>>();

function pageOf(route: AppRoute): PreloadableComponent<object> {
  let Page = pages.get(route);
  if (!Page) {
    // Every page but the home page waits for the whole catalogue of its language with its chunk (decision 096).
    Page = lazyWithPreload(route.firstPaintTexts ? route.page : withWholeCatalogue(route.page));
    pages.set(route, Page);
  }
  return Page;
}

/**
 * The page's chunk (and the catalogue it waits for), fetched before the first render: the entry awaits it for
 * the page the address opens, so the page renders in the first commit instead of behind a loader (decision 108).
 */
export const preloadPage = (route: AppRoute): Promise<unknown> => pageOf(route).preload();

const toRouteObject = (route: AppRoute): RouteObject => {
  const Page = pageOf(route);
  return {
    path: route.path,
    element: (
      <Fragment key={route.path}>
        {/* Before the guard: a view the guard shows instead of the page can then set its own title. */}
        <DocumentTitle titleKey={route.title} />
        <RouteGuard access={route.access} feature={route.feature}>
          <Suspense fallback={<PageLoader />}>
            <Page />
          </Suspense>
        </RouteGuard>
      </Fragment>
    ),
  };
};

// Only field-visit advisors use this shell: it is fetched with their first page.
const PiafeLayout = lazyWithPreload(withWholeCatalogue(() => import('./layouts/piafe-layout.tsx')));

/** The field-visit shell's chunk, for the entry to fetch before the first render of one of its pages. */
export const preloadPiafeLayout = (): Promise<unknown> => PiafeLayout.preload();

const inShell = (routes: readonly AppRoute[], shell: 'main' | 'piafe'): RouteObject[] =>
  routes.filter((r) => (r.shell ?? 'main') === shell).map(toRouteObject);

/** The pathless routes that hold each shell's pages: where the browser's router adds the pages it learns. */
const MAIN_PAGES = 'main-pages';
const PIAFE_PAGES = 'piafe-pages';

/**
 * The route tree, shared by the browser's router and the build's prerender of the home page (decision 105); with
 * `routes`, only those pages in it.
 */
export const appRoutes = (routes: readonly AppRoute[] = ROUTES): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary standalone />,
    children: [
      // The pathless child with its own errorElement keeps the shell around a page that failed.
      {
        element: <MainLayout />,
        children: [{ id: MAIN_PAGES, errorElement: <RouteErrorBoundary />, children: inShell(routes, 'main') }],
      },
      {
        element: (
          <Suspense fallback={<PageLoader />}>
            <PiafeLayout />
          </Suspense>
        ),
        children: [{ id: PIAFE_PAGES, errorElement: <RouteErrorBoundary />, children: inShell(routes, 'piafe') }],
      },
    ],
  },
];

const firstSegment = (path: string): string => path.split('/').find(Boolean)?.toLowerCase() ?? '';

/**
 * The routes whose path matches `pathname` (the not-found page's `*` among them): those a router must know to open
 * it. A route whose first segment is a fixed word other than the address's is not matched (building each route's
 * regular expression was 19 ms of the first load at 4x).
 */
export function routesMatching(pathname: string): AppRoute[] {
  const first = firstSegment(pathname);
  return ROUTES.filter((route) => {
    const own = firstSegment(route.path);
    const fixed = own !== '' && !own.startsWith(':') && !own.includes('*') && !own.includes('?');
    return (!fixed || own === first) && matchPath(route.path, pathname) !== null;
  });
}

/**
 * The browser's router starts with the pages that match the opened address (`opened`: `routesMatching` of it) and
 * learns all the others at the first navigation to another address, by React Router's lazy route discovery
 * (`patchRoutesOnNavigation`). Ranking the 184 routes and matching the address against them was 70-120 ms of the
 * dashboards' first render at 4x CPU slowdown, before anything was painted (issue 22, decision 120).
 */
export function createAppRouter(opened: readonly AppRoute[]) {
  const openedAt = window.location.pathname;
  let learned = false;
  return createBrowserRouter(appRoutes(opened), {
    patchRoutesOnNavigation: ({ path, patch }) => {
      // React Router asks again for any address with a parameter; the opened one's routes are all there already.
      if (learned || path.split(/[?#]/)[0] === openedAt) return;
      learned = true;
      patch(MAIN_PAGES, inShell(ROUTES, 'main'));
      patch(PIAFE_PAGES, inShell(ROUTES, 'piafe'));
    },
  });
}

import { paths } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/errors, with who may open them; app/route-table.ts collects them. */
export const ERRORS_ROUTES: readonly AppRoute[] = [
  {
    path: paths.genericError,
    title: 'common.error.title',
    access: 'public',
    page: () => import('./pages/generic-error-page.tsx'),
  },
  // Every other address, for everyone.
  {
    path: '*',
    title: 'common.notFound.title',
    access: 'public',
    page: () => import('./pages/not-found-page.tsx'),
  },
];

import { PROCEDURE_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/procedures, with who may open them; app/route-table.ts collects them. */
export const PROCEDURES_ROUTES: readonly AppRoute[] = [
  // The public procedure catalogue.
  {
    path: PROCEDURE_PATHS.list,
    title: 'nav.items.procedures',
    access: 'public',
    page: () => import('./pages/procedures-page.tsx'),
  },
  {
    path: PROCEDURE_PATHS.detail,
    title: 'nav.items.procedures',
    access: 'public',
    page: () => import('./pages/procedure-detail-page.tsx'),
  },
  {
    path: PROCEDURE_PATHS.providedDocument,
    title: 'procedures.document.title',
    access: 'public',
    page: () => import('./pages/provided-document-page.tsx'),
  },
];

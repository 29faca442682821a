import { DOCUMENT_PATHS } from '@cri/shared/paths';
import { FRAMING_FORM_READER_ROLES } from '../../config/role-groups.ts';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/documents, with who may open them; app/route-table.ts collects them. */
export const DOCUMENTS_ROUTES: readonly AppRoute[] = [
  // The "documents" step of the deposit: the investor uploads; the region's staff read them.
  {
    path: DOCUMENT_PATHS.list,
    title: 'documents.page.title',
    access: FRAMING_FORM_READER_ROLES,
    page: () => import('./pages/project-documents-page.tsx'),
  },
  {
    path: DOCUMENT_PATHS.detail,
    title: 'documents.page.title',
    access: FRAMING_FORM_READER_ROLES,
    page: () => import('./pages/project-document-page.tsx'),
  },
];

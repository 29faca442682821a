import { ADVISOR_REVIEW_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/advisor-review, with who may open them; app/route-table.ts collects them. */
export const ADVISOR_REVIEW_ROUTES: readonly AppRoute[] = [
  // The advisor's review of a submitted file (issue 6).
  {
    path: ADVISOR_REVIEW_PATHS.checkProcedures,
    title: 'advisorReview.procedures.title',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/check-procedures-page.tsx'),
  },
  {
    path: ADVISOR_REVIEW_PATHS.notifyInvestor,
    title: 'advisorReview.notify.title',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/check-procedures-page.tsx'),
  },
  {
    path: ADVISOR_REVIEW_PATHS.notifyInvestorSuccess,
    title: 'advisorReview.notify.successTitle',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/notify-investor-success-page.tsx'),
  },
  {
    path: ADVISOR_REVIEW_PATHS.checkDocuments,
    title: 'advisorReview.documents.title',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/check-documents-page.tsx'),
  },
];

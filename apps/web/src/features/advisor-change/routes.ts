import { ADVISOR_CHANGE_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/advisor-change (decision 041); app/route-table.ts collects them. */
export const ADVISOR_CHANGE_ROUTES: readonly AppRoute[] = [
  {
    path: ADVISOR_CHANGE_PATHS.request,
    title: 'advisorChange.requestTitle',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/request-advisor-change-page.tsx'),
  },
  {
    path: ADVISOR_CHANGE_PATHS.list,
    title: 'advisorChange.title',
    access: ['ROLE_ADVISOR', 'ROLE_CRUI_MEMBER'],
    page: () => import('./pages/advisor-change-requests-page.tsx'),
  },
  {
    path: ADVISOR_CHANGE_PATHS.detail,
    title: 'advisorChange.detailTitle',
    access: ['ROLE_ADVISOR', 'ROLE_CRUI_MEMBER'],
    page: () => import('./pages/advisor-change-decision-page.tsx'),
  },
];

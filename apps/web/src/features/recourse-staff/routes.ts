import { RECOURSE_STAFF_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/recourse-staff (issue 15, decision 048); app/route-table.ts collects them. */
const ROUTES: readonly Omit<AppRoute, 'feature'>[] = [
  {
    path: RECOURSE_STAFF_PATHS.list,
    title: 'recourseStaff.list.title',
    access: [
      'ROLE_ADVISOR',
      'ROLE_CRUI_MEMBER',
      'ROLE_REGIONAL_CONSULTATION',
      'ROLE_NATIONAL_COMMISSION',
      'ROLE_WALI_REPRESENTATIVE',
    ],
    page: () => import('./pages/recourse-list-page.tsx'),
  },
  {
    path: RECOURSE_STAFF_PATHS.instructGracious,
    title: 'recourseStaff.instruct.titleGRACIOUS',
    access: ['ROLE_ADVISOR', 'ROLE_WALI_REPRESENTATIVE'],
    page: () => import('./pages/instruct-gracious-page.tsx'),
  },
  {
    path: RECOURSE_STAFF_PATHS.graciousCommission,
    title: 'recourseStaff.gracious.title',
    access: ['ROLE_WALI_REPRESENTATIVE'],
    page: () => import('./pages/gracious-decision-page.tsx'),
  },
  {
    path: RECOURSE_STAFF_PATHS.graciousConfirm,
    title: 'recourseStaff.gracious.confirmTitle',
    access: ['ROLE_WALI_REPRESENTATIVE'],
    page: () => import('./pages/gracious-confirm-page.tsx'),
  },
  {
    path: RECOURSE_STAFF_PATHS.instructMinisterial,
    title: 'recourseStaff.instruct.titleMINISTERIAL',
    access: ['ROLE_ADVISOR', 'ROLE_NATIONAL_COMMISSION'],
    page: () => import('./pages/instruct-ministerial-page.tsx'),
  },
  {
    path: RECOURSE_STAFF_PATHS.ministerialCommission,
    title: 'recourseStaff.ministerial.title',
    access: ['ROLE_NATIONAL_COMMISSION'],
    page: () => import('./pages/ministerial-decision-page.tsx'),
  },
];

/** Behind FEATURE_RECOURSE (decision 045): off, each answers the not-found page. */
export const RECOURSE_STAFF_ROUTES: readonly AppRoute[] = ROUTES.map((route) => ({ ...route, feature: 'FEATURE_RECOURSE' }));

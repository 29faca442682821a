import { paths } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';
import { DASHBOARD_ROLES, NEW_FEATURES_ROLES } from './landing-roles.ts';

/** The pages of features/landing, with who may open them; app/route-table.ts collects them. */
export const LANDING_ROUTES: readonly AppRoute[] = [
  {
    path: paths.home,
    title: 'nav.items.home',
    access: 'public',
    firstPaintTexts: true,
    page: () => import('./pages/home-page.tsx'),
  },
  // Landing pages of the post-login redirect (spec 1 §4.1).
  {
    path: paths.dashboard,
    title: 'landing.dashboard.title',
    access: DASHBOARD_ROLES,
    page: () => import('./pages/dashboard-page.tsx'),
  },
  {
    path: paths.newFeatures,
    title: 'landing.newFeatures.title',
    access: NEW_FEATURES_ROLES,
    page: () => import('./pages/new-features-page.tsx'),
  },
  // /recourses (paths.recourses) is features/recourse-staff's page (issue 15).
  // The national support, regional support and content manager landings are features/back-office's (issue 17).
  // /foncier/dashboard (paths.foncierDashboard) is features/land's page (issue 19).
  {
    path: paths.piafe,
    title: 'landing.piafe.title',
    access: ['ROLE_ADVISOR_PIAFE'],
    shell: 'piafe',
    page: () => import('./pages/piafe-home-page.tsx'),
  },
];

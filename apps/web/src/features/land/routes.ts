import { LAND_PATHS, paths } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/**
 * The land team's pages (issue 19): the router lets land members in, each page then checks its habilitation
 * (HabilitationGate, decision 069); app/route-table.ts collects them.
 */
export const LAND_ROUTES: readonly AppRoute[] = [
  {
    path: paths.foncierDashboard,
    title: 'land.dashboard.title',
    access: ['ROLE_FONCIER_MEMBER'],
    page: () => import('./pages/land-dashboard-page.tsx'),
  },
  {
    path: LAND_PATHS.parcels,
    title: 'land.parcels.title',
    access: ['ROLE_FONCIER_MEMBER'],
    page: () => import('./pages/parcels-page.tsx'),
  },
  {
    path: LAND_PATHS.parcel,
    title: 'land.parcels.detailTitle',
    access: ['ROLE_FONCIER_MEMBER'],
    page: () => import('./pages/parcel-page.tsx'),
  },
  {
    path: LAND_PATHS.visualisation,
    title: 'land.visualisation.title',
    access: ['ROLE_FONCIER_MEMBER'],
    page: () => import('./pages/land-visualisation-page.tsx'),
  },
  {
    path: LAND_PATHS.search,
    title: 'land.search.title',
    access: ['ROLE_FONCIER_MEMBER'],
    feature: 'foncierSearch',
    page: () => import('./pages/land-search-page.tsx'),
  },
  {
    path: LAND_PATHS.requests,
    title: 'land.requests.title',
    access: ['ROLE_FONCIER_MEMBER'],
    page: () => import('./pages/land-requests-page.tsx'),
  },
  {
    path: LAND_PATHS.appointments,
    title: 'land.appointments.title',
    access: ['ROLE_FONCIER_MEMBER'],
    page: () => import('./pages/land-appointments-page.tsx'),
  },
  {
    path: LAND_PATHS.inform,
    title: 'land.inform.title',
    access: 'public',
    feature: 'informFoncier',
    page: () => import('./pages/inform-foncier-page.tsx'),
  },
];

import { RECOURSE_INVESTOR_PATHS as P } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

const INVESTOR = ['ROLE_INVESTOR'] as const;

/**
 * The investor's appeal pages (issue 15; spec 2 §2 Investor "Recourses", spec 1 `/recours`); app/route-table.ts
 * collects them. All behind FEATURE_RECOURSE
 * (decision 045): off, each answers the not-found page.
 */
const ROUTES: readonly Omit<AppRoute, 'feature'>[] = [
  {
    // Spec 1 §2.1: investor and public; staff reading it does no harm (decision 046).
    path: P.publicInformation,
    title: 'recoursesInvestor.public.title',
    access: 'public',
    page: () => import('./pages/public-recourse-page.tsx'),
  },
  {
    path: P.information,
    title: 'recoursesInvestor.info.title',
    access: [...INVESTOR],
    page: () => import('./pages/recourse-information-page.tsx'),
  },
  {
    path: P.projectInformation,
    title: 'recoursesInvestor.info.projectTitle',
    access: [...INVESTOR],
    page: () => import('./pages/project-recourse-information-page.tsx'),
  },
  {
    path: P.newRecourse,
    title: 'recoursesInvestor.form.title',
    access: [...INVESTOR],
    page: () => import('./pages/new-recourse-page.tsx'),
  },
  {
    path: P.confirmValidate,
    title: 'recoursesInvestor.confirm.title',
    access: [...INVESTOR],
    page: () => import('./pages/confirm-validate-page.tsx'),
  },
  {
    path: P.graciousSent,
    title: 'recoursesInvestor.sent.titleGRACIOUS',
    access: [...INVESTOR],
    page: () => import('./pages/recourse-sent-page.tsx'),
  },
  {
    path: P.ministerialSent,
    title: 'recoursesInvestor.sent.titleMINISTERIAL',
    access: [...INVESTOR],
    page: () => import('./pages/recourse-sent-page.tsx'),
  },
  {
    path: P.graciousDetails,
    title: 'recoursesInvestor.details.titleGRACIOUS',
    access: [...INVESTOR],
    page: () => import('./pages/recourse-details-page.tsx'),
  },
  {
    path: P.ministerialDetails,
    title: 'recoursesInvestor.details.titleMINISTERIAL',
    access: [...INVESTOR],
    page: () => import('./pages/recourse-details-page.tsx'),
  },
  {
    path: P.sheet,
    title: 'recoursesInvestor.sheetPage.title',
    access: [...INVESTOR],
    page: () => import('./pages/recourse-sheet-page.tsx'),
  },
];

export const RECOURSE_INVESTOR_ROUTES: readonly AppRoute[] = ROUTES.map((route) => ({ ...route, feature: 'FEATURE_RECOURSE' }));

import { BACK_OFFICE_PATHS, paths } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

const BACK_OFFICE_ROLES = ['ROLE_NATIONAL_SUPPORT', 'ROLE_REGIONAL_SUPPORT', 'ROLE_NATIONAL_CONTENT_MANAGER'] as const;

/**
 * The pages of features/back-office (issue 17, decision 060): the three roles' landing pages (each the list
 * of its first resource) and the generic screens of every declared resource; app/route-table.ts collects them.
 */
export const BACK_OFFICE_ROUTES: readonly AppRoute[] = [
  {
    path: paths.nationalSupport,
    title: 'landing.nationalSupport.title',
    access: ['ROLE_NATIONAL_SUPPORT'],
    page: () => import('./pages/national-support-page.tsx'),
  },
  {
    path: paths.regionalSupport,
    title: 'landing.regionalSupport.title',
    access: ['ROLE_REGIONAL_SUPPORT'],
    page: () => import('./pages/regional-support-page.tsx'),
  },
  {
    path: paths.nationalContentManager,
    title: 'landing.contentManager.title',
    access: ['ROLE_NATIONAL_CONTENT_MANAGER'],
    page: () => import('./pages/content-manager-page.tsx'),
  },
  // The resource named in the path must be one of the caller's role (checked by the page: not authorised otherwise).
  {
    path: BACK_OFFICE_PATHS.list,
    title: 'backOffice.title',
    access: BACK_OFFICE_ROLES,
    page: () => import('./pages/resource-list-page.tsx'),
  },
  {
    path: BACK_OFFICE_PATHS.create,
    title: 'backOffice.title',
    access: BACK_OFFICE_ROLES,
    page: () => import('./pages/resource-create-page.tsx'),
  },
  {
    path: BACK_OFFICE_PATHS.detail,
    title: 'backOffice.title',
    access: BACK_OFFICE_ROLES,
    page: () => import('./pages/resource-detail-page.tsx'),
  },
  {
    path: BACK_OFFICE_PATHS.projects,
    title: 'backOffice.projects.title',
    access: ['ROLE_NATIONAL_SUPPORT', 'ROLE_REGIONAL_SUPPORT'],
    page: () => import('./pages/projects-page.tsx'),
  },
  {
    path: BACK_OFFICE_PATHS.lifeCycle,
    title: 'backOffice.lifeCycle.title',
    access: ['ROLE_NATIONAL_SUPPORT', 'ROLE_REGIONAL_SUPPORT'],
    page: () => import('./pages/life-cycle-page.tsx'),
  },
  {
    path: BACK_OFFICE_PATHS.audit,
    title: 'backOffice.audit.title',
    access: BACK_OFFICE_ROLES,
    page: () => import('./pages/audit-page.tsx'),
  },
];

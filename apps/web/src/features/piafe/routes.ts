import { PIAFE_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

const piafe = (path: string, title: string, page: AppRoute['page']): AppRoute => ({
  path,
  title,
  access: ['ROLE_ADVISOR_PIAFE'],
  shell: 'piafe',
  page,
});

/** The pages of the PIAFE area (spec 3 §2 "Piafe area"), in the programme's own shell. */
export const PIAFE_ROUTES: readonly AppRoute[] = [
  piafe(PIAFE_PATHS.projects, 'piafe.title', () => import('./pages/projects-page.tsx')),
  piafe(PIAFE_PATHS.statistics, 'piafe.stats.title', () => import('./pages/statistics-page.tsx')),
  piafe(PIAFE_PATHS.creation, 'piafe.list.new', () => import('./pages/creation-exchange-page.tsx')),
  piafe(PIAFE_PATHS.creationHolder, 'piafe.steps.holder', () => import('./pages/creation-holder-page.tsx')),
  piafe(PIAFE_PATHS.creationProject, 'piafe.steps.project', () => import('./pages/creation-project-page.tsx')),
  piafe(PIAFE_PATHS.creationQualification, 'piafe.steps.qualification', () => import('./pages/creation-qualification-page.tsx')),
  piafe(PIAFE_PATHS.success, 'piafe.success.title', () => import('./pages/success-page.tsx')),
  piafe(PIAFE_PATHS.details, 'piafe.sheet.tab.info', () => import('./pages/details-page.tsx')),
  piafe(PIAFE_PATHS.editHolder, 'piafe.sheet.editHolder', () => import('./pages/edit-holder-page.tsx')),
  piafe(PIAFE_PATHS.editProject, 'piafe.sheet.editProject', () => import('./pages/edit-project-page.tsx')),
  piafe(PIAFE_PATHS.editVisit, 'piafe.sheet.editVisit', () => import('./pages/edit-visit-page.tsx')),
  piafe(PIAFE_PATHS.editQualification, 'piafe.sheet.followUp', () => import('./pages/edit-qualification-page.tsx')),
  piafe(PIAFE_PATHS.addVisit, 'piafe.sheet.addVisit', () => import('./pages/add-visit-page.tsx')),
  piafe(PIAFE_PATHS.trackingCreation, 'piafe.sheet.createTracking', () => import('./pages/tracking-creation-page.tsx')),
  piafe(PIAFE_PATHS.trackingModification, 'piafe.sheet.editTracking', () => import('./pages/tracking-modification-page.tsx')),
];

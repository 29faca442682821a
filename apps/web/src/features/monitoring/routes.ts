import { MONITORING_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

const MANAGER = ['ROLE_MONITORING_MANAGER'] as const;
const steps = () => import('./pages/steps-page.tsx');
const success = () => import('./pages/success-page.tsx');
const milestoneForm = () => import('./pages/milestone-form-page.tsx');

/** The pages of features/monitoring (issue 18, spec 3 §2 "Monitoring manager"); app/route-table.ts collects them. */
export const MONITORING_ROUTES: readonly AppRoute[] = [
  {
    path: MONITORING_PATHS.dashboard,
    title: 'monitoring.title.dashboard',
    access: [...MANAGER],
    page: () => import('./pages/dashboard-page.tsx'),
  },
  {
    path: MONITORING_PATHS.projects,
    title: 'monitoring.title.projects',
    access: [...MANAGER],
    page: () => import('./pages/projects-page.tsx'),
  },
  {
    path: MONITORING_PATHS.project,
    title: 'monitoring.title.project',
    access: [...MANAGER],
    page: () => import('./pages/project-page.tsx'),
  },
  { path: MONITORING_PATHS.generalInfos, title: 'monitoring.steps.generalInfos', access: [...MANAGER], page: steps },
  { path: MONITORING_PATHS.projectInfos, title: 'monitoring.steps.projectInfos', access: [...MANAGER], page: steps },
  { path: MONITORING_PATHS.recap, title: 'monitoring.steps.recap', access: [...MANAGER], page: steps },
  { path: MONITORING_PATHS.recapSuccess, title: 'monitoring.success.recap.title', access: [...MANAGER], page: success },
  { path: MONITORING_PATHS.milestoneNew, title: 'monitoring.title.milestoneNew', access: [...MANAGER], page: milestoneForm },
  { path: MONITORING_PATHS.milestoneEdit, title: 'monitoring.title.milestoneEdit', access: [...MANAGER], page: milestoneForm },
  {
    path: MONITORING_PATHS.milestoneDetails,
    title: 'monitoring.title.milestoneDetails',
    access: [...MANAGER],
    page: () => import('./pages/milestone-details-page.tsx'),
  },
  {
    path: MONITORING_PATHS.milestoneEditSuccess,
    title: 'monitoring.success.milestone.title',
    access: [...MANAGER],
    page: success,
  },
  {
    path: MONITORING_PATHS.milestoneDisabledSuccess,
    title: 'monitoring.success.disabled.title',
    access: [...MANAGER],
    page: success,
  },
  {
    path: MONITORING_PATHS.followUpNew,
    title: 'monitoring.title.followUpNew',
    access: [...MANAGER],
    page: () => import('./pages/follow-up-new-page.tsx'),
  },
  { path: MONITORING_PATHS.followUpSuccess, title: 'monitoring.success.followUp.title', access: [...MANAGER], page: success },
  {
    path: MONITORING_PATHS.procedureMilestones,
    title: 'monitoring.title.procedureMilestones',
    access: ['ROLE_NATIONAL_CONTENT_MANAGER'],
    page: () => import('./pages/procedure-milestones-page.tsx'),
  },
];

import { PROJECT_FORM_PATHS, PROJECT_LIST_PATHS, PROJECT_PATHS, SUBMISSION_PATHS } from '@cri/shared/paths';
import { CALENDAR_ROLES, FRAMING_FORM_READER_ROLES, PROJECT_READER_ROLES } from '../../config/role-groups.ts';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/projects, with who may open them; app/route-table.ts collects them. */
export const PROJECTS_ROUTES: readonly AppRoute[] = [
  // The project page; CRUI members open the files shared with them, national consultation reads every region's (issue 6).
  {
    path: PROJECT_PATHS.detail,
    title: 'projects.detail.title',
    access: PROJECT_READER_ROLES,
    page: () => import('./pages/project-page.tsx'),
  },
  // The project step of the deposit wizard (issue 5): the project's investor fills it; the region's staff
  // read it (routes.json names the advisor; regional consultation reads the sibling steps too, issue 13).
  {
    path: PROJECT_FORM_PATHS.details,
    title: 'projects.form.title',
    access: FRAMING_FORM_READER_ROLES,
    page: () => import('./pages/project-details-page.tsx'),
  },
  // Recap, success and adding procedures (issue 5).
  {
    path: SUBMISSION_PATHS.procedures,
    title: 'projects.procedures.title',
    access: FRAMING_FORM_READER_ROLES,
    page: () => import('./pages/project-procedures-page.tsx'),
  },
  // The recap is read by the region's staff too (GET /recap is read:project); only the investor submits.
  {
    path: SUBMISSION_PATHS.recap,
    title: 'projects.recap.title',
    access: FRAMING_FORM_READER_ROLES,
    page: () => import('./pages/project-recap-page.tsx'),
  },
  {
    path: SUBMISSION_PATHS.success,
    title: 'projects.success.title',
    access: FRAMING_FORM_READER_ROLES,
    page: () => import('./pages/project-success-page.tsx'),
  },
  {
    path: SUBMISSION_PATHS.newProcedures,
    title: 'projects.newProcedures.title',
    access: ['ROLE_INVESTOR', 'ROLE_ADVISOR'],
    page: () => import('./pages/new-procedures-page.tsx'),
  },
  {
    path: SUBMISSION_PATHS.newProcedure,
    title: 'projects.newProcedures.title',
    access: ['ROLE_INVESTOR', 'ROLE_ADVISOR'],
    page: () => import('./pages/new-procedures-page.tsx'),
  },
  // Project lists, archive and restore (issue 5): the investor's own files.
  // Staff read their lists by category there too (issue 6): advisors, CRUI members, consultation roles.
  {
    path: PROJECT_LIST_PATHS.list,
    title: 'projects.list.title',
    access: ['ROLE_INVESTOR', ...CALENDAR_ROLES],
    page: () => import('./pages/projects-list-page.tsx'),
  },
  {
    path: PROJECT_LIST_PATHS.archive,
    title: 'projects.archive.title',
    access: ['ROLE_INVESTOR'],
    page: () => import('./pages/archive-project-page.tsx'),
  },
  {
    path: PROJECT_LIST_PATHS.archiveSuccess,
    title: 'projects.archive.successTitle',
    access: ['ROLE_INVESTOR'],
    page: () => import('./pages/archive-success-page.tsx'),
  },
  {
    path: PROJECT_LIST_PATHS.restore,
    title: 'projects.restore.title',
    access: ['ROLE_INVESTOR'],
    page: () => import('./pages/restore-project-page.tsx'),
  },
  {
    path: PROJECT_LIST_PATHS.restoreSuccess,
    title: 'projects.restore.successTitle',
    access: ['ROLE_INVESTOR'],
    page: () => import('./pages/restore-success-page.tsx'),
  },
  {
    path: PROJECT_LIST_PATHS.maxArchiveAttempts,
    title: 'projects.archive.maxTitle',
    access: ['ROLE_INVESTOR'],
    page: () => import('./pages/max-archive-attempts-page.tsx'),
  },
  {
    path: PROJECT_LIST_PATHS.maxRestoreAttempts,
    title: 'projects.restore.maxTitle',
    access: ['ROLE_INVESTOR'],
    page: () => import('./pages/max-restore-attempts-page.tsx'),
  },
];

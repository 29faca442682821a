import type { Role } from '@cri/shared/enums/roles';
import { PROJECT_HISTORY_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/** Project history and similar files (issue 6): the region's staff, read-only (national consultation: every region). */
const PROJECT_HISTORY_ROLES: readonly Role[] = [
  'ROLE_ADVISOR',
  'ROLE_CRUI_MEMBER',
  'ROLE_REGIONAL_CONSULTATION',
  'ROLE_NATIONAL_CONSULTATION',
];

/** The pages of features/project-history, with who may open them; app/route-table.ts collects them. */
export const PROJECT_HISTORY_ROUTES: readonly AppRoute[] = [
  {
    path: PROJECT_HISTORY_PATHS.history,
    title: 'projectHistory.historyTitle',
    access: PROJECT_HISTORY_ROLES,
    page: () => import('./pages/project-history-page.tsx'),
  },
  {
    path: PROJECT_HISTORY_PATHS.similar,
    title: 'projectHistory.similarTitle',
    access: PROJECT_HISTORY_ROLES,
    page: () => import('./pages/similar-projects-page.tsx'),
  },
];

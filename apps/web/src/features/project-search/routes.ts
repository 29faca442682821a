import { PROJECT_SEARCH_PATHS } from '@cri/shared/paths';
import { CALENDAR_ROLES } from '../../config/role-groups.ts';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/project-search, with who may open them; app/route-table.ts collects them. */
export const PROJECT_SEARCH_ROUTES: readonly AppRoute[] = [
  // Results of the staff search popover (spec 1 §2.4): who holds search:projects.
  {
    path: PROJECT_SEARCH_PATHS.results,
    title: 'projectSearch.title',
    access: CALENDAR_ROLES,
    page: () => import('./pages/filtred-projects-page.tsx'),
  },
];

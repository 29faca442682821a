import type { Role } from '@cri/shared/enums/roles';
import { PROJECT_SEARCH_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/**
 * Who searches (spec 1 §2.4, decision 033): every signed-in staff role but the national commission, the
 * national and regional support and the content manager; the holders of search:projects.
 */
const SEARCH_ROLES: readonly Role[] = [
  'ROLE_ADVISOR',
  'ROLE_CRUI_MEMBER',
  'ROLE_REGIONAL_CONSULTATION',
  'ROLE_NATIONAL_CONSULTATION',
  'ROLE_WALI_REPRESENTATIVE',
  'ROLE_ACT_SIGNATORY',
  'ROLE_ADVISOR_PIAFE',
  'ROLE_FONCIER_MEMBER',
  'ROLE_MONITORING_MANAGER',
];

/** The pages of features/project-search, with who may open them; app/route-table.ts collects them. */
export const PROJECT_SEARCH_ROUTES: readonly AppRoute[] = [
  // Results of the staff search popover (spec 1 §2.4): who holds search:projects.
  {
    path: PROJECT_SEARCH_PATHS.results,
    title: 'projectSearch.title',
    access: SEARCH_ROLES,
    page: () => import('./pages/filtred-projects-page.tsx'),
  },
];

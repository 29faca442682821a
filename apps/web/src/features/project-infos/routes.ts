import { PROJECT_INFO_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/project-infos, with who may open them; app/route-table.ts collects them. */
export const PROJECT_INFOS_ROUTES: readonly AppRoute[] = [
  // The "infos" step of the deposit: the project's investor.
  {
    path: PROJECT_INFO_PATHS.infos,
    title: 'projectInfos.title',
    access: ['ROLE_INVESTOR'],
    page: () => import('./pages/project-infos-page.tsx'),
  },
];

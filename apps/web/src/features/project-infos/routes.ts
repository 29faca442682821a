import { PROJECT_INFO_PATHS } from '@cri/shared/paths';
import { FRAMING_FORM_READER_ROLES } from '../../config/role-groups.ts';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/project-infos, with who may open them; app/route-table.ts collects them. */
export const PROJECT_INFOS_ROUTES: readonly AppRoute[] = [
  // The "infos" step of the deposit: the project's investor fills it, the region's staff read it (issue 13).
  {
    path: PROJECT_INFO_PATHS.infos,
    title: 'projectInfos.title',
    access: FRAMING_FORM_READER_ROLES,
    page: () => import('./pages/project-infos-page.tsx'),
  },
];

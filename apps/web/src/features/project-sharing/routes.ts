import { PROJECT_SHARING_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/project-sharing, with who may open them; app/route-table.ts collects them. */
export const PROJECT_SHARING_ROUTES: readonly AppRoute[] = [
  // Sharing with the commission (advisors, issue 6).
  {
    path: PROJECT_SHARING_PATHS.share,
    title: 'projectSharing.title',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/share-page.tsx'),
  },
];

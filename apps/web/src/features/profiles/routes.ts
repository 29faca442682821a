import { PROFILE_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/profiles, with who may open them; app/route-table.ts collects them. */
export const PROFILES_ROUTES: readonly AppRoute[] = [
  // Spec 1 §2.5; the profile itself is at /profile-detail, which the app dispatches.
  {
    path: PROFILE_PATHS.cruiMemberSuccess,
    title: 'profiles.success.title',
    access: ['ROLE_CRUI_MEMBER'],
    page: () => import('./pages/profile-success-page.tsx'),
  },
  {
    path: PROFILE_PATHS.advisorSuccess,
    title: 'profiles.success.title',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/profile-success-page.tsx'),
  },
];

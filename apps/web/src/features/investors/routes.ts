import { INVESTOR_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/investors, with who may open them; app/route-table.ts collects them. */
export const INVESTORS_ROUTES: readonly AppRoute[] = [
  // Spec 1 §2.5, §4.2; the profile itself is at /profile-detail, which the app dispatches.
  {
    path: INVESTOR_PATHS.createAccount,
    title: 'investors.createAccount.title',
    access: ['ROLE_INVESTOR'],
    page: () => import('./pages/create-account-page.tsx'),
  },
  {
    path: INVESTOR_PATHS.welcome,
    title: 'investors.welcome.title',
    access: ['ROLE_INVESTOR'],
    page: () => import('./pages/welcome-page.tsx'),
  },
  {
    path: INVESTOR_PATHS.profileEdit,
    title: 'investors.profile.editTitle',
    access: ['ROLE_INVESTOR'],
    page: () => import('./pages/investor-profile-page.tsx'),
  },
  {
    path: INVESTOR_PATHS.profileSuccess,
    title: 'investors.success.title',
    access: ['ROLE_INVESTOR'],
    page: () => import('./pages/investor-profile-success-page.tsx'),
  },
];

import { paths } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/auth, with who may open them; app/route-table.ts collects them. */
export const AUTH_ROUTES: readonly AppRoute[] = [
  // The security-code pages handle a missing session themselves.
  {
    path: paths.login,
    title: 'nav.items.login',
    access: 'publicOnly',
    page: () => import('./pages/login-page.tsx'),
  },
  {
    path: paths.logout,
    title: 'nav.userMenu.logout',
    access: 'public',
    page: () => import('./pages/logout-page.tsx'),
  },
  {
    path: paths.configureAuthenticator,
    title: 'nav.pageTitles.configureAuthenticator',
    access: 'public',
    page: () => import('./pages/configure-authenticator-page.tsx'),
  },
  {
    path: paths.fillSecurityCode,
    title: 'nav.pageTitles.fillSecurityCode',
    access: 'public',
    page: () => import('./pages/fill-security-code-page.tsx'),
  },
];

import { PASSWORD_PATHS, paths } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/passwords, with who may open them; app/route-table.ts collects them. */
export const PASSWORDS_ROUTES: readonly AppRoute[] = [
  {
    path: paths.expiredPassword,
    title: 'nav.pageTitles.expiredPassword',
    access: 'public',
    page: () => import('./pages/expired-password-page.tsx'),
  },
  {
    path: PASSWORD_PATHS.forgottenPassword,
    title: 'passwords.forgotten.title',
    access: 'public',
    page: () => import('./pages/forgotten-password-page.tsx'),
  },
  {
    path: PASSWORD_PATHS.forgottenPasswordSuccess,
    title: 'passwords.forgotten.successTitle',
    access: 'public',
    page: () => import('./pages/forgotten-password-success-page.tsx'),
  },
  {
    path: PASSWORD_PATHS.resetPassword,
    title: 'passwords.reset.title',
    access: 'public',
    page: () => import('./pages/reset-password-page.tsx'),
  },
  {
    path: PASSWORD_PATHS.resetPasswordSuccess,
    title: 'passwords.reset.successTitle',
    access: 'public',
    page: () => import('./pages/reset-password-success-page.tsx'),
  },
  {
    path: PASSWORD_PATHS.resetPasswordError,
    title: 'passwords.reset.errorTitle',
    access: 'public',
    page: () => import('./pages/reset-password-error-page.tsx'),
  },
  {
    path: PASSWORD_PATHS.changePassword,
    title: 'passwords.change.title',
    access: 'authenticated',
    page: () => import('./pages/change-password-page.tsx'),
  },
  {
    path: PASSWORD_PATHS.changePasswordSuccess,
    title: 'passwords.change.successTitle',
    access: 'authenticated',
    page: () => import('./pages/change-password-success-page.tsx'),
  },
];

import { ACCOUNTS_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/accounts, with who may open them; app/route-table.ts collects them. */
export const ACCOUNTS_ROUTES: readonly AppRoute[] = [
  {
    path: ACCOUNTS_PATHS.signUp,
    title: 'accounts.signUp.title',
    access: 'publicOnly',
    page: () => import('./pages/sign-up-page.tsx'),
  },
  {
    path: ACCOUNTS_PATHS.emailConfirmation,
    title: 'accounts.emailConfirmation.title',
    access: 'public',
    page: () => import('./pages/email-confirmation-page.tsx'),
  },
  {
    path: ACCOUNTS_PATHS.activation,
    title: 'accounts.activation.title',
    access: 'public',
    page: () => import('./pages/activation-page.tsx'),
  },
  {
    path: ACCOUNTS_PATHS.activationResend,
    title: 'accounts.activationResend.title',
    access: 'public',
    page: () => import('./pages/activation-resend-page.tsx'),
  },
];

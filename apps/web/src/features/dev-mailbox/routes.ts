import { ACCOUNTS_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/dev-mailbox, with who may open them; app/route-table.ts collects them. */
export const DEV_MAILBOX_ROUTES: readonly AppRoute[] = [
  // The API behind the page answers only outside production.
  {
    path: ACCOUNTS_PATHS.devMailbox,
    title: 'devMailbox.title',
    access: 'public',
    page: () => import('./pages/dev-mailbox-page.tsx'),
  },
];

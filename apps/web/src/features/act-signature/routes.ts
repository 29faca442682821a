import { ACT_SIGNATURE_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/**
 * The governor's pages of the delivery act (issue 14; spec 2 §2 Signatures "confirmation-wali-signature",
 * "act delivery flow"); app/route-table.ts collects them. The governor is a CRUI member: the server checks the
 * wali flag and the region (403 / 404). The confirmation and error pages also admit the advisor (routes.json).
 */
export const ACT_SIGNATURE_ROUTES: readonly AppRoute[] = [
  {
    path: ACT_SIGNATURE_PATHS.sign,
    title: 'actSignature.sign.title',
    access: ['ROLE_CRUI_MEMBER'],
    page: () => import('./pages/sign-act-page.tsx'),
  },
  {
    path: ACT_SIGNATURE_PATHS.inProgressError,
    title: 'actSignature.inProgress.title',
    access: ['ROLE_CRUI_MEMBER'],
    page: () => import('./pages/act-in-progress-page.tsx'),
  },
  {
    path: ACT_SIGNATURE_PATHS.confirmation,
    title: 'actSignature.confirmation.title',
    access: ['ROLE_ADVISOR', 'ROLE_CRUI_MEMBER'],
    page: () => import('./pages/act-confirmation-page.tsx'),
  },
  {
    path: ACT_SIGNATURE_PATHS.error,
    title: 'actSignature.error.title',
    access: ['ROLE_ADVISOR', 'ROLE_CRUI_MEMBER'],
    page: () => import('./pages/act-sign-error-page.tsx'),
  },
];

import { PV_SIGNATURE_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/signatures, with who may open them; app/route-table.ts collects them. */
export const SIGNATURES_ROUTES: readonly AppRoute[] = [
  // PV signatures (issue 7; routes.json). The member who signs from sign-pv reaches the
  // in-progress and error sub-pages too (the server sends them there), so they admit CRUI members; the
  // verification is public (spec 1), and so is its error page.
  {
    path: PV_SIGNATURE_PATHS.signPv,
    title: 'signatures.signPv.title',
    access: ['ROLE_ADVISOR', 'ROLE_CRUI_MEMBER'],
    page: () => import('./pages/sign-pv-page.tsx'),
  },
  {
    path: PV_SIGNATURE_PATHS.detail,
    title: 'signatures.detail.title',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/signature-detail-page.tsx'),
  },
  {
    path: PV_SIGNATURE_PATHS.confirmFinalize,
    title: 'signatures.finalize.confirmTitle',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/confirm-finalize-page.tsx'),
  },
  {
    path: PV_SIGNATURE_PATHS.inProgressError,
    title: 'signatures.inProgress.title',
    access: ['ROLE_ADVISOR', 'ROLE_CRUI_MEMBER'],
    page: () => import('./pages/esign-in-progress-page.tsx'),
  },
  {
    path: PV_SIGNATURE_PATHS.error,
    title: 'signatures.error.title',
    access: ['ROLE_ADVISOR', 'ROLE_CRUI_MEMBER'],
    page: () => import('./pages/esign-error-page.tsx'),
  },
  {
    path: PV_SIGNATURE_PATHS.finalizedAllSigned,
    title: 'signatures.finalized.allTitle',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/finalized-all-signed-page.tsx'),
  },
  {
    path: PV_SIGNATURE_PATHS.finalizedPending,
    title: 'signatures.finalized.pendingTitle',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/finalized-pending-page.tsx'),
  },
  {
    path: PV_SIGNATURE_PATHS.verify,
    title: 'signatures.verify.title',
    access: 'public',
    page: () => import('./pages/verify-signature-page.tsx'),
  },
  {
    path: PV_SIGNATURE_PATHS.verifyError,
    title: 'signatures.verifyError.title',
    access: 'public',
    page: () => import('./pages/verify-error-page.tsx'),
  },
];

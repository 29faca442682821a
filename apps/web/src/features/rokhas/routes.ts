import { ROKHAS_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/rokhas (issue 14, spec 2 §2 "Notification and sharing"): the region's advisors. */
export const ROKHAS_ROUTES: readonly AppRoute[] = [
  {
    path: ROKHAS_PATHS.situation,
    title: 'rokhas.title',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/rokhas-page.tsx'),
  },
  {
    path: ROKHAS_PATHS.shareConfirmation,
    title: 'rokhas.share.confirmTitle',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/share-confirmation-page.tsx'),
  },
  {
    path: ROKHAS_PATHS.shareSuccess,
    title: 'rokhas.share.successTitle',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/share-success-page.tsx'),
  },
  {
    path: ROKHAS_PATHS.sendSuccess,
    title: 'rokhas.send.successTitle',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/send-success-page.tsx'),
  },
  {
    path: ROKHAS_PATHS.technicalSupport,
    title: 'rokhas.support.title',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/technical-support-page.tsx'),
  },
];

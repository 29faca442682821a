import { PAYMENT_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

const INVESTOR = ['ROLE_INVESTOR'] as const;
const READERS = ['ROLE_INVESTOR', 'ROLE_ADVISOR', 'ROLE_CRUI_MEMBER'] as const;

/** The pages of features/payments (issue 16), with who may open them; app/route-table.ts collects them. */
const ROUTES: readonly Omit<AppRoute, 'feature'>[] = [
  {
    path: PAYMENT_PATHS.technicalSheet,
    title: 'payments.sheet.title',
    access: [...INVESTOR],
    page: () => import('./pages/technical-sheet-page.tsx'),
  },
  {
    path: PAYMENT_PATHS.sheetRevision,
    title: 'payments.sheet.revisionTitle',
    access: [...INVESTOR],
    page: () => import('./pages/technical-sheet-page.tsx'),
  },
  {
    path: PAYMENT_PATHS.evaluation,
    title: 'payments.evaluation.title',
    access: ['ROLE_CRUI_MEMBER'],
    page: () => import('./pages/evaluation-page.tsx'),
  },
  {
    path: PAYMENT_PATHS.detail,
    title: 'payments.detail.title',
    access: [...READERS],
    page: () => import('./pages/payment-detail-page.tsx'),
  },
  {
    path: PAYMENT_PATHS.lineDetail,
    title: 'payments.detail.title',
    access: [...READERS],
    page: () => import('./pages/payment-detail-page.tsx'),
  },
  {
    path: PAYMENT_PATHS.paymentMethod,
    title: 'payments.pay.title',
    access: [...INVESTOR],
    page: () => import('./pages/payment-method-page.tsx'),
  },
  {
    path: PAYMENT_PATHS.confirmation,
    title: 'payments.confirmation.pageTitle',
    access: [...INVESTOR],
    page: () => import('./pages/confirmation-page.tsx'),
  },
  {
    path: PAYMENT_PATHS.sheetGeneration,
    title: 'payments.signed.generationTitle',
    access: [...INVESTOR],
    page: () => import('./pages/sheet-generation-page.tsx'),
  },
  {
    path: PAYMENT_PATHS.sheetLoading,
    title: 'payments.signed.loadingTitle',
    access: [...INVESTOR],
    page: () => import('./pages/sheet-loading-page.tsx'),
  },
  {
    path: PAYMENT_PATHS.request,
    title: 'payments.request.title',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/payment-request-page.tsx'),
  },
  {
    path: PAYMENT_PATHS.requestSuccess,
    title: 'payments.request.successTitle',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/payment-request-outcome-page.tsx'),
  },
  {
    path: PAYMENT_PATHS.requestError,
    title: 'payments.request.errorTitle',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/payment-request-outcome-page.tsx'),
  },
];

/** Behind FEATURE_PAYMENT (decision 045): off, each answers the not-found page. */
export const PAYMENT_ROUTES: readonly AppRoute[] = ROUTES.map((route) => ({ ...route, feature: 'FEATURE_PAYMENT' }));

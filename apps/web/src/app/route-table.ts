import { INVESTOR_PATHS } from '@cri/shared/paths';
import { ACCOUNTS_ROUTES } from '../features/accounts/routes.ts';
import { ACT_SIGNATURE_ROUTES } from '../features/act-signature/routes.ts';
import { ADVISOR_CHANGE_ROUTES } from '../features/advisor-change/routes.ts';
import { ADVISOR_REVIEW_ROUTES } from '../features/advisor-review/routes.ts';
import { APPOINTMENTS_ROUTES } from '../features/appointments/routes.ts';
import { AUTH_ROUTES } from '../features/auth/routes.ts';
import { BACK_OFFICE_ROUTES } from '../features/back-office/routes.ts';
import { COMMISSION_ROUTES } from '../features/commission/routes.ts';
import { CONTENT_ROUTES } from '../features/content/routes.ts';
import { DEV_MAILBOX_ROUTES } from '../features/dev-mailbox/routes.ts';
import { DOCUMENTS_ROUTES } from '../features/documents/routes.ts';
import { ERRORS_ROUTES } from '../features/errors/routes.ts';
import { FOLLOW_UP_ACTION_ROUTES } from '../features/follow-up-actions/routes.ts';
import { FRAMING_FORMS_ROUTES } from '../features/framing-forms/routes.ts';
import { INVESTORS_ROUTES } from '../features/investors/routes.ts';
import { LAND_ROUTES } from '../features/land/routes.ts';
import { LANDING_ROUTES } from '../features/landing/routes.ts';
import { MONITORING_ROUTES } from '../features/monitoring/routes.ts';
import { OTP_RESET_ROUTES } from '../features/otp-reset/routes.ts';
import { PASSWORDS_ROUTES } from '../features/passwords/routes.ts';
import { PAYMENT_ROUTES } from '../features/payments/routes.ts';
import { PIAFE_ROUTES } from '../features/piafe/routes.ts';
import { PROCEDURES_ROUTES } from '../features/procedures/routes.ts';
import { PROFILES_ROUTES } from '../features/profiles/routes.ts';
import { PROJECT_HISTORY_ROUTES } from '../features/project-history/routes.ts';
import { PROJECT_INFOS_ROUTES } from '../features/project-infos/routes.ts';
import { PROJECT_SEARCH_ROUTES } from '../features/project-search/routes.ts';
import { PROJECT_SHARING_ROUTES } from '../features/project-sharing/routes.ts';
import { PROJECTS_ROUTES } from '../features/projects/routes.ts';
import { RECOURSE_STAFF_ROUTES } from '../features/recourse-staff/routes.ts';
import { RECOURSE_INVESTOR_ROUTES } from '../features/recourses/routes.ts';
import { ROKHAS_ROUTES } from '../features/rokhas/routes.ts';
import { SCHEDULING_ROUTES } from '../features/scheduling/routes.ts';
import { SIGNATURES_ROUTES } from '../features/signatures/routes.ts';
import type { AppRoute } from '../lib/app-route.ts';

/** Pages no single feature owns. */
const APP_ROUTES: readonly AppRoute[] = [
  // One profile address for investors, CRUI members and advisors: the app-level dispatcher picks the page.
  {
    path: INVESTOR_PATHS.profile,
    title: 'profiles.title',
    access: ['ROLE_INVESTOR', 'ROLE_CRUI_MEMBER', 'ROLE_ADVISOR'],
    page: () => import('./profile-detail-page.tsx'),
  },
];

/**
 * The route modules of every feature: a feature declares its pages in its own routes.ts, and a new
 * feature is one line here. The router builds from ROUTES; route-access-matrix.test.ts fails on a page
 * that has no row in its hand-written table.
 */
export const FEATURE_ROUTES: readonly (readonly AppRoute[])[] = [
  LANDING_ROUTES,
  PROCEDURES_ROUTES,
  CONTENT_ROUTES,
  AUTH_ROUTES,
  PASSWORDS_ROUTES,
  ACCOUNTS_ROUTES,
  DEV_MAILBOX_ROUTES,
  OTP_RESET_ROUTES,
  PROFILES_ROUTES,
  INVESTORS_ROUTES,
  APPOINTMENTS_ROUTES,
  FRAMING_FORMS_ROUTES,
  PROJECTS_ROUTES,
  DOCUMENTS_ROUTES,
  PROJECT_INFOS_ROUTES,
  PROJECT_SEARCH_ROUTES,
  ADVISOR_REVIEW_ROUTES,
  PROJECT_SHARING_ROUTES,
  COMMISSION_ROUTES,
  ADVISOR_CHANGE_ROUTES,
  ACT_SIGNATURE_ROUTES,
  FOLLOW_UP_ACTION_ROUTES,
  PAYMENT_ROUTES,
  PROJECT_HISTORY_ROUTES,
  SCHEDULING_ROUTES,
  SIGNATURES_ROUTES,
  ROKHAS_ROUTES,
  RECOURSE_INVESTOR_ROUTES,
  RECOURSE_STAFF_ROUTES,
  MONITORING_ROUTES,
  PIAFE_ROUTES,
  BACK_OFFICE_ROUTES,
  LAND_ROUTES,
  // Last, for reading order only: the router ranks the not-found catch-all below every other path.
  ERRORS_ROUTES,
];

export const ROUTES: readonly AppRoute[] = [...APP_ROUTES, ...FEATURE_ROUTES.flat()];

import { COMMISSION_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/commission, with who may open them; app/route-table.ts collects them. */
export const COMMISSION_ROUTES: readonly AppRoute[] = [
  // The commission session of a programmed file (issue 7): the advisor decides, members give opinions.
  {
    path: COMMISSION_PATHS.commission,
    title: 'commission.title',
    access: ['ROLE_ADVISOR', 'ROLE_CRUI_MEMBER', 'ROLE_REGIONAL_CONSULTATION', 'ROLE_NATIONAL_CONSULTATION'],
    page: () => import('./pages/commission-page.tsx'),
  },
  // Lifting the reserves of a favourable-with-reserves decision, then its confirmation (decision 042).
  {
    path: COMMISSION_PATHS.raiseReservation,
    title: 'commission.reserves.title',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/raise-reservation-page.tsx'),
  },
  {
    path: COMMISSION_PATHS.raiseReservationConfirmation,
    title: 'commission.reserves.confirmationTitle',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/raise-reservation-confirmation-page.tsx'),
  },
  // Decision 050: the national commission's files (250 M DH or more, every region) and its decision on one.
  {
    path: COMMISSION_PATHS.nationalList,
    title: 'commission.national.title',
    access: ['ROLE_NATIONAL_COMMISSION'],
    page: () => import('./pages/national-commission-page.tsx'),
  },
  {
    path: COMMISSION_PATHS.nationalFile,
    title: 'commission.national.fileTitle',
    access: ['ROLE_NATIONAL_COMMISSION'],
    page: () => import('./pages/national-file-page.tsx'),
  },
];

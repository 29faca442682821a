import type { Role } from '@cri/shared/enums/roles';
import { APPOINTMENT_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/** Who follows appointments (spec 2 §2, §6): investors theirs, advisors and consultation roles their region's. */
const MEETINGS_ROLES: readonly Role[] = [
  'ROLE_INVESTOR',
  'ROLE_ADVISOR',
  'ROLE_REGIONAL_CONSULTATION',
  'ROLE_NATIONAL_CONSULTATION',
];

/** The pages of features/appointments, with who may open them; app/route-table.ts collects them. */
export const APPOINTMENTS_ROUTES: readonly AppRoute[] = [
  // Spec 2 §2: visitors and investors book; the lists are for who follows them.
  {
    path: APPOINTMENT_PATHS.create,
    title: 'appointments.new.title',
    access: 'public',
    page: () => import('./pages/new-appointment-page.tsx'),
  },
  {
    path: APPOINTMENT_PATHS.createForFramingForm,
    title: 'appointments.new.title',
    access: ['ROLE_INVESTOR'],
    page: () => import('./pages/new-appointment-page.tsx'),
  },
  {
    path: APPOINTMENT_PATHS.createForProject,
    title: 'appointments.new.title',
    access: ['ROLE_INVESTOR'],
    page: () => import('./pages/new-appointment-page.tsx'),
  },
  {
    path: APPOINTMENT_PATHS.success,
    title: 'appointments.success.title',
    access: 'public',
    page: () => import('./pages/new-appointment-success-page.tsx'),
  },
  {
    path: APPOINTMENT_PATHS.maxAttempts,
    title: 'appointments.maxAttempts.title',
    access: 'public',
    page: () => import('./pages/max-attempts-page.tsx'),
  },
  {
    path: APPOINTMENT_PATHS.list,
    title: 'appointments.list.title',
    access: MEETINGS_ROLES,
    page: () => import('./pages/meetings-page.tsx'),
  },
  {
    // The land member opens the land team's appointments here (spec 3 §2, decision 080).
    path: APPOINTMENT_PATHS.detail,
    title: 'appointments.title',
    access: [...MEETINGS_ROLES, 'ROLE_FONCIER_MEMBER'],
    page: () => import('./pages/meeting-detail-page.tsx'),
  },
  {
    path: APPOINTMENT_PATHS.framingFormMeetings,
    title: 'appointments.title',
    access: ['ROLE_INVESTOR'],
    page: () => import('./pages/framing-form-meetings-page.tsx'),
  },
];

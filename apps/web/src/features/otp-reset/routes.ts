import { OTP_RESET_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/otp-reset, with who may open them; app/route-table.ts collects them. */
export const OTP_RESET_ROUTES: readonly AppRoute[] = [
  // Spec 1 §6: the support roles reset security codes.
  {
    path: OTP_RESET_PATHS.national,
    title: 'otpReset.title',
    access: ['ROLE_NATIONAL_SUPPORT'],
    page: () => import('./pages/national-reset-otp-page.tsx'),
  },
  {
    path: OTP_RESET_PATHS.regional,
    title: 'otpReset.title',
    access: ['ROLE_REGIONAL_SUPPORT'],
    page: () => import('./pages/regional-reset-otp-page.tsx'),
  },
];

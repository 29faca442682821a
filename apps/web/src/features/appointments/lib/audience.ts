import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { AppointmentAudience } from '../api/get-appointments.ts';

/** The list variant of the signed-in user (spec 2 §7): investors theirs, advisors their region's, consultation roles by region. */
export function audienceOf(user: Pick<TAccessClaims, 'roles'> | null): AppointmentAudience | null {
  if (!user) return null;
  if (user.roles.includes('ROLE_INVESTOR')) return 'investor';
  if (user.roles.includes('ROLE_ADVISOR')) return 'advisor';
  if (user.roles.includes('ROLE_REGIONAL_CONSULTATION') || user.roles.includes('ROLE_NATIONAL_CONSULTATION')) return 'region';
  return null;
}

/** National consultation picks a region (or all); everyone else's region is fixed by the server. */
export const picksRegion = (user: Pick<TAccessClaims, 'roles'> | null): boolean =>
  user?.roles.includes('ROLE_NATIONAL_CONSULTATION') ?? false;

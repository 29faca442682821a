import type { Role } from '@cri/shared/enums/roles';
import { hasPermission } from '@cri/shared/permissions';
import { isRegional } from '../../lib/region-scope.ts';

/**
 * Who reads a delivered (signed) act (decision 038): the file's investor, and the staff who read files of
 * its region (national roles: every region).
 */
export function mayReadSignedAct(
  user: { id: number; roles: readonly string[]; regionId: number | null },
  act: { regionId: number; investorId: number },
): boolean {
  if (act.investorId === user.id) return true;
  if (user.roles.includes('ROLE_INVESTOR') || !hasPermission(user.roles, 'read:project')) return false;
  return !isRegional({ roles: user.roles as Role[] }) || user.regionId === act.regionId;
}

import { hasPermission } from '@cri/shared/permissions';
import { useSession } from '../../../lib/auth/session.ts';
import { signatureDetailPath, signPvPath } from './paths.ts';

/** Where an error page of the signature flow leads back: the member's signing page, or the advisor's detail. */
export function useSignatureBackPath(projectId: number): { to: string; labelKey: string } {
  const roles = useSession().user?.roles ?? [];
  return hasPermission(roles, 'sign:commission-pv')
    ? { to: signPvPath(projectId), labelKey: 'signatures.signPv.back' }
    : { to: signatureDetailPath(projectId), labelKey: 'signatures.detail.back' };
}

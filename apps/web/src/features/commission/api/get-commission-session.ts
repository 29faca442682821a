import { type TCommissionSession, ZCommissionSession } from '@cri/shared/schemas/commission';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /projects/{id}/commission-session: the session, its members, the decision and what the caller may do. */
export async function getCommissionSession(id: number): Promise<TCommissionSession> {
  return ZCommissionSession.parse(await apiFetch<unknown>(`/projects/${id}/commission-session`));
}

export const commissionSessionKey = (id: number | null) => ['projects', 'commission', id] as const;

export function useCommissionSession(id: number | null, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: commissionSessionKey(id),
    queryFn: () => getCommissionSession(id ?? 0),
    enabled: id !== null && (opts.enabled ?? true),
    retry: false,
  });
}

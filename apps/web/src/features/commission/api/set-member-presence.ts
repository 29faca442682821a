import { type TCommission, type TCommissionPresenceRequest, ZCommission } from '@cri/shared/schemas/commission';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { commissionSessionKey } from './get-commission-session.ts';

/** PUT /commission/{id}/members/{userId}: presence and conflict of interest of a member. */
export async function setMemberPresence(
  commissionId: number,
  userId: number,
  body: TCommissionPresenceRequest,
): Promise<TCommission> {
  return ZCommission.parse(await apiFetch<unknown>(`/commission/${commissionId}/members/${userId}`, { method: 'PUT', body }));
}

export function useSetMemberPresence(projectId: number, commissionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { userId: number; body: TCommissionPresenceRequest }) => setMemberPresence(commissionId, v.userId, v.body),
    onSettled: () => client.invalidateQueries({ queryKey: commissionSessionKey(projectId) }),
  });
}

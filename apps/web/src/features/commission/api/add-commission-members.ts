import { type TAddCruiMembersRequest, type TCommissionSession, ZCommissionSession } from '@cri/shared/schemas/commission';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { commissionSessionKey } from './get-commission-session.ts';

/** PUT /projects/{id}/add-cruimember-to-project: opens the session and seats the chosen members. */
export async function addCommissionMembers(id: number, body: TAddCruiMembersRequest): Promise<TCommissionSession> {
  return ZCommissionSession.parse(
    await apiFetch<unknown>(`/projects/${id}/add-cruimember-to-project`, { method: 'PUT', body, blocking: true }),
  );
}

export function useAddCommissionMembers(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddCruiMembersRequest) => addCommissionMembers(id, body),
    onSuccess: (session) => client.setQueryData(commissionSessionKey(id), session),
  });
}

import { type TCommissionOpinionRequest, type TCommissionSession, ZCommissionSession } from '@cri/shared/schemas/commission';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { commissionSessionKey } from './get-commission-session.ts';

/** PUT /projects/{id}/commission-opinion: the CRUI member's own opinion. */
export async function giveCommissionOpinion(id: number, body: TCommissionOpinionRequest): Promise<TCommissionSession> {
  return ZCommissionSession.parse(
    await apiFetch<unknown>(`/projects/${id}/commission-opinion`, { method: 'PUT', body, blocking: true }),
  );
}

export function useGiveCommissionOpinion(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCommissionOpinionRequest) => giveCommissionOpinion(id, body),
    onSuccess: (session) => client.setQueryData(commissionSessionKey(id), session),
  });
}

import { type TCommission, type TCommissionAnswerRequest, ZCommission } from '@cri/shared/schemas/commission';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { commissionSessionKey } from './get-commission-session.ts';

/** PUT /projects/{id}/commission-answer: the commission's decision, recorded by the advisor. */
export async function recordCommissionAnswer(id: number, body: TCommissionAnswerRequest): Promise<TCommission> {
  return ZCommission.parse(await apiFetch<unknown>(`/projects/${id}/commission-answer`, { method: 'PUT', body, blocking: true }));
}

export function useRecordCommissionAnswer(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCommissionAnswerRequest) => recordCommissionAnswer(id, body),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: commissionSessionKey(id) });
      void client.invalidateQueries({ queryKey: ['projects', 'detail', id] });
      void client.invalidateQueries({ queryKey: ['projects', 'phases', id] });
    },
  });
}

import { type TCommission, type TCommissionAnswerRequest, ZCommission } from '@cri/shared/schemas/commission';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { nationalFileKey, nationalProjectsKey } from './get-national-commission.ts';

/** PUT /projects/{id}/national-commission-answer: the national commission's decision (decision 050). */
export async function recordNationalAnswer(id: number, body: TCommissionAnswerRequest): Promise<TCommission> {
  return ZCommission.parse(
    await apiFetch<unknown>(`/projects/${id}/national-commission-answer`, { method: 'PUT', body, blocking: true }),
  );
}

export function useRecordNationalAnswer(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCommissionAnswerRequest) => recordNationalAnswer(id, body),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: nationalFileKey(id) });
      void client.invalidateQueries({ queryKey: nationalProjectsKey });
    },
  });
}

import {
  type TAdvisorChangeDecision,
  type TAdvisorChangeRequestDetail,
  ZAdvisorChangeRequestDetail,
} from '@cri/shared/schemas/advisor-change';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { advisorChangeKeys } from './get-advisor-change-requests.ts';

/** PUT /advisor-change-requests/{id}/decision: the director accepts (new advisor) or refuses (reason). */
export async function decideAdvisorChange(id: number, body: TAdvisorChangeDecision): Promise<TAdvisorChangeRequestDetail> {
  return ZAdvisorChangeRequestDetail.parse(
    await apiFetch<unknown>(`/advisor-change-requests/${id}/decision`, { method: 'PUT', body, blocking: true }),
  );
}

export function useDecideAdvisorChange(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdvisorChangeDecision) => decideAdvisorChange(id, body),
    onSettled: (data) => {
      void client.invalidateQueries({ queryKey: advisorChangeKeys.all });
      if (data) void client.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}

import {
  type TAdvisorChangeRequestDetail,
  type TCreateAdvisorChangeRequest,
  ZAdvisorChangeRequestDetail,
} from '@cri/shared/schemas/advisor-change';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { advisorChangeKeys } from './get-advisor-change-requests.ts';

/** POST /advisor-change-requests: the assigned advisor asks the director to hand the file over. */
export async function createAdvisorChangeRequest(body: TCreateAdvisorChangeRequest): Promise<TAdvisorChangeRequestDetail> {
  return ZAdvisorChangeRequestDetail.parse(
    await apiFetch<unknown>('/advisor-change-requests', { method: 'POST', body, blocking: true }),
  );
}

export function useCreateAdvisorChangeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAdvisorChangeRequest,
    onSettled: () => void client.invalidateQueries({ queryKey: advisorChangeKeys.all }),
  });
}

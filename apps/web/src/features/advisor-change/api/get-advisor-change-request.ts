import { type TAdvisorChangeRequestDetail, ZAdvisorChangeRequestDetail } from '@cri/shared/schemas/advisor-change';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { advisorChangeKeys } from './get-advisor-change-requests.ts';

/** GET /advisor-change-requests/{id}: the request, the advisors who may take the file, what the caller may do. */
export async function getAdvisorChangeRequest(id: number): Promise<TAdvisorChangeRequestDetail> {
  return ZAdvisorChangeRequestDetail.parse(await apiFetch<unknown>(`/advisor-change-requests/${id}`));
}

export function useAdvisorChangeRequest(id: number | null) {
  return useQuery({
    queryKey: advisorChangeKeys.detail(id ?? 0),
    queryFn: () => getAdvisorChangeRequest(id ?? 0),
    enabled: id !== null,
  });
}

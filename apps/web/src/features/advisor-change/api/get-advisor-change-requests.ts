import {
  type AdvisorChangeStatus,
  type TAdvisorChangeRequest,
  ZAdvisorChangeRequestList,
} from '@cri/shared/schemas/advisor-change';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const advisorChangeKeys = {
  all: ['advisor-change'] as const,
  list: (status: AdvisorChangeStatus | null) => ['advisor-change', 'list', status ?? 'ALL'] as const,
  detail: (id: number) => ['advisor-change', 'detail', id] as const,
};

/** GET /advisor-change-requests?status: the advisor's own requests, or the director's region's. */
export async function getAdvisorChangeRequests(status: AdvisorChangeStatus | null): Promise<TAdvisorChangeRequest[]> {
  const query = status ? `?status=${status}` : '';
  return ZAdvisorChangeRequestList.parse(await apiFetch<unknown>(`/advisor-change-requests${query}`));
}

export function useAdvisorChangeRequests(status: AdvisorChangeStatus | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: advisorChangeKeys.list(status), queryFn: () => getAdvisorChangeRequests(status), enabled });
}

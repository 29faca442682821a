import type { AdvisorChangeStatus, TAdvisorChangeRequest } from '@cri/shared/schemas/advisor-change';
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
  // The schema (and zod) is fetched beside the data, not with the dashboard's first render (decision 105).
  const [{ ZAdvisorChangeRequestList }, data] = await Promise.all([
    import('@cri/shared/schemas/advisor-change'),
    apiFetch<unknown>(`/advisor-change-requests${query}`),
  ]);
  return ZAdvisorChangeRequestList.parse(data);
}

export function useAdvisorChangeRequests(status: AdvisorChangeStatus | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: advisorChangeKeys.list(status), queryFn: () => getAdvisorChangeRequests(status), enabled });
}

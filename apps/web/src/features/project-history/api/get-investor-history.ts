import { type TInvestorProjectHistory, ZInvestorProjectHistory } from '@cri/shared/schemas/project-history';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /investors/project-history?projectId: the investor's files by creation year. */
export async function getInvestorHistory(projectId: number): Promise<TInvestorProjectHistory> {
  return ZInvestorProjectHistory.parse(await apiFetch<unknown>('/investors/project-history', { query: { projectId } }));
}

export function useInvestorHistory(projectId: number | null) {
  return useQuery({
    queryKey: ['projects', 'investor-history', projectId],
    queryFn: () => getInvestorHistory(projectId ?? 0),
    enabled: projectId !== null,
    retry: false,
  });
}

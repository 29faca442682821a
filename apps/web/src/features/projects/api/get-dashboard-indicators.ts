import type { TDashboardIndicators } from '@cri/shared/schemas/project-lists';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { projectListKey } from './get-projects.ts';

/** GET /projects/dashboard-indicators: counts per category and the week's figures of the staff dashboard. */
export async function getDashboardIndicators(regionId?: number): Promise<TDashboardIndicators> {
  // The schema (and zod) is fetched beside the data, not with the dashboard's first render (decision 105).
  const [{ ZDashboardIndicators }, data] = await Promise.all([
    import('@cri/shared/schemas/project-lists'),
    apiFetch<unknown>('/projects/dashboard-indicators', { query: regionId === undefined ? {} : { regionId } }),
  ]);
  return ZDashboardIndicators.parse(data);
}

export function useDashboardIndicators({ regionId, enabled = true }: { regionId?: number; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...projectListKey, 'indicators', regionId ?? null],
    queryFn: () => getDashboardIndicators(regionId),
    enabled,
  });
}

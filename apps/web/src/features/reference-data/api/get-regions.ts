import type { TRegion } from '@cri/shared/schemas/reference-data';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { REFERENCE_STALE_TIME } from './reference-query.ts';

/** GET /regions: the twelve regions, with whether the portal is deployed there (public reference data). */
export async function getRegions(): Promise<TRegion[]> {
  // The schema (and zod) is fetched beside the data, not with the home page's first JS (docs/quality.md).
  const [{ ZRegion }, data] = await Promise.all([
    import('@cri/shared/schemas/reference-data'),
    apiFetch<unknown>('/regions', { auth: false }),
  ]);
  return ZRegion.array().parse(data);
}

const regionsQuery = { queryKey: ['reference-data', 'regions'], queryFn: getRegions, staleTime: REFERENCE_STALE_TIME };

export function useRegions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...regionsQuery, enabled });
}

/** The regions where the portal is deployed: where an appointment can be booked or a commission sits. */
export function useDeployedRegions() {
  return useQuery({ ...regionsQuery, select: (regions) => regions.filter((r) => r.deployed) });
}

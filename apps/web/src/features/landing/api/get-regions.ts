import type { TRegion } from '@cri/shared/schemas/reference-data';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /regions: the deployed regions. Sent without the token: the list is public, and on the public
 * home page a refused call must never turn into a trip to the login page.
 */
export async function getRegions(): Promise<TRegion[]> {
  // The schema (and zod) is fetched beside the data, not with the home page's first JS (docs/quality.md).
  const [{ ZRegion }, data] = await Promise.all([
    import('@cri/shared/schemas/reference-data'),
    apiFetch<unknown>('/regions', { auth: false }),
  ]);
  return ZRegion.array().parse(data);
}

export function useRegions({ enabled = true }: { enabled?: boolean } = {}) {
  // Reference data changes with a deployment, not during a visit.
  return useQuery({ queryKey: ['reference-data', 'regions'], queryFn: getRegions, staleTime: 60 * 60 * 1000, enabled });
}

export const regionName = (region: Pick<TRegion, 'nameFr' | 'nameAr'>, language: string): string =>
  language === 'ar' ? region.nameAr : region.nameFr;

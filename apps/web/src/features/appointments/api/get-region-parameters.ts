import { type TRegionParameters, ZRegionParameters } from '@cri/shared/schemas/reference-data';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /region-parameters: each region's slot hours and minutes per file (public reference data). */
export async function getRegionParameters(): Promise<TRegionParameters[]> {
  return z.array(ZRegionParameters).parse(await apiFetch<unknown>('/region-parameters', { auth: false }));
}

export function useRegionParameters(regionId: number | null) {
  return useQuery({
    queryKey: ['reference-data', 'region-parameters'],
    queryFn: getRegionParameters,
    staleTime: 60 * 60 * 1000,
    select: (all) => all.find((p) => p.regionId === regionId) ?? null,
    enabled: regionId !== null,
  });
}

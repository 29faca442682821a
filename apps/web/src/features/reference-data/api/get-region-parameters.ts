import { type TRegionParameters, ZRegionParameters } from '@cri/shared/schemas/reference-data';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchReferenceList, REFERENCE_STALE_TIME } from './reference-query.ts';

/** GET /region-parameters: each region's slot hours and minutes per file (public reference data). */
export const getRegionParameters = (): Promise<TRegionParameters[]> =>
  fetchReferenceList('/region-parameters', z.array(ZRegionParameters));

/** One region's parameters (null until a region is chosen, or when it has none). */
export function useRegionParameters(regionId: number | null) {
  return useQuery({
    queryKey: ['reference-data', 'region-parameters'],
    queryFn: getRegionParameters,
    staleTime: REFERENCE_STALE_TIME,
    select: (all) => all.find((p) => p.regionId === regionId) ?? null,
    enabled: regionId !== null,
  });
}

import { type TRegion, ZRegion } from '@cri/shared/schemas/reference-data';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /regions: the deployed regions, where an appointment can be booked (public reference data). */
export async function getRegions(): Promise<TRegion[]> {
  return z.array(ZRegion).parse(await apiFetch<unknown>('/regions', { auth: false }));
}

export function useDeployedRegions() {
  return useQuery({
    queryKey: ['reference-data', 'regions'],
    queryFn: getRegions,
    staleTime: 60 * 60 * 1000,
    select: (regions) => regions.filter((r) => r.deployed),
  });
}

export const regionLabel = (region: Pick<TRegion, 'nameFr' | 'nameAr'>, language: string): string =>
  language === 'ar' ? region.nameAr : region.nameFr;

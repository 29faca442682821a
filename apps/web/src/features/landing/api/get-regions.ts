import { type TRegion, ZRegion } from '@cri/shared/schemas/reference-data';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const ZRegions = z.array(ZRegion);

/**
 * GET /regions: the deployed regions. Sent without the token: the list is public, and on the public
 * home page a refused call must never turn into a trip to the login page.
 */
export async function getRegions(): Promise<TRegion[]> {
  return ZRegions.parse(await apiFetch<unknown>('/regions', { auth: false }));
}

export function useRegions({ enabled = true }: { enabled?: boolean } = {}) {
  // Reference data changes with a deployment, not during a visit.
  return useQuery({ queryKey: ['reference-data', 'regions'], queryFn: getRegions, staleTime: 60 * 60 * 1000, enabled });
}

export const regionName = (region: Pick<TRegion, 'nameFr' | 'nameAr'>, language: string): string =>
  language === 'ar' ? region.nameAr : region.nameFr;

import { type TAdministration, ZAdministration } from '@cri/shared/schemas/reference-data';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /administrations?regionId&typeCode=URBAN_AGENCY: the region's urban agencies (reference data). */
export function useUrbanAgencies(regionId: number | null) {
  return useQuery({
    queryKey: ['administrations', regionId, 'URBAN_AGENCY'],
    enabled: regionId !== null,
    queryFn: async (): Promise<TAdministration[]> =>
      z
        .array(ZAdministration)
        .parse(await apiFetch<unknown>('/administrations', { query: { regionId: regionId ?? 0, typeCode: 'URBAN_AGENCY' } })),
  });
}

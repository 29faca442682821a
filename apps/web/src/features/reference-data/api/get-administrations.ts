import { ZAdministration } from '@cri/shared/schemas/reference-data';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { REFERENCE_STALE_TIME } from './reference-query.ts';

/** GET /administration?regionId (signed in): the administrations of one region, archived ones left out. */
export function useRegionAdministrations(regionId: number | null) {
  return useQuery({
    queryKey: ['reference-data', 'administrations', regionId],
    queryFn: async ({ signal }) =>
      z
        .array(ZAdministration)
        .parse(await apiFetch<unknown>('/administration', { query: { regionId: Number(regionId) }, signal })),
    enabled: regionId !== null,
    staleTime: REFERENCE_STALE_TIME,
  });
}

import { ZCommune } from '@cri/shared/schemas/reference-data';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchReferenceList, REFERENCE_STALE_TIME } from './reference-query.ts';

/** GET /communes: all communes (with province and region), for the commune selects. */
export function useCommunes(enabled = true) {
  return useQuery({
    queryKey: ['reference-data', 'communes'],
    queryFn: () => fetchReferenceList('/communes', z.array(ZCommune)),
    staleTime: REFERENCE_STALE_TIME,
    enabled,
  });
}

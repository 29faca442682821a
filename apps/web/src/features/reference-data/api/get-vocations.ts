import { ZVocation } from '@cri/shared/schemas/reference-data';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchReferenceList, REFERENCE_STALE_TIME } from './reference-query.ts';

/** GET /vocations: what a parcel of land is zoned for (the questionnaire's land questions). */
export function useVocations() {
  return useQuery({
    queryKey: ['reference-data', 'vocations'],
    queryFn: () => fetchReferenceList('/vocations', z.array(ZVocation)),
    staleTime: REFERENCE_STALE_TIME,
  });
}

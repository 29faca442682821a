import { ZProvince } from '@cri/shared/schemas/reference-data';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchReferenceList, REFERENCE_STALE_TIME } from './reference-query.ts';

/** GET /provinces?all=true: every province (with its region), to name one or to pick one. */
export function useProvinces() {
  return useQuery({
    queryKey: ['reference-data', 'provinces', 'all'],
    queryFn: () => fetchReferenceList('/provinces', z.array(ZProvince), { all: true }),
    staleTime: REFERENCE_STALE_TIME,
  });
}

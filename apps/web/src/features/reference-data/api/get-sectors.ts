import { ZSector } from '@cri/shared/schemas/reference-data';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchReferenceList, REFERENCE_STALE_TIME } from './reference-query.ts';

/** GET /sectors: the sector tree (sectors and their activities), flat. */
export function useSectors() {
  return useQuery({
    queryKey: ['reference-data', 'sectors'],
    queryFn: () => fetchReferenceList('/sectors', z.array(ZSector)),
    staleTime: REFERENCE_STALE_TIME,
  });
}

import { type TRegionalCentre, ZRegionalCentre } from '@cri/shared/schemas/reference-data';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /infos-cri/project?regionId: a centre's contact card (public). */
export function useRegionalCentre(regionId: number | null) {
  return useQuery({
    queryKey: ['content', 'centre', regionId],
    enabled: regionId !== null,
    retry: false,
    staleTime: 60 * 60 * 1000,
    queryFn: async (): Promise<TRegionalCentre> =>
      ZRegionalCentre.parse(await apiFetch<unknown>('/infos-cri/project', { auth: false, query: { regionId } })),
  });
}

import { type TAdvisorProfile, ZAdvisorProfile } from '@cri/shared/schemas/profiles';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const advisorKey = (id: number) => ['profiles', 'advisor', id] as const;

/** GET /advisors/{id}: the profile and what the caller may do with it. */
export async function getAdvisor(id: number): Promise<TAdvisorProfile> {
  return ZAdvisorProfile.parse(await apiFetch<unknown>(`/advisors/${id}`));
}

export function useAdvisor(id: number | null) {
  return useQuery({ queryKey: advisorKey(id ?? 0), queryFn: () => getAdvisor(id ?? 0), enabled: id !== null });
}

import { type TAdvisorProfile, type TUpdateAdvisorRequest, ZAdvisorProfile } from '@cri/shared/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { advisorKey } from './get-advisor.ts';

/** PUT /advisors/update: the advisor's own phones. */
export async function updateAdvisor(body: TUpdateAdvisorRequest): Promise<TAdvisorProfile> {
  return ZAdvisorProfile.parse(await apiFetch<unknown>('/advisors/update', { method: 'PUT', body, blocking: true }));
}

export function useUpdateAdvisor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdvisor,
    onSuccess: (profile) => queryClient.setQueryData(advisorKey(profile.id), profile),
  });
}

import { type TCruiMemberProfile, type TUpdateCruiMemberRequest, ZCruiMemberProfile } from '@cri/shared/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { cruiMemberKey } from './get-crui-member.ts';

/** PUT /crui-members/update: the member's own phones and job title. */
export async function updateCruiMember(body: TUpdateCruiMemberRequest): Promise<TCruiMemberProfile> {
  return ZCruiMemberProfile.parse(await apiFetch<unknown>('/crui-members/update', { method: 'PUT', body, blocking: true }));
}

export function useUpdateCruiMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCruiMember,
    onSuccess: (profile) => queryClient.setQueryData(cruiMemberKey(profile.id), profile),
  });
}

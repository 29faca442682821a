import { type TCruiMemberProfile, ZCruiMemberProfile } from '@cri/shared/schemas/profiles';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const cruiMemberKey = (id: number) => ['profiles', 'crui-member', id] as const;

/** GET /crui-members/{id}: the profile and what the caller may do with it. */
export async function getCruiMember(id: number): Promise<TCruiMemberProfile> {
  return ZCruiMemberProfile.parse(await apiFetch<unknown>(`/crui-members/${id}`));
}

export function useCruiMember(id: number | null) {
  return useQuery({ queryKey: cruiMemberKey(id ?? 0), queryFn: () => getCruiMember(id ?? 0), enabled: id !== null });
}

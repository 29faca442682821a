import { type TActToSign, ZActToSign } from '@cri/shared/schemas/act-signature';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /follow-up-action/{id}/act-signature: the act the governor signs, and what the governor may do. */
export async function getActToSign(fuaId: number): Promise<TActToSign> {
  return ZActToSign.parse(await apiFetch<unknown>(`/follow-up-action/${fuaId}/act-signature`));
}

export const actToSignKey = (fuaId: number | null) => ['act-signature', fuaId] as const;

export function useActToSign(fuaId: number | null) {
  return useQuery({
    queryKey: actToSignKey(fuaId),
    queryFn: () => getActToSign(fuaId ?? 0),
    enabled: fuaId !== null,
    retry: false,
    // Someone may start signing meanwhile: each visit reads the current state.
    staleTime: 0,
  });
}

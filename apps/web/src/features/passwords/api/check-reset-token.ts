import { ZTokenBlacklistResponse } from '@cri/shared/schemas/passwords';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /users/token-black-list-check: whether a reset link is spent, expired or unknown. */
export async function checkResetToken(token: string, signal?: AbortSignal): Promise<boolean> {
  const data = await apiFetch<unknown>('/users/token-black-list-check', { query: { token }, auth: false, signal });
  return ZTokenBlacklistResponse.parse(data).blacklisted;
}

export const useResetTokenBlacklisted = (token: string) =>
  useQuery({
    queryKey: ['passwords', 'reset-token', token],
    queryFn: ({ signal }) => checkResetToken(token, signal),
    enabled: token.length > 0,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

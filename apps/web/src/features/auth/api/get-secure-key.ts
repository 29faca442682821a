import { type TSecureKeyResponse, ZSecureKeyResponse } from '@cri/shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /users/secureKey: the authenticator secret, answered only until the first valid code (then 403). */
export async function fetchSecureKey(username: string, signal?: AbortSignal): Promise<TSecureKeyResponse> {
  return ZSecureKeyResponse.parse(await apiFetch<unknown>('/users/secureKey', { query: { username }, signal }));
}

export function useSecureKey(username: string | null) {
  return useQuery({
    queryKey: ['auth', 'secure-key', username],
    queryFn: ({ signal }) => fetchSecureKey(username ?? '', signal),
    enabled: username !== null,
    // A 403 (already configured) is an answer, not a hiccup: no retry. The secret leaves the cache with the page.
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

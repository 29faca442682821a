import { type TSearchUserResponse, ZSearchUserResponse } from '@cri/shared/schemas/otp-reset';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const searchUserKey = (username: string | null) => ['otp-reset', 'search-user', username] as const;

/** GET /users/search-user: the account whose security code support may reset (404 outside the region). */
export async function searchUser(username: string, signal?: AbortSignal): Promise<TSearchUserResponse> {
  return ZSearchUserResponse.parse(
    await apiFetch<unknown>('/users/search-user', { query: { username }, signal, blocking: true }),
  );
}

/** Runs once per submitted e-mail; a 404 or 403 is an answer to show, not a hiccup to retry. */
export function useSearchUser(username: string | null) {
  return useQuery({
    queryKey: searchUserKey(username),
    queryFn: ({ signal }) => searchUser(username ?? '', signal),
    enabled: username !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

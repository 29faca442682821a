import {
  type TLifeCycleAccount,
  type TLifeCycleCount,
  ZLifeCycleAccount,
  ZLifeCycleCount,
} from '@cri/shared/back-office/life-cycle';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /life-cycle-account?username (decision 088): the recorded life of one account. */
export function useLifeCycle(username: string | null) {
  return useQuery({
    queryKey: ['back-office', 'life-cycle', username],
    queryFn: async ({ signal }): Promise<TLifeCycleAccount> =>
      ZLifeCycleAccount.parse(await apiFetch<unknown>('/life-cycle-account', { query: { username: username ?? '' }, signal })),
    enabled: username !== null,
    retry: false,
  });
}

/** GET /life-cycle-account/count-by-investor?username: an investor account's events, counted. */
export function useLifeCycleCount(username: string | null) {
  return useQuery({
    queryKey: ['back-office', 'life-cycle', 'count', username],
    queryFn: async ({ signal }): Promise<TLifeCycleCount> =>
      ZLifeCycleCount.parse(
        await apiFetch<unknown>('/life-cycle-account/count-by-investor', { query: { username: username ?? '' }, signal }),
      ),
    enabled: username !== null,
    retry: false,
  });
}

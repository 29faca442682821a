import { type TRegionalSupport, ZRegionalSupport } from '@cri/shared/schemas/otp-reset';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /regional-supports/current: the caller's regional support record (whether it holds the reset right). */
export async function fetchCurrentRegionalSupport(signal?: AbortSignal): Promise<TRegionalSupport> {
  return ZRegionalSupport.parse(await apiFetch<unknown>('/regional-supports/current', { signal }));
}

export function useCurrentRegionalSupport(enabled: boolean) {
  return useQuery({
    queryKey: ['otp-reset', 'regional-support', 'current'],
    queryFn: ({ signal }) => fetchCurrentRegionalSupport(signal),
    enabled,
    retry: false,
  });
}

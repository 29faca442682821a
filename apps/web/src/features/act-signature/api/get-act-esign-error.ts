import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const ZWsError = z.object({ wsError: z.string().nullable() });

/** GET /esign/act-error?followUpActionId: the provider's own text of the governor's last failed or cancelled signature. */
export async function getActEsignError(fuaId: number): Promise<{ wsError: string | null }> {
  return ZWsError.parse(await apiFetch<unknown>('/esign/act-error', { query: { followUpActionId: fuaId } }));
}

export function useActEsignError(fuaId: number | null, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['act-esign-error', fuaId] as const,
    queryFn: () => getActEsignError(fuaId ?? 0),
    enabled: fuaId !== null && (opts.enabled ?? true),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

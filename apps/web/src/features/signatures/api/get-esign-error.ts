import { type TEsignErrorResponse, ZEsignErrorResponse } from '@cri/shared/schemas/signatures';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /esign-error?projectId: the provider's own text of the caller's last failed or cancelled signature. */
export async function getEsignError(projectId: number): Promise<TEsignErrorResponse> {
  return ZEsignErrorResponse.parse(await apiFetch<unknown>('/esign-error', { query: { projectId } }));
}

export function useEsignError(projectId: number | null, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['esign-error', projectId] as const,
    queryFn: () => getEsignError(projectId ?? 0),
    enabled: projectId !== null && (opts.enabled ?? true),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

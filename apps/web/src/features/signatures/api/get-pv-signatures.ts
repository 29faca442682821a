import { type TPvSignatures, ZPvSignatures } from '@cri/shared/schemas/signatures';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /projects/{id}/pv-signatures: the PV, each member's signature and what the caller may do. */
export async function getPvSignatures(projectId: number): Promise<TPvSignatures> {
  return ZPvSignatures.parse(await apiFetch<unknown>(`/projects/${projectId}/pv-signatures`));
}

export const pvSignaturesKey = (projectId: number | null) => ['projects', 'pv-signatures', projectId] as const;

export function usePvSignatures(projectId: number | null, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: pvSignaturesKey(projectId),
    queryFn: () => getPvSignatures(projectId ?? 0),
    enabled: projectId !== null && (opts.enabled ?? true),
    retry: false,
    // Other members sign meanwhile: each visit of a signature page reads the current state.
    staleTime: 0,
  });
}

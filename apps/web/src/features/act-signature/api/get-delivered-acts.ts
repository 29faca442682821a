import { type TProjectActs, ZProjectActs } from '@cri/shared/schemas/act-signature';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /projects/{id}/delivered-acts: the signed acts of a file with their download links, and those awaiting the governor. */
export async function getDeliveredActs(projectId: number): Promise<TProjectActs> {
  return ZProjectActs.parse(await apiFetch<unknown>(`/projects/${projectId}/delivered-acts`));
}

export function useDeliveredActs(projectId: number | null, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['projects', 'delivered-acts', projectId] as const,
    queryFn: () => getDeliveredActs(projectId ?? 0),
    enabled: projectId !== null && (opts.enabled ?? true),
    retry: false,
  });
}

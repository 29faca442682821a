import { type TProjectPv, ZProjectPv } from '@cri/shared/schemas/signatures';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /projects/{id}/commission-pv: the PV on the project page (the investor once it is loaded). */
export async function getProjectPv(projectId: number): Promise<TProjectPv> {
  return ZProjectPv.parse(await apiFetch<unknown>(`/projects/${projectId}/commission-pv`));
}

export function useProjectPv(projectId: number, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['projects', 'commission-pv', projectId] as const,
    queryFn: () => getProjectPv(projectId),
    enabled: opts.enabled ?? true,
    retry: false,
  });
}

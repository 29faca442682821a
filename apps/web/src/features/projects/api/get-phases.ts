import { type TProjectPhases, ZProjectPhases } from '@cri/shared/schemas/project-submission';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /projects/{id}/phases: the timeline, the deposit date and the latest decision. */
export async function getPhases(id: number): Promise<TProjectPhases> {
  return ZProjectPhases.parse(await apiFetch<unknown>(`/projects/${id}/phases`));
}

export function usePhases(id: number | null) {
  return useQuery({
    queryKey: ['projects', 'phases', id],
    queryFn: () => getPhases(id ?? 0),
    enabled: id !== null,
    retry: false,
  });
}

import { type TRelatedProject, ZRelatedProjects } from '@cri/shared/schemas/project-history';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /projects/{id}/previous-projects or /next-projects: the same investor's files before / after. */
export async function getRelatedProjects(id: number, direction: 'previous' | 'next'): Promise<TRelatedProject[]> {
  return ZRelatedProjects.parse(await apiFetch<unknown>(`/projects/${id}/${direction}-projects`));
}

export function useRelatedProjects(id: number | null, direction: 'previous' | 'next') {
  return useQuery({
    queryKey: ['projects', 'related', direction, id],
    queryFn: () => getRelatedProjects(id ?? 0, direction),
    enabled: id !== null,
    retry: false,
  });
}

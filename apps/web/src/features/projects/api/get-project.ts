import { type TProject, ZProject } from '@cri/shared/schemas/projects';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /projects/{id}: the project, its procedures and their required documents. */
export async function getProject(id: number): Promise<TProject> {
  return ZProject.parse(await apiFetch<unknown>(`/projects/${id}`));
}

export function useProject(id: number | null) {
  return useQuery({
    queryKey: ['projects', 'detail', id],
    queryFn: () => getProject(id ?? 0),
    enabled: id !== null,
    retry: false,
  });
}

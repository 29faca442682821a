import { type TProjectInfos, ZProjectInfos } from '@cri/shared/schemas/project-infos';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const projectInfosKey = (id: number | null) => ['project-infos', id] as const;

/** GET /projects/{id}/infos: the project's questions, its answers, exploitation years and lands. */
export async function getProjectInfos(id: number): Promise<TProjectInfos> {
  return ZProjectInfos.parse(await apiFetch<unknown>(`/projects/${id}/infos`));
}

export function useProjectInfos(id: number | null) {
  return useQuery({
    queryKey: projectInfosKey(id),
    queryFn: () => getProjectInfos(id ?? 0),
    enabled: id !== null,
    retry: false,
  });
}

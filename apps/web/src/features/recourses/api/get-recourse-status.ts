import { type TRecourseStatus, ZRecourseStatus } from '@cri/shared/schemas/recourses';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const recourseStatusKey = (projectId: number | null) => ['recourses', 'status', projectId] as const;

/** GET /projects/{id}/recourses: each kind's availability (with the refusal), its filing clock and the appeal filed. */
export async function getRecourseStatus(projectId: number): Promise<TRecourseStatus> {
  return ZRecourseStatus.parse(await apiFetch<unknown>(`/projects/${projectId}/recourses`));
}

export function useRecourseStatus(projectId: number | null, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: recourseStatusKey(projectId),
    queryFn: () => getRecourseStatus(projectId ?? 0),
    enabled: projectId !== null && (opts.enabled ?? true),
    retry: false,
  });
}

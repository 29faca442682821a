import { type TProjectPhaseChangeResponse, ZProjectPhaseChangeResponse } from '@cri/shared/schemas/project-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { projectListKey } from './get-projects.ts';

/** PUT /projects/{id}/archive-project (429 past the daily maximum). */
export async function archiveProject(id: number): Promise<TProjectPhaseChangeResponse> {
  return ZProjectPhaseChangeResponse.parse(
    await apiFetch<unknown>(`/projects/${id}/archive-project`, { method: 'PUT', blocking: true }),
  );
}

export function useArchiveProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: archiveProject,
    onSuccess: (_, id) => {
      void client.invalidateQueries({ queryKey: projectListKey });
      void client.invalidateQueries({ queryKey: ['projects', 'detail', id] });
    },
  });
}

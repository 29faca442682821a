import { type TProjectPhaseChangeResponse, ZProjectPhaseChangeResponse } from '@cri/shared/schemas/project-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { projectListKey } from './get-projects.ts';

/** PUT /projects/{id}/restore-project (429 past the daily maximum). */
export async function restoreProject(id: number): Promise<TProjectPhaseChangeResponse> {
  return ZProjectPhaseChangeResponse.parse(
    await apiFetch<unknown>(`/projects/${id}/restore-project`, { method: 'PUT', blocking: true }),
  );
}

export function useRestoreProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreProject,
    onSuccess: (_, id) => {
      void client.invalidateQueries({ queryKey: projectListKey });
      void client.invalidateQueries({ queryKey: ['projects', 'detail', id] });
    },
  });
}

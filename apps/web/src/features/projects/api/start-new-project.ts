import {
  type TStartNewProjectRequest,
  type TStartNewProjectResponse,
  ZStartNewProjectResponse,
} from '@cri/shared/schemas/project-submission';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /projects/{id}/start-new-project: adds procedures (a submitted file goes back to DRAFT_NEW_PROCEDURE). */
export async function startNewProject(id: number, body: TStartNewProjectRequest): Promise<TStartNewProjectResponse> {
  return ZStartNewProjectResponse.parse(
    await apiFetch<unknown>(`/projects/${id}/start-new-project`, { method: 'POST', body, blocking: true }),
  );
}

export function useStartNewProject(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStartNewProjectRequest) => startNewProject(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}

import {
  type TSubmitProjectRequest,
  type TSubmitProjectResponse,
  ZSubmitProjectResponse,
} from '@cri/shared/schemas/project-submission';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /projects/{id}/submit. */
export async function submitProject(id: number, body: TSubmitProjectRequest): Promise<TSubmitProjectResponse> {
  return ZSubmitProjectResponse.parse(
    await apiFetch<unknown>(`/projects/${id}/submit`, { method: 'POST', body, blocking: true }),
  );
}

export function useSubmitProject(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSubmitProjectRequest) => submitProject(id, body),
    // Everything about the project changes (phase, abilities, advisor): read it again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}

import { type TScheduledProject, ZScheduledProject } from '@cri/shared/schemas/scheduling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { schedulingKey } from './get-projects-to-program.ts';

/** PUT /projects/{id}/deprogram (advisor): the file goes back to the files to program. */
export async function deprogramProject(id: number): Promise<TScheduledProject> {
  return ZScheduledProject.parse(await apiFetch<unknown>(`/projects/${id}/deprogram`, { method: 'PUT', blocking: true }));
}

export function useDeprogramProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deprogramProject,
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKey }),
  });
}

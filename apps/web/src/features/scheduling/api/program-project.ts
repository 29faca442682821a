import { type TScheduledProject, ZScheduledProject } from '@cri/shared/schemas/scheduling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { schedulingKey } from './get-projects-to-program.ts';

/** PUT /projects/{id}/program?date=YYYY-MM-DD (advisor). */
export async function programProject({ id, date }: { id: number; date: string }): Promise<TScheduledProject> {
  return ZScheduledProject.parse(
    await apiFetch<unknown>(`/projects/${id}/program`, { method: 'PUT', query: { date }, blocking: true }),
  );
}

/** Refreshes the week and the files to program (spec 2 §4: "both refresh the week and the projects to program"). */
export function useProgramProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: programProject,
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKey }),
  });
}

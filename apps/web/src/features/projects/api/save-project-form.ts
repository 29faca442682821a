import type { TSaveProjectFormRequest } from '@cri/shared/schemas/project-form';
import { type TProject, ZProject } from '@cri/shared/schemas/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** PUT /projects/{id}: the whole project form, as a draft or complete (every rule checked). */
export async function saveProjectForm(id: number, body: TSaveProjectFormRequest): Promise<TProject> {
  return ZProject.parse(await apiFetch<unknown>(`/projects/${id}`, { method: 'PUT', body, blocking: true }));
}

export function useSaveProjectForm(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveProjectFormRequest) => saveProjectForm(id, body),
    onSuccess: (project) => queryClient.setQueryData(['projects', 'detail', id], project),
  });
}

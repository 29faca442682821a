import { type TProjectInfos, type TSubmitProjectDetailsRequest, ZProjectInfos } from '@cri/shared/schemas/project-infos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { projectInfosKey } from './get-project-infos.ts';

/** PUT /projects/{id}/submit-details: a draft (`complete: false`) or the full check before continuing. */
export async function submitProjectDetails(id: number, body: TSubmitProjectDetailsRequest): Promise<TProjectInfos> {
  return ZProjectInfos.parse(await apiFetch<unknown>(`/projects/${id}/submit-details`, { method: 'PUT', body, blocking: true }));
}

export function useSubmitProjectDetails(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSubmitProjectDetailsRequest) => submitProjectDetails(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(projectInfosKey(id), saved);
      return queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}

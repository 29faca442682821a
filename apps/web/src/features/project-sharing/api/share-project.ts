import { type TProjectShareState, type TShareProjectRequest, ZProjectShareState } from '@cri/shared/schemas/project-sharing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { shareStateKey } from './get-share-state.ts';

/** POST /projects/{id}/share with the administrations added and removed. */
export async function shareProject(id: number, body: TShareProjectRequest): Promise<TProjectShareState> {
  return ZProjectShareState.parse(await apiFetch<unknown>(`/projects/${id}/share`, { method: 'POST', body, blocking: true }));
}

export function useShareProject(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TShareProjectRequest) => shareProject(id, body),
    onSuccess: (state) => {
      client.setQueryData(shareStateKey(id), state);
      void client.invalidateQueries({ queryKey: ['projects', 'detail', id] });
      void client.invalidateQueries({ queryKey: ['projects', 'context', id] });
    },
  });
}

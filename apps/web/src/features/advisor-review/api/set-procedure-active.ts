import { type TReviewState, ZReviewState } from '@cri/shared/schemas/advisor-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { reviewStateKey } from './get-review-state.ts';

/** PUT /projects/{id}/enable-procedure/{procedureId} or disable-procedure (never the last active one). */
export async function setProcedureActive(id: number, procedureId: number, active: boolean): Promise<TReviewState> {
  const verb = active ? 'enable' : 'disable';
  return ZReviewState.parse(
    await apiFetch<unknown>(`/projects/${id}/${verb}-procedure/${procedureId}`, { method: 'PUT', blocking: true }),
  );
}

export function useSetProcedureActive(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ procedureId, active }: { procedureId: number; active: boolean }) =>
      setProcedureActive(id, procedureId, active),
    onSuccess: (state) => {
      client.setQueryData(reviewStateKey(id), state);
      void client.invalidateQueries({ queryKey: ['projects', 'detail', id] });
    },
  });
}

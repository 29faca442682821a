import { type TReviewState, type TSendBackRequest, ZReviewState } from '@cri/shared/schemas/advisor-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { reviewStateKey } from './get-review-state.ts';

/** POST /projects/{id}/send-back: the draft review goes to the investor in one act (decision 028). */
export async function sendBack(id: number, body: TSendBackRequest): Promise<TReviewState> {
  return ZReviewState.parse(await apiFetch<unknown>(`/projects/${id}/send-back`, { method: 'POST', body, blocking: true }));
}

export function useSendBack(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSendBackRequest) => sendBack(id, body),
    onSuccess: (state) => {
      client.setQueryData(reviewStateKey(id), state);
      void client.invalidateQueries({ queryKey: ['projects', 'detail', id] });
    },
  });
}

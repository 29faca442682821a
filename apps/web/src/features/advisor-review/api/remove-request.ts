import { type TReviewState, ZReviewState } from '@cri/shared/schemas/advisor-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { reviewStateKey } from './get-review-state.ts';

/** DELETE /projects/{id}/document-requests/{requestId}: a request of the draft review taken back. */
export async function removeRequest(id: number, requestId: number): Promise<TReviewState> {
  return ZReviewState.parse(
    await apiFetch<unknown>(`/projects/${id}/document-requests/${requestId}`, { method: 'DELETE', blocking: true }),
  );
}

export function useRemoveRequest(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: number) => removeRequest(id, requestId),
    onSuccess: (state) => client.setQueryData(reviewStateKey(id), state),
  });
}

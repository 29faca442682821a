import { type TReviewState, ZReviewState } from '@cri/shared/schemas/advisor-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { reviewStateKey } from './get-review-state.ts';

/**
 * PUT /projects/{id}/document-requests/{requestId}/received: the administration's document arrived; the
 * file returns to review once nothing is awaited from administrations.
 */
export async function markDocumentReceived(id: number, requestId: number): Promise<TReviewState> {
  return ZReviewState.parse(
    await apiFetch<unknown>(`/projects/${id}/document-requests/${requestId}/received`, { method: 'PUT', blocking: true }),
  );
}

export function useMarkDocumentReceived(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: number) => markDocumentReceived(id, requestId),
    onSuccess: (state) => {
      client.setQueryData(reviewStateKey(id), state);
      void client.invalidateQueries({ queryKey: ['projects', 'detail', id] });
    },
  });
}

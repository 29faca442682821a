import { type TRequestDocumentRequest, type TReviewState, ZReviewState } from '@cri/shared/schemas/advisor-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { reviewStateKey } from './get-review-state.ts';

/** POST /projects/{id}/request-document: from the investor, or from an administration of the region. */
export async function requestDocument(id: number, body: TRequestDocumentRequest): Promise<TReviewState> {
  return ZReviewState.parse(
    await apiFetch<unknown>(`/projects/${id}/request-document`, { method: 'POST', body, blocking: true }),
  );
}

export function useRequestDocument(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TRequestDocumentRequest) => requestDocument(id, body),
    onSuccess: (state) => {
      client.setQueryData(reviewStateKey(id), state);
      void client.invalidateQueries({ queryKey: ['projects', 'detail', id] });
    },
  });
}

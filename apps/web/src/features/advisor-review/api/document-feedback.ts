import type { TDocumentFeedbackRequest } from '@cri/shared/schemas/advisor-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { reviewStateKey } from './get-review-state.ts';

/** PUT /provided-document/feedback: valid, or not valid with a comment. */
export async function sendDocumentFeedback(body: TDocumentFeedbackRequest): Promise<void> {
  await apiFetch<unknown>('/provided-document/feedback', { method: 'PUT', body, blocking: true });
}

export function useDocumentFeedback(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendDocumentFeedback,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: reviewStateKey(projectId) });
      void client.invalidateQueries({ queryKey: ['projects', 'detail', projectId] });
    },
  });
}

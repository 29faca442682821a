import { type TReviewActionResponse, ZReviewActionResponse } from '@cri/shared/schemas/advisor-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { reviewStateKey } from './get-review-state.ts';

/** POST /projects/{id}/validate: the file is complete (refused while a document is in error). */
export async function validateProject(id: number): Promise<TReviewActionResponse> {
  return ZReviewActionResponse.parse(await apiFetch<unknown>(`/projects/${id}/validate`, { method: 'POST', blocking: true }));
}

export function useValidateProject(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => validateProject(id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: reviewStateKey(id) });
      void client.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}

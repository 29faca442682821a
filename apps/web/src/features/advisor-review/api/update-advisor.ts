import {
  type TReviewActionResponse,
  type TUpdateAdvisorRequest,
  ZReviewActionResponse,
} from '@cri/shared/schemas/advisor-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { reviewStateKey } from './get-review-state.ts';

/** PUT /projects/{id}/update-advisor: the file is given to another active advisor of its region. */
export async function updateAdvisor(id: number, body: TUpdateAdvisorRequest): Promise<TReviewActionResponse> {
  return ZReviewActionResponse.parse(
    await apiFetch<unknown>(`/projects/${id}/update-advisor`, { method: 'PUT', body, blocking: true }),
  );
}

export function useUpdateAdvisor(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateAdvisorRequest) => updateAdvisor(id, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: reviewStateKey(id) });
      void client.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}

import { type TReviewState, ZReviewState } from '@cri/shared/schemas/advisor-review';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /projects/{id}/review: procedures, documents, requests and the advisor's abilities on the file. */
export async function getReviewState(id: number): Promise<TReviewState> {
  return ZReviewState.parse(await apiFetch<unknown>(`/projects/${id}/review`));
}

export const reviewStateKey = (id: number | null) => ['projects', 'review', id] as const;

/** `enabled` false for a caller who may not review (the project page asks only when it may). */
export function useReviewState(id: number | null, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: reviewStateKey(id),
    queryFn: () => getReviewState(id ?? 0),
    enabled: id !== null && (opts.enabled ?? true),
    retry: false,
    // Download links carry a token valid 30 minutes: keep them fresh while the page stays open.
    refetchInterval: 10 * 60_000,
  });
}

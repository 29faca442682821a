import { type TRecommendedProcedure, ZRecommendedProcedure } from '@cri/shared/schemas/framing-forms';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /framing-forms/{id}/recommended-procedures: best first, each with the reasons it is recommended. */
export async function getRecommendedProcedures(id: number): Promise<TRecommendedProcedure[]> {
  return z.array(ZRecommendedProcedure).parse(await apiFetch<unknown>(`/framing-forms/${id}/recommended-procedures`));
}

export function useRecommendedProcedures(id: number | null) {
  return useQuery({
    queryKey: ['framing-forms', 'recommended', id],
    queryFn: () => getRecommendedProcedures(id ?? 0),
    enabled: id !== null,
    retry: false,
  });
}

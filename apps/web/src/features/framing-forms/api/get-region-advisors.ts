import { type TAdvisorSummary, ZAdvisorSummary } from '@cri/shared/schemas/advisors';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /advisors/region: the advisors of the caller's region (served by the advisors module). */
export async function getRegionAdvisors(): Promise<TAdvisorSummary[]> {
  return z.array(ZAdvisorSummary).parse(await apiFetch<unknown>('/advisors/region'));
}

export function useRegionAdvisors({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: ['advisors', 'region'], queryFn: getRegionAdvisors, enabled, staleTime: 5 * 60 * 1000 });
}

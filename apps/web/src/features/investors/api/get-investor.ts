import { ZInvestor } from '@cri/shared/schemas/investors';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const investorQueryKey = (id: number) => ['investors', id] as const;

/** GET /investors/{id}. */
export async function getInvestor(id: number) {
  return ZInvestor.parse(await apiFetch<unknown>(`/investors/${id}`));
}

export const useInvestor = (id: number | null) =>
  useQuery({ queryKey: investorQueryKey(id ?? 0), queryFn: () => getInvestor(id ?? 0), enabled: id !== null });

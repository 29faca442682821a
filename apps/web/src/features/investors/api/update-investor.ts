import type { TUpdateInvestorRequest } from '@cri/shared/schemas/investors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { investorQueryKey } from './get-investor.ts';

/** PUT /investors/update; the profile is read again afterwards. */
export async function updateInvestor(body: TUpdateInvestorRequest): Promise<void> {
  await apiFetch<unknown>('/investors/update', { method: 'PUT', body, blocking: true });
}

export function useUpdateInvestor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvestor,
    onSuccess: (_data, body) => queryClient.invalidateQueries({ queryKey: investorQueryKey(body.investorId) }),
  });
}

import { type TPvSignatures, ZPvSignatures } from '@cri/shared/schemas/signatures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { pvSignaturesKey } from './get-pv-signatures.ts';

/** POST /commission/{id}/sign-pv: back from the provider, the member's signature is checked and recorded. */
export async function signPv(commissionId: number, transactionId: string): Promise<TPvSignatures> {
  return ZPvSignatures.parse(
    await apiFetch<unknown>(`/commission/${commissionId}/sign-pv`, { method: 'POST', body: { transactionId }, blocking: true }),
  );
}

export function useSignPv(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { commissionId: number; transactionId: string }) => signPv(input.commissionId, input.transactionId),
    onSuccess: (data) => client.setQueryData(pvSignaturesKey(projectId), data),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: pvSignaturesKey(projectId) });
      void client.invalidateQueries({ queryKey: ['projects', 'commission', projectId] });
    },
  });
}

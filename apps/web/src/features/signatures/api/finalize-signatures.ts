import { type TFinalizeSignaturesResponse, ZFinalizeSignaturesResponse } from '@cri/shared/schemas/signatures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { pvSignaturesKey } from './get-pv-signatures.ts';

/** POST /commission/{id}/finalize-signatures: the advisor closes the session's signing; the rest have 48 h. */
export async function finalizeSignatures(commissionId: number): Promise<TFinalizeSignaturesResponse> {
  return ZFinalizeSignaturesResponse.parse(
    await apiFetch<unknown>(`/commission/${commissionId}/finalize-signatures`, { method: 'POST', blocking: true }),
  );
}

export function useFinalizeSignatures(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commissionId: number) => finalizeSignatures(commissionId),
    onSuccess: (data) => client.setQueryData(pvSignaturesKey(projectId), data.signatures),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: pvSignaturesKey(projectId) });
      void client.invalidateQueries({ queryKey: ['projects', 'commission', projectId] });
    },
  });
}

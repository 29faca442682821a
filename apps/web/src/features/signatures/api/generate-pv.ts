import { type TPvSignatures, ZPvSignatures } from '@cri/shared/schemas/signatures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { pvSignaturesKey } from './get-pv-signatures.ts';

/** POST /projects/add-pv-commission (JSON): the advisor generates the PV from the recorded decision. */
export async function generatePv(projectId: number): Promise<TPvSignatures> {
  return ZPvSignatures.parse(
    await apiFetch<unknown>('/projects/add-pv-commission', { method: 'POST', body: { projectId }, blocking: true }),
  );
}

export function useGeneratePv(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => generatePv(projectId),
    onSuccess: (data) => client.setQueryData(pvSignaturesKey(projectId), data),
    onSettled: () => client.invalidateQueries({ queryKey: pvSignaturesKey(projectId) }),
  });
}

import { type TProgramAfterCommissionResponse, ZProgramAfterCommissionResponse } from '@cri/shared/schemas/scheduling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { schedulingKey } from './get-projects-to-program.ts';

/** PUT /projects/{id}/program-project-after-commission: to the region's next commission day. */
export async function programAfterCommission(id: number): Promise<TProgramAfterCommissionResponse> {
  return ZProgramAfterCommissionResponse.parse(
    await apiFetch<unknown>(`/projects/${id}/program-project-after-commission`, { method: 'PUT', blocking: true }),
  );
}

export function useProgramAfterCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: programAfterCommission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKey }),
  });
}

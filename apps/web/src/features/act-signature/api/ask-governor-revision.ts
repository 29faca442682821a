import type { TGovernorRevisionRequest } from '@cri/shared/schemas/act-signature';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { actToSignKey } from './get-act-to-sign.ts';

/** POST /follow-up-action/{id}/governor-revision: the governor asks the advisor for a new version of the act. */
export async function askGovernorRevision(fuaId: number, body: TGovernorRevisionRequest) {
  return apiFetch<{ projectId: number; revisionsByGovernor: number }>(`/follow-up-action/${fuaId}/governor-revision`, {
    method: 'POST',
    body,
    blocking: true,
  });
}

export function useAskGovernorRevision(fuaId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TGovernorRevisionRequest) => askGovernorRevision(fuaId, body),
    onSettled: () => {
      client.removeQueries({ queryKey: actToSignKey(fuaId) });
      void client.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}

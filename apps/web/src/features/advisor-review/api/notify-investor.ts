import {
  type TNotifyInvestorRequest,
  type TNotifyInvestorResponse,
  ZNotifyInvestorResponse,
} from '@cri/shared/schemas/advisor-review';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /projects/{id}/notify-investor {message, projectId}. */
export async function notifyInvestor(body: TNotifyInvestorRequest): Promise<TNotifyInvestorResponse> {
  return ZNotifyInvestorResponse.parse(
    await apiFetch<unknown>(`/projects/${body.projectId}/notify-investor`, { method: 'POST', body, blocking: true }),
  );
}

export function useNotifyInvestor() {
  return useMutation({ mutationFn: notifyInvestor });
}

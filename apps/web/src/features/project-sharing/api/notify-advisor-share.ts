import {
  type TNotifyAdvisorShareRequest,
  type TNotifyAdvisorShareResponse,
  ZNotifyAdvisorShareResponse,
} from '@cri/shared/schemas/project-sharing';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /projects/{id}/notify-advisor-share: the advisor's message to the members of the shared administrations. */
export async function notifyAdvisorShare(body: TNotifyAdvisorShareRequest): Promise<TNotifyAdvisorShareResponse> {
  return ZNotifyAdvisorShareResponse.parse(
    await apiFetch<unknown>(`/projects/${body.projectId}/notify-advisor-share`, { method: 'POST', body, blocking: true }),
  );
}

export function useNotifyAdvisorShare() {
  return useMutation({ mutationFn: notifyAdvisorShare });
}

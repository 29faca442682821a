import { type TContextInformation, ZContextInformation } from '@cri/shared/schemas/project-history';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /projects/{projectId}/context-information: the staff summary of a file. */
export async function getContextInformation(id: number): Promise<TContextInformation> {
  return ZContextInformation.parse(await apiFetch<unknown>(`/projects/${id}/context-information`));
}

export function useContextInformation(id: number | null, { enabled = true } = {}) {
  return useQuery({
    queryKey: ['projects', 'context', id],
    queryFn: () => getContextInformation(id ?? 0),
    enabled: enabled && id !== null,
    retry: false,
  });
}

import { type TProjectShareState, ZProjectShareState } from '@cri/shared/schemas/project-sharing';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /projects/{id}/share: administrations of the region and national ones, members, what is shared. */
export async function getShareState(id: number): Promise<TProjectShareState> {
  return ZProjectShareState.parse(await apiFetch<unknown>(`/projects/${id}/share`));
}

export const shareStateKey = (id: number | null) => ['projects', 'share', id] as const;

export function useShareState(id: number | null) {
  return useQuery({ queryKey: shareStateKey(id), queryFn: () => getShareState(id ?? 0), enabled: id !== null, retry: false });
}

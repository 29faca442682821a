import { type TShareFolderState, ZShareFolderState } from '@cri/shared/schemas/rokhas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /projects/{id}/share-folder-with-partner: the share with Rokhas's technical members and their comments. */
export async function getRokhasShareState(id: number): Promise<TShareFolderState> {
  return ZShareFolderState.parse(await apiFetch<unknown>(`/projects/${id}/share-folder-with-partner`));
}

export const rokhasShareKey = (id: number | null) => ['projects', 'rokhas-share', id] as const;

export function useRokhasShareState(id: number | null) {
  return useQuery({
    queryKey: rokhasShareKey(id),
    queryFn: () => getRokhasShareState(id ?? 0),
    enabled: id !== null,
    retry: false,
    // Comments arrive from the partner at any time: read again on every visit.
    refetchOnMount: 'always',
  });
}

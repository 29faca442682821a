import {
  type TSendFolderResponse,
  type TShareFolderState,
  type TVerifyEmailResult,
  ZSendFolderResponse,
  ZShareFolderState,
  ZVerifyEmailResult,
} from '@cri/shared/schemas/rokhas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { landFolderKey } from './get-land-folder-partner.ts';
import { rokhasShareKey } from './get-share-state.ts';

const useRefresh = (id: number) => {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: landFolderKey(id) });
    void client.invalidateQueries({ queryKey: rokhasShareKey(id) });
    void client.invalidateQueries({ queryKey: ['projects', 'detail', id] });
  };
};

/** POST /data-verification/{projectId}/verify-with-partner. */
export function useVerifyArchitect(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: async (): Promise<TVerifyEmailResult> =>
      ZVerifyEmailResult.parse(
        await apiFetch<unknown>(`/data-verification/${id}/verify-with-partner`, { method: 'POST', blocking: true }),
      ),
    onSettled: refresh,
  });
}

/** POST /projects/{id}/share-folder-with-partner. */
export function useShareWithRokhas(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: async (): Promise<TShareFolderState> =>
      ZShareFolderState.parse(
        await apiFetch<unknown>(`/projects/${id}/share-folder-with-partner`, { method: 'POST', blocking: true }),
      ),
    onSettled: refresh,
  });
}

/** POST /projects/{id}/send-folder-to-rokhas/{procedureId}. */
export function useSendToRokhas(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: async (procedureId: number): Promise<TSendFolderResponse> =>
      ZSendFolderResponse.parse(
        await apiFetch<unknown>(`/projects/${id}/send-folder-to-rokhas/${procedureId}`, { method: 'POST', blocking: true }),
      ),
    onSettled: refresh,
  });
}

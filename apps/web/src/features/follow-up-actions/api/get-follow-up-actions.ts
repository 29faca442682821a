import {
  type TActHistory,
  type TFollowUpAction,
  type TFollowUpActionList,
  ZActHistory,
  ZFollowUpAction,
  ZFollowUpActionList,
} from '@cri/shared/schemas/follow-up-actions';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /follow-up-action?projectId: the procedures with their action state and the actions the caller sees. */
export async function getFollowUpActions(projectId: number): Promise<TFollowUpActionList> {
  return ZFollowUpActionList.parse(await apiFetch<unknown>('/follow-up-action', { query: { projectId } }));
}

export const followUpActionsKey = (projectId: number | null) => ['follow-up-actions', 'project', projectId] as const;
export const followUpActionKey = (id: number | null) => ['follow-up-actions', 'one', id] as const;

export function useFollowUpActions(projectId: number | null, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: followUpActionsKey(projectId),
    queryFn: () => getFollowUpActions(projectId ?? 0),
    enabled: projectId !== null && (opts.enabled ?? true),
    retry: false,
  });
}

/** GET /follow-up-action/{id}. */
export async function getFollowUpAction(id: number): Promise<TFollowUpAction> {
  return ZFollowUpAction.parse(await apiFetch<unknown>(`/follow-up-action/${id}`));
}

export function useFollowUpAction(id: number | null) {
  return useQuery({
    queryKey: followUpActionKey(id),
    queryFn: () => getFollowUpAction(id ?? 0),
    enabled: id !== null,
    retry: false,
  });
}

/** GET /follow-up-action/{id}/act-revisions: the act's versions and the revisions asked. */
export function useActHistory(id: number | null) {
  return useQuery({
    queryKey: ['follow-up-actions', 'act-history', id] as const,
    queryFn: async (): Promise<TActHistory> =>
      ZActHistory.parse(await apiFetch<unknown>(`/follow-up-action/${id}/act-revisions`)),
    enabled: id !== null,
    retry: false,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { notificationsKey } from './get-notifications.ts';

/** PUT /notifications/{id}/read, or PUT /notifications/read-all when no id is given. */
export async function markRead(id: number | null): Promise<void> {
  await apiFetch<unknown>(id === null ? '/notifications/read-all' : `/notifications/${id}/read`, { method: 'PUT' });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markRead, onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }) });
}

import { type TCurrentUserNotifications, ZCurrentUserNotifications } from '@cri/shared/schemas/notifications';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const notificationsKey = ['notifications', 'current-user'] as const;

/** GET /notifications/current-user: the latest 50 and the unread count. */
export async function getNotifications(): Promise<TCurrentUserNotifications> {
  return ZCurrentUserNotifications.parse(await apiFetch<unknown>('/notifications/current-user'));
}

/** Refreshed every two minutes and when the window regains focus, so the count stays current. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: getNotifications,
    enabled,
    refetchInterval: 2 * 60 * 1000,
    staleTime: 30 * 1000,
  });
}

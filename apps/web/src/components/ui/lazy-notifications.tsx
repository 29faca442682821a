import { useNotifications } from '@mantine/notifications';
import { type ComponentProps, lazy, Suspense, useState } from 'react';

const Notifications = lazy(() => import('./notifications-container.tsx'));

/**
 * Mantine's toast container, with its transitions, is fetched with the first toast: the store that
 * `showToast` writes to is tiny and always there, and the container shows what the store already holds
 * once it arrives. Then it stays mounted, so later toasts animate as usual.
 */
export function LazyNotifications(props: ComponentProps<typeof Notifications>) {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}

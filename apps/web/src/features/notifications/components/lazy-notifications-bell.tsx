import { lazy, Suspense } from 'react';

const LoadedBell = lazy(() => import('./notifications-bell.tsx'));

/** The bell brings Mantine's Popover: loaded only once someone is signed in, like the user menu. */
export function NotificationsBell() {
  return (
    <Suspense fallback={null}>
      <LoadedBell />
    </Suspense>
  );
}

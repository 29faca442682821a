import { lazy, Suspense } from 'react';

const LoadedBell = lazy(() => import('./notifications-bell.tsx'));

/** The bell brings Mantine's Popover: loaded only once someone is signed in, like the user menu. */
export function NotificationsBell() {
  return (
    // The bell's size (an ActionIcon "lg", 34 px) is kept while it loads: the header does not move.
    <Suspense fallback={<span style={{ display: 'inline-block', width: 34, height: 34 }} />}>
      <LoadedBell />
    </Suspense>
  );
}

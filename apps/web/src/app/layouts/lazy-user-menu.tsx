import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { lazy, Suspense } from 'react';

const LoadedUserMenu = lazy(() => import('./user-menu.tsx'));

/**
 * The user menu brings Mantine's Menu and its positioning engine (floating-ui): loaded only once someone
 * is signed in, so visitors' first page does not download it. The placeholder keeps the header still.
 */
export function UserMenu({ user }: { user: TAccessClaims }) {
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width: 36, height: 36 }} />}>
      <LoadedUserMenu user={user} />
    </Suspense>
  );
}

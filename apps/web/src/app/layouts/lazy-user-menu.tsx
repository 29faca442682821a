import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';

const LoadedUserMenu = lazy(() => import('./user-menu.tsx'));

/**
 * The user menu brings Mantine's Menu and its positioning engine (floating-ui): loaded only once someone
 * is signed in, so visitors' first page does not download it. The placeholder keeps the header still.
 */
export function UserMenu({ user }: { user: TAccessClaims }) {
  return (
    <Suspense fallback={<UserMenuPlaceholder firstName={user.firstName} />}>
      <LoadedUserMenu user={user} />
    </Suspense>
  );
}

/**
 * The menu's button as it will be (4 px padding, a 36 px avatar, the first name from `sm`, the chevron), drawn
 * without the menu's code: when the menu arrives, nothing in the header moves (no layout shift, issue 22).
 */
function UserMenuPlaceholder({ firstName }: { firstName: string }) {
  return (
    <Group gap={6} wrap="nowrap" p={4} aria-hidden="true">
      <span
        style={{ display: 'inline-block', width: 36, height: 36, borderRadius: '50%', background: 'var(--mantine-color-gray-1)' }}
      />
      <Text fw={600} visibleFrom="sm" dir="auto">
        {firstName}
      </Text>
      <span style={{ display: 'inline-block', width: 16, height: 16 }} />
    </Group>
  );
}

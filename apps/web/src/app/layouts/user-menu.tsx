import { paths } from '@cri/shared/paths';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { PASSWORD_PATHS } from '@cri/shared/schemas/password-paths';
import { PROFILE_PATHS } from '@cri/shared/schemas/profiles';
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLock, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfilePicture } from '../../features/profiles/api/get-profile-picture.ts';

/** Spec 1 §2.3: the avatar follows the title; without one, the initials stand in. */
const avatarOf = (title: TAccessClaims['title']): string | null =>
  title === 'MISS' ? '/avatars/miss.svg' : title === 'MISTER' ? '/avatars/mister.svg' : null;

/** First name, avatar and the user's entries (profile, password and guide entries join with their pages). */
export default function UserMenu({ user }: { user: TAccessClaims }) {
  const { t } = useTranslation();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  // Only CRUI members and advisors can upload a picture (spec 1 §2.5); others keep the avatar by title.
  const picture = useProfilePicture(user.sub, user.cruiMemberId !== null || user.advisorId !== null);
  const hasProfile = user.roles.some((r) => r === 'ROLE_CRUI_MEMBER' || r === 'ROLE_ADVISOR' || r === 'ROLE_INVESTOR');
  return (
    <Menu position="bottom-end" width={260} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton p={4} style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
          <Group gap={6} wrap="nowrap">
            <Avatar src={picture ?? avatarOf(user.title)} alt="" size={36} color="criGreen">
              {initials}
            </Avatar>
            <Text fw={600} visibleFrom="sm" aria-hidden="true" dir="auto">
              {user.firstName}
            </Text>
            <IconChevronDown size={16} aria-hidden="true" />
            <VisuallyHidden>{t('nav.userMenu.open', { firstName: user.firstName })}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      {/* Only menu items inside: a text label in a role="menu" breaks its ARIA contract (axe aria-required-children). */}
      <Menu.Dropdown>
        {hasProfile ? (
          <Menu.Item component={Link} to={PROFILE_PATHS.detail} leftSection={<IconUserCircle size={18} aria-hidden="true" />}>
            {t('profiles.menuEntry')}
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to={PASSWORD_PATHS.changePassword} leftSection={<IconLock size={18} aria-hidden="true" />}>
          {t('passwords.change.menu')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.logout} leftSection={<IconLogout size={18} aria-hidden="true" />}>
          {t('nav.userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { paths } from '@cri/shared/paths';
import { hasPermission } from '@cri/shared/permissions';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { PASSWORD_PATHS } from '@cri/shared/schemas/password-paths';
import { PROFILE_PATHS } from '@cri/shared/schemas/profiles';
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconChevronDown,
  IconDownload,
  IconLayoutDashboard,
  IconLock,
  IconLogout,
  IconMapPin,
  IconUserCircle,
} from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHasPicture, useProfilePicture } from '../../features/profiles/api/get-profile-picture.ts';
import { getAccessToken } from '../../lib/auth/session.ts';
import { showToast } from '../../lib/toast.ts';
import { downloadUserGuide, userGuideUrl } from './user-guide.ts';

/** Spec 1 §2.3: the avatar follows the title; without one, the initials stand in. */
const avatarOf = (title: TAccessClaims['title']): string | null =>
  title === 'MISS' ? '/avatars/miss.svg' : title === 'MISTER' ? '/avatars/mister.svg' : null;

/**
 * First name, avatar and the user's entries (spec 1 §2.3): user guide (advisors and CRUI members), my
 * profile (roles with a profile page), change password, back to dashboard (CRUI members), field-visit
 * area (PIAFE advisors), logout.
 */
export default function UserMenu({ user }: { user: TAccessClaims }) {
  const { t } = useTranslation();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  // Asked for only when the account has one (its claims say so): no request answered 404 on every page for
  // the many who never set one (issue 13); they keep the avatar by title, or the initials.
  const picture = useProfilePicture(user.sub, useHasPicture(user.sub, user.hasPicture));
  const hasProfile = user.roles.some((r) => r === 'ROLE_CRUI_MEMBER' || r === 'ROLE_ADVISOR' || r === 'ROLE_INVESTOR');
  const hasGuide = hasPermission(user.roles, 'read:user-guide');
  const isMember = user.roles.includes('ROLE_CRUI_MEMBER');
  const isPiafe = user.roles.includes('ROLE_ADVISOR_PIAFE');
  // A real link (middle click, "save link as" work); a click downloads through the API so that an access
  // token that expired while the page was open is refreshed first.
  const onGuide = (event: MouseEvent) => {
    event.preventDefault();
    void downloadUserGuide().then((ok) => {
      if (!ok) showToast({ color: 'red', message: t('nav.userMenu.userGuideError') });
    });
  };
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
        {hasGuide ? (
          <Menu.Item
            component="a"
            href={userGuideUrl(getAccessToken())}
            download
            onClick={onGuide}
            leftSection={<IconDownload size={18} aria-hidden="true" />}
          >
            {t('nav.userMenu.userGuide')}
          </Menu.Item>
        ) : null}
        {hasProfile ? (
          <Menu.Item component={Link} to={PROFILE_PATHS.detail} leftSection={<IconUserCircle size={18} aria-hidden="true" />}>
            {t('profiles.menuEntry')}
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to={PASSWORD_PATHS.changePassword} leftSection={<IconLock size={18} aria-hidden="true" />}>
          {t('passwords.change.menu')}
        </Menu.Item>
        {isMember ? (
          <Menu.Item component={Link} to={paths.dashboard} leftSection={<IconLayoutDashboard size={18} aria-hidden="true" />}>
            {t('nav.userMenu.backToDashboard')}
          </Menu.Item>
        ) : null}
        {isPiafe ? (
          <Menu.Item component={Link} to={paths.piafe} leftSection={<IconMapPin size={18} aria-hidden="true" />}>
            {t('nav.userMenu.piafeArea')}
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to={paths.logout} leftSection={<IconLogout size={18} aria-hidden="true" />}>
          {t('nav.userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

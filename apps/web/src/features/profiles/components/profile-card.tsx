import type { TAdvisorProfile } from '@cri/shared/schemas/profiles';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCamera, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfilePicture } from '../api/get-profile-picture.ts';
import { AvatarChangeModal } from './avatar-change-modal.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';

type Profile = Pick<TAdvisorProfile, 'user' | 'abilities'>;

/** The top of a staff profile: picture with its change button, name, badges and the edit button. */
export function ProfileCard({
  profile,
  badges,
  onEdit,
  children,
}: {
  profile: Profile;
  badges?: ReactNode;
  onEdit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { user, abilities } = profile;
  const picture = useProfilePicture(user.id, user.hasPicture);
  const [avatarOpened, avatar] = useDisclosure(false);
  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Group gap="md" wrap="nowrap">
            <ProfileAvatar
              picture={picture}
              title={user.title}
              firstName={user.firstName}
              lastName={user.lastName}
              alt={t('profiles.avatar.alt')}
              size={96}
            />
            <Stack gap={6}>
              <Title order={2} size="h3" dir="auto">
                {fullName}
              </Title>
              {badges}
              {abilities.changePicture ? (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconCamera size={16} aria-hidden="true" />}
                  onClick={avatar.open}
                >
                  {t('profiles.avatar.change')}
                </Button>
              ) : null}
            </Stack>
          </Group>
          {abilities.edit ? (
            <Button leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={onEdit}>
              {t('profiles.edit.open')}
            </Button>
          ) : null}
        </Group>
        {children}
      </Stack>
      {abilities.changePicture ? <AvatarChangeModal opened={avatarOpened} onClose={avatar.close} userId={user.id} /> : null}
    </Card>
  );
}

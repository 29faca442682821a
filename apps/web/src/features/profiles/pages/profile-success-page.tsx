import { PROFILE_PATHS } from '@cri/shared/schemas/profiles';
import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /profile-detail/cruiMembers/success and /profile-detail/advisors/success (spec 1 §2.5). */
export default function ProfileSuccessPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden="true">
          <IconCircleCheck size={40} />
        </ThemeIcon>
        <Title order={1}>{t('profiles.success.title')}</Title>
        <Text>{t('profiles.success.message')}</Text>
        <Button component={Link} to={PROFILE_PATHS.detail}>
          {t('profiles.success.back')}
        </Button>
      </Stack>
    </Container>
  );
}

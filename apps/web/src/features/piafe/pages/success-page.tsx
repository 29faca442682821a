import { PIAFE_PATHS } from '@cri/shared/paths';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

/** /piafe/projects/new-project-success: the end of the creation steps. */
export default function PiafeSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const projectId = Number(params.get('projectId'));
  return (
    <Stack gap="lg" align="center" ta="center" py="xl">
      <IconCircleCheck size={56} color="var(--mantine-color-green-7)" aria-hidden="true" />
      <Title order={1}>{t('piafe.success.title')}</Title>
      <Text>{t('piafe.success.body')}</Text>
      <Group>
        {Number.isInteger(projectId) && projectId > 0 && (
          <Button component={Link} to={PIAFE_PATHS.detailsOf(projectId)} variant="default">
            {t('piafe.success.toSheet')}
          </Button>
        )}
        <Button component={Link} to={PIAFE_PATHS.projects}>
          {t('piafe.success.toList')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { parseId } from '../../../lib/route-id.ts';
import { LoadFailure } from '../components/parts.tsx';
import { mPath } from '../lib/paths.ts';

/**
 * The success pages of monitoring: /recap/success (validated), /milestone-edit/{milestoneId}/success,
 * /milestone-edit/{milestoneId}/disabled-success and /follow-up-action-new/success.
 */
export default function MonitoringSuccessPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const path = useLocation().pathname;
  if (id === null) return <LoadFailure error={null} />;
  const kind = path.endsWith('/recap/success')
    ? 'recap'
    : path.endsWith('/disabled-success')
      ? 'disabled'
      : path.includes('/follow-up-action-new/')
        ? 'followUp'
        : 'milestone';
  return (
    <Paper withBorder radius="md" p="xl" maw={680} mx="auto">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t(`monitoring.success.${kind}.title`)}
        </Title>
        <Text>{t(`monitoring.success.${kind}.body`)}</Text>
        <Button component={Link} to={mPath.project(id)}>
          {t('monitoring.success.back')}
        </Button>
      </Stack>
    </Paper>
  );
}

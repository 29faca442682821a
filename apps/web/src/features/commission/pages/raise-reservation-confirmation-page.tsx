import { COMMISSION_PATHS } from '@cri/shared/paths';
import { projectPath } from '@cri/shared/schemas/projects';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useCommissionSession } from '../api/get-commission-session.ts';

/**
 * /projects/{id}/raise-reservation-confirmation (decision 042): the reserves are lifted (when, by whom), the
 * session's members were told; back to the file or the commission.
 */
export default function RaiseReservationConfirmationPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const query = useCommissionSession(id);
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || !query.data) {
    const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'projects.detail.notFound' : 'commission.errors.loadFailed')}
      </Alert>
    );
  }
  const { project, commission } = query.data;
  const lifted = commission?.reservationsLiftedAt ?? null;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('commission.reserves.confirmationTitle')}</Title>
      <Paper withBorder p="md">
        {lifted ? (
          <Group wrap="nowrap" align="flex-start">
            <IconCircleCheck size={32} color="var(--mantine-color-green-8)" aria-hidden="true" />
            <Stack gap={4}>
              <Text fw={600} data-testid="reserves-lifted">
                {t('commission.reserves.lifted', { date: formatDate(lifted) })}
              </Text>
              <Text>
                {t('commission.reserves.confirmationText')} <span dir="auto">{project.name}</span>
              </Text>
            </Stack>
          </Group>
        ) : (
          <Alert color="gray" variant="light" role="alert">
            {t('commission.errors.noReserves')}
          </Alert>
        )}
      </Paper>
      <Group>
        <Button component={Link} to={projectPath(project.id)}>
          {t('commission.reserves.backToFile')}
        </Button>
        <Anchor component={Link} to={generatePath(COMMISSION_PATHS.commission, { id: String(project.id) })}>
          {t('commission.reserves.back')}
        </Anchor>
      </Group>
    </Stack>
  );
}

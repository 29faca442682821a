import { COMMISSION_PATHS } from '@cri/shared/paths';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useCommissionSession } from '../api/get-commission-session.ts';
import { useRaiseReservation } from '../api/raise-reservation.ts';
import { DecisionBadge } from '../components/decision-look.tsx';

/**
 * /projects/{id}/raise-reservation (spec 2 §2 Advisor › Notification and sharing; decision 042): the advisor
 * reads the reserves of a favourable-with-reserves decision again and confirms they are lifted; the
 * confirmation page follows. Reached from the commission page.
 */
export default function RaiseReservationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const query = useCommissionSession(id);
  const raise = useRaiseReservation(id ?? 0);
  const [alert, setAlert] = useState<string | null>(null);
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || !query.data) {
    const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'projects.detail.notFound' : 'commission.errors.loadFailed')}
      </Alert>
    );
  }
  const { project, commission, abilities } = query.data;
  const commissionPath = generatePath(COMMISSION_PATHS.commission, { id: String(id) });
  const confirm = () => {
    setAlert(null);
    raise.mutate(undefined, {
      onSuccess: () => void navigate(generatePath(COMMISSION_PATHS.raiseReservationConfirmation, { id: String(id) })),
      onError: (e) => setAlert(t(e instanceof ApiError ? e.messageKey : 'errors.INTERNAL')),
    });
  };
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Anchor component={Link} to={commissionPath} size="sm">
          <span dir="auto">{project.name}</span>
        </Anchor>
        <Title order={1}>{t('commission.reserves.title')}</Title>
      </Stack>
      {alert ? (
        <Alert color="red" variant="light" role="alert">
          {alert}
        </Alert>
      ) : null}
      {!abilities.raiseReservation ? (
        <Alert color="gray" variant="light" role="alert">
          {t(commission?.reservationsLiftedAt ? 'commission.reserves.alreadyLifted' : 'commission.errors.noReserves')}
        </Alert>
      ) : (
        <Paper withBorder p="md">
          <Stack gap="sm">
            {commission?.choice ? <DecisionBadge decision={commission.choice} /> : null}
            {commission?.commentsForInvestor ? (
              <Stack gap={0}>
                <Text fw={600}>{t('commission.decision.commentsForInvestor')}</Text>
                <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                  {commission.commentsForInvestor}
                </Text>
              </Stack>
            ) : null}
            {commission?.commissionRecommendation ? (
              <Stack gap={0}>
                <Text fw={600}>{t('commission.decision.recommendation')}</Text>
                <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                  {commission.commissionRecommendation}
                </Text>
              </Stack>
            ) : null}
            <Text>{t('commission.reserves.text')}</Text>
          </Stack>
        </Paper>
      )}
      <Group justify="space-between">
        <Anchor component={Link} to={commissionPath}>
          {t('commission.reserves.back')}
        </Anchor>
        {abilities.raiseReservation ? (
          <Button onClick={confirm} loading={raise.isPending}>
            {t('commission.reserves.submit')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

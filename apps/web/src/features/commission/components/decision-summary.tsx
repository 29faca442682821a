import type { TCommission } from '@cri/shared/schemas/commission';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { toastFailure, toastSuccess } from '../../../lib/toast.ts';
import { useRaiseReservation } from '../api/raise-reservation.ts';
import { DecisionBadge } from './decision-look.tsx';

/** The recorded decision, and lifting the reserves of a favourable-with-reserves decision. */
export function DecisionSummary({ commission, canRaise }: { commission: TCommission; canRaise: boolean }) {
  const { t } = useTranslation();
  const raise = useRaiseReservation(commission.projectId);
  if (!commission.choice) return null;
  const by = commission.decidedBy ? `${commission.decidedBy.firstName} ${commission.decidedBy.lastName}` : '';
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2}>{t('commission.decision.title')}</Title>
        <div data-testid="commission-decision">
          <DecisionBadge decision={commission.choice} size="xl" />
        </div>
        <Text size="sm">{t('commission.decision.decidedOn', { date: formatDate(commission.decidedAt), name: by })}</Text>
        {commission.commentsForInvestor ? (
          <Stack gap={0}>
            <Text fw={600}>{t('commission.decision.commentsForInvestor')}</Text>
            <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {commission.commentsForInvestor}
            </Text>
          </Stack>
        ) : null}
        {commission.commissionRecommendation ? (
          <Stack gap={0}>
            <Text fw={600}>{t('commission.decision.recommendation')}</Text>
            <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {commission.commissionRecommendation}
            </Text>
          </Stack>
        ) : null}
        {commission.reservationsLiftedAt ? (
          <Alert color="green" variant="light">
            {t('commission.reserves.lifted', { date: formatDate(commission.reservationsLiftedAt) })}
          </Alert>
        ) : null}
        {canRaise ? (
          <Stack gap="xs">
            <Title order={3}>{t('commission.reserves.title')}</Title>
            <Text>{t('commission.reserves.text')}</Text>
            <Button
              w="fit-content"
              loading={raise.isPending}
              onClick={() =>
                raise.mutate(undefined, {
                  onSuccess: () => toastSuccess(t('commission.reserves.done')),
                  onError: (e) => toastFailure(e, 'commission.errors.loadFailed'),
                })
              }
            >
              {t('commission.reserves.submit')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

import { COMMISSION_PATHS } from '@cri/shared/paths';
import type { TCommission } from '@cri/shared/schemas/commission';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { DecisionBadge } from './decision-look.tsx';

/** The recorded decision, and the way to lifting the reserves of a favourable-with-reserves decision (its own page). */
export function DecisionSummary({ commission, canRaise }: { commission: TCommission; canRaise: boolean }) {
  const { t } = useTranslation();
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
              component={Link}
              to={generatePath(COMMISSION_PATHS.raiseReservation, { id: String(commission.projectId) })}
            >
              {t('commission.reserves.open')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

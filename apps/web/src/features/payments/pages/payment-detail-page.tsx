import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { formatDate } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { usePaymentDetail } from '../api/payments.ts';
import { FeeLine } from '../components/fee-lines.tsx';
import { PaymentNotFound } from '../components/payment-not-found.tsx';
import { dh } from '../lib/format.ts';
import { evaluationPath, lineDetailPath, paymentMethodPath, sheetGenerationPath, sheetPath } from '../lib/paths.ts';

/**
 * /payment/{paymentDetailId}/payment-administration-detail (and /{paymentLineId} for one line): the payment
 * request per administration — each line's evaluation, its fees explained and paid state — with the
 * deadlines in working days, the transactions, and what the caller may do next.
 */
export default function PaymentDetailPage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const detailId = parseId(params.paymentDetailId);
  const lineId = params.paymentLineId === undefined ? null : parseId(params.paymentLineId);
  const query = usePaymentDetail(detailId);
  const lang = i18n.language === 'ar' ? 'ar' : 'fr';
  if (detailId !== null && query.isPending) return <PageLoader />;
  const d = query.data;
  const lines = d?.lines.filter((l) => params.paymentLineId === undefined || l.id === lineId) ?? [];
  if (!d || lines.length === 0) return <PaymentNotFound />;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('payments.detail.title')}</Title>
      <Group gap="sm">
        <Text fw={600}>{d.projectName}</Text>
        <Text>— {localized(d, i18n.language, 'procedureName')}</Text>
        <Badge variant="light">{t(`payments.detailStatus.${d.status}`)}</Badge>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4">
          {t('payments.deadlines.title')}
        </Title>
        <List size="sm">
          {(['technicalSheet', 'administrationValidation', 'payment'] as const).map((k) =>
            d.deadlines[k] ? (
              <List.Item key={k}>{t(`payments.deadlines.${k}`, { date: formatDate(d.deadlines[k]) })}</List.Item>
            ) : null,
          )}
        </List>
      </Paper>
      {lines.map((line) => (
        <FeeLine
          key={line.id}
          line={line}
          link={
            line.canEvaluate
              ? { to: evaluationPath(d.id, line.id), label: t('payments.evaluation.open') }
              : params.paymentLineId === undefined
                ? { to: lineDetailPath(d.id, line.id), label: t('payments.detail.lineOpen') }
                : undefined
          }
        />
      ))}
      {d.totalCentimes !== null ? (
        <Text size="lg" fw={700}>
          {t('payments.fees.total')} : {dh(d.totalCentimes, lang)}
        </Text>
      ) : null}
      {!d.onlinePaymentAllowed ? (
        <Alert color="orange" variant="light" role="status">
          {t('errors.PAYMENT_ONLINE_NOT_SUPPORTED')} {t('payments.pay.multiChannelStillPossible')}
        </Alert>
      ) : null}
      {d.transactions.length > 0 ? (
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4">
            {t('payments.transactions.title')}
          </Title>
          <List size="sm">
            {d.transactions.map((tx) => (
              <List.Item key={tx.id}>
                {tx.reference} — {dh(tx.amountCentimes, lang)} — {t(`payments.channels.${tx.channel}`)} —{' '}
                {t(`payments.transactions.${tx.state}`)}
                {tx.paymentKey && tx.state === 'ONGOING' ? (
                  <>
                    {' '}
                    — {t('payments.pay.yourKey')} : <span dir="ltr">{tx.paymentKey}</span>
                  </>
                ) : null}
                {tx.paidBy ? ` — ${t(`payments.paidBy.${tx.paidBy}`)}` : ''}
              </List.Item>
            ))}
          </List>
        </Paper>
      ) : null}
      <Group>
        {d.abilities.uploadSigned ? (
          <Button component={Link} to={sheetGenerationPath(d.id)}>
            {t('payments.signed.open')}
          </Button>
        ) : null}
        {d.abilities.editSheet ? (
          <Button component={Link} to={sheetPath(d.id)}>
            {t('payments.sheet.open')}
          </Button>
        ) : null}
        {d.abilities.pay ? (
          <Button component={Link} to={paymentMethodPath(d.id)}>
            {t('payments.pay.open')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

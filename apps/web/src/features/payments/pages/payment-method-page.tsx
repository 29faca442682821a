import type { PaymentChannel } from '@cri/shared/enums/payments';
import { Alert, Button, Group, Radio, Stack, Stepper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { formatDate } from '../../../lib/format.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useInitPayment, usePaymentDetail } from '../api/payments.ts';
import { FeeLine } from '../components/fee-lines.tsx';
import { PaymentNotFound } from '../components/payment-not-found.tsx';
import { dh } from '../lib/format.ts';

/**
 * /payment/{paymentDetailId}/payment-method: the payment in three steps — the fees of each administration,
 * the payment method (online card), then the provider's page the browser is sent to.
 */
export default function PaymentMethodPage() {
  const { t, i18n } = useTranslation();
  const detailId = parseId(useParams().paymentDetailId);
  const query = usePaymentDetail(detailId);
  const init = useInitPayment();
  const [step, setStep] = useState(0);
  const [channel, setChannel] = useState<PaymentChannel | null>(null);
  const lang = i18n.language === 'ar' ? 'ar' : 'fr';
  if (detailId !== null && query.isPending) return <PageLoader />;
  const d = query.data;
  if (!d) return <PaymentNotFound />;
  const chosen: PaymentChannel = channel ?? (d.onlinePaymentAllowed ? 'CARD' : 'MULTI_CHANNEL');
  const pay = () =>
    init.mutate(
      { paymentDetailId: d.id, channel: chosen },
      {
        onSuccess: (r) => {
          setStep(2);
          window.location.assign(r.redirectUrl);
        },
      },
    );
  return (
    <Stack gap="lg">
      <Title order={1}>{t('payments.pay.title')}</Title>
      <nav aria-label={t('payments.pay.stepperLabel')}>
        <Stepper active={step} onStepClick={(s) => (s < 2 ? setStep(s) : undefined)} size="sm">
          <Stepper.Step label={t('payments.pay.steps.fees')} completedIcon={1} />
          <Stepper.Step label={t('payments.pay.steps.method')} completedIcon={2} />
          <Stepper.Step label={t('payments.pay.steps.provider')} completedIcon={3} />
        </Stepper>
      </nav>
      {d.deadlines.payment && d.status !== 'PAID' ? (
        <Text c="dimmed">{t('payments.deadlines.payment', { date: formatDate(d.deadlines.payment) })}</Text>
      ) : null}
      {!d.abilities.pay ? (
        <Alert color="orange" variant="light" role="status">
          {t(d.status === 'PAID' ? 'errors.PAYMENT_ALREADY_PAID' : 'errors.PAYMENT_NOT_PAYABLE')}
        </Alert>
      ) : null}
      {step === 0 ? (
        <Stack gap="md">
          {d.lines.map((line) => (
            <FeeLine key={line.id} line={line} />
          ))}
          {d.totalCentimes !== null ? (
            <Text size="lg" fw={700}>
              {t('payments.fees.total')} : {dh(d.totalCentimes, lang)}
            </Text>
          ) : null}
          <Group>
            <Button disabled={!d.abilities.pay} onClick={() => setStep(1)}>
              {t('payments.sheet.next')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {step >= 1 ? (
        <Stack gap="md" maw={720}>
          <Radio.Group label={t('payments.pay.method')} value={chosen} onChange={(v) => setChannel(v as PaymentChannel)}>
            <Radio value="CARD" label={t('payments.pay.card')} mt="xs" disabled={!d.onlinePaymentAllowed} />
            <Radio value="MULTI_CHANNEL" label={t('payments.pay.multiChannel')} mt="xs" />
          </Radio.Group>
          {!d.onlinePaymentAllowed ? (
            <Alert color="orange" variant="light" role="status">
              {t('errors.PAYMENT_ONLINE_NOT_SUPPORTED')}
            </Alert>
          ) : null}
          <Text size="sm" c="dimmed">
            {t(chosen === 'CARD' ? 'payments.pay.redirectNotice' : 'payments.pay.multiChannelNotice')}
          </Text>
          <Group>
            <Button variant="default" onClick={() => setStep(0)}>
              {t('payments.sheet.previous')}
            </Button>
            <Button loading={init.isPending || step === 2} disabled={!d.abilities.pay} onClick={pay}>
              {t(chosen === 'CARD' ? 'payments.pay.submit' : 'payments.pay.submitKey', {
                amount: dh(d.totalCentimes ?? 0, lang),
              })}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {init.error ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorMessage(t, init.error as ApiError)}
        </Alert>
      ) : null}
    </Stack>
  );
}

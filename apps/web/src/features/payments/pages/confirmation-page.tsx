import { Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OutcomePanel } from '../../../components/ui/outcome-panel.tsx';
import { parseId } from '../../../lib/route-id.ts';
import { usePaymentDetail } from '../api/payments.ts';
import { detailPath, paymentMethodPath } from '../lib/paths.ts';

const RESULTS = ['success', 'failure', 'ongoing', 'error'] as const;
type Result = (typeof RESULTS)[number];

/**
 * /payment/{paymentDetailId}/confirmation/{paymentResult}: where the provider sends the browser back —
 * success, failure (try again), ongoing (the provider has not confirmed yet), or error (could not start).
 */
export default function ConfirmationPage() {
  const { t } = useTranslation();
  const params = useParams();
  const detailId = parseId(params.paymentDetailId) ?? 0;
  const result: Result = (RESULTS as readonly string[]).includes(params.paymentResult ?? '')
    ? (params.paymentResult as Result)
    : 'error';
  const icon = result === 'success' ? <IconCheck /> : result === 'ongoing' ? <IconClockHour4 /> : <IconAlertTriangle />;
  const color = result === 'success' ? 'green' : result === 'ongoing' ? 'blue' : 'red';
  const detail = usePaymentDetail(result === 'ongoing' ? detailId : null);
  const key = detail.data?.transactions.find((tx) => tx.state === 'ONGOING' && tx.paymentKey)?.paymentKey ?? null;
  const links = [
    { to: detailPath(detailId), label: t('payments.detail.open'), primary: result === 'success' || result === 'ongoing' },
  ];
  if (result === 'failure' || result === 'error')
    links.push({ to: paymentMethodPath(detailId), label: t('payments.confirmation.retry'), primary: true });
  return (
    <OutcomePanel icon={icon} color={color} title={t(`payments.confirmation.${result}.title`)} links={links}>
      <Text>{t(`payments.confirmation.${result}.text`)}</Text>
      {key ? (
        <Text>
          {t('payments.pay.yourKey')} :{' '}
          <Text span fw={700} dir="ltr" data-testid="payment-key">
            {key}
          </Text>
        </Text>
      ) : null}
    </OutcomePanel>
  );
}

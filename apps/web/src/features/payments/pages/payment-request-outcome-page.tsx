import { followUpActionsPath } from '@cri/shared/schemas/follow-up-actions';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { OutcomePanel } from '../../../components/ui/outcome-panel.tsx';
import { parseId } from '../../../lib/route-id.ts';
import { detailPath, requestPath } from '../lib/paths.ts';

/**
 * The outcome of the advisor's payment request (spec 2 §2 Advisor "Payment"): /payment/{procedureId}/success
 * (sent; the investor is told in the portal and by mail) and /projects/{projectId}/payment-request-error
 * (refused, with the server's reason, from its error code).
 */
export default function PaymentRequestOutcomePage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const failed = params.projectId !== undefined;
  const projectId = parseId(params.projectId ?? search.get('projectId') ?? undefined) ?? 0;
  const procedureId = parseId(params.procedureId ?? search.get('procedureId') ?? undefined) ?? 0;
  const detailId = parseId(search.get('paymentDetailId') ?? undefined);
  if (!failed)
    return (
      <OutcomePanel
        icon={<IconCheck />}
        color="green"
        title={t('payments.request.successTitle')}
        links={[
          ...(detailId !== null ? [{ to: detailPath(detailId), label: t('payments.detail.open'), primary: true }] : []),
          { to: followUpActionsPath(projectId), label: t('payments.request.backToActions') },
        ]}
      >
        {t('payments.request.successText')}
      </OutcomePanel>
    );
  const code = (search.get('code') ?? 'INTERNAL').replace(/[^A-Z_]/g, '');
  const key = `errors.${code}`;
  return (
    <OutcomePanel
      icon={<IconAlertTriangle />}
      color="red"
      title={t('payments.request.errorTitle')}
      links={[
        { to: requestPath(projectId, procedureId), label: t('payments.request.retry'), primary: true },
        { to: followUpActionsPath(projectId), label: t('payments.request.backToActions') },
      ]}
    >
      {i18n.exists(key) ? t(key) : t('payments.request.errorText')}
    </OutcomePanel>
  );
}

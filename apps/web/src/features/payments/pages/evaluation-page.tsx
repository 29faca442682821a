import { PAYMENT_REVISION_REASON_MAX } from '@cri/shared/schemas/payments';
import { Alert, Anchor, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useEvaluateLine, usePaymentDetail, useServicesFees, useTechnicalSheet } from '../api/payments.ts';
import { FeeLine } from '../components/fee-lines.tsx';
import { PaymentNotFound } from '../components/payment-not-found.tsx';
import { SheetSummary } from '../components/sheet-summary.tsx';
import { detailPath } from '../lib/paths.ts';

/**
 * /payment/{paymentDetailId}/technical-sheet-evaluation/{paymentLineId}: a CRUI member of the line's
 * administration reads the investor's sheet and the fees its scale gives, then validates it or asks a
 * revision with its reason.
 */
export default function EvaluationPage() {
  const { t } = useTranslation();
  const params = useParams();
  const detailId = parseId(params.paymentDetailId);
  const lineId = parseId(params.paymentLineId);
  const detail = usePaymentDetail(detailId);
  const sheet = useTechnicalSheet(detail.data?.sheet?.id ?? null);
  const line = detail.data?.lines.find((l) => l.id === lineId) ?? null;
  const fees = useServicesFees(
    detail.data && line && detail.data.sheet
      ? {
          administrationId: line.administrationId,
          procedureId: detail.data.procedureId,
          paymentTechnicalSheetId: detail.data.sheet.id,
        }
      : null,
  );
  const evaluate = useEvaluateLine();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  if (detailId !== null && (detail.isPending || (detail.data?.sheet && sheet.isPending))) return <PageLoader />;
  if (!detail.data || !line || !sheet.data) return <PaymentNotFound />;
  if (evaluate.isSuccess)
    return (
      <Stack gap="lg" maw={720}>
        <Title order={1}>{t('payments.evaluation.successTitle')}</Title>
        <Alert color="green" variant="light" role="status">
          {t(
            evaluate.data.status === 'REVISION_REQUESTED' ? 'payments.evaluation.revisionSent' : 'payments.evaluation.validated',
          )}
        </Alert>
        <Anchor component={Link} to={detailPath(detailId ?? 0)}>
          {t('payments.detail.open')}
        </Anchor>
      </Stack>
    );
  const askRevision = () => {
    if (reason.trim() === '') return setMissing(true);
    evaluate.mutate({ lineId: line.id, decision: { decision: 'REQUEST_REVISION', reason } });
  };
  return (
    <Stack gap="lg">
      <Title order={1}>{t('payments.evaluation.title')}</Title>
      <FeeLine line={fees.data ? { ...line, items: fees.data.items, amountCentimes: fees.data.totalCentimes } : line} />
      <SheetSummary parcels={sheet.data.parcels} totals={sheet.data.totals} />
      {sheet.data.signedDocument ? (
        <Group gap="xs">
          <Text size="sm">{t('payments.signed.signedCopy')} :</Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() =>
              void downloadFile(
                `/payment-technical-sheet/${sheet.data?.id}/signed-document`,
                sheet.data?.signedDocument?.fileName ?? 'fiche-signee.pdf',
              )
            }
          >
            <span dir="auto">{sheet.data.signedDocument.fileName}</span>
          </Anchor>
        </Group>
      ) : null}
      {line.canEvaluate ? (
        <Stack gap="sm" maw={720}>
          <Textarea
            label={t('payments.evaluation.reason')}
            description={t('payments.evaluation.reasonHint')}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setMissing(false);
            }}
            maxLength={PAYMENT_REVISION_REASON_MAX}
            error={missing ? t('errors.field.required') : undefined}
            autosize
            minRows={3}
          />
          <Group>
            <Button
              loading={evaluate.isPending}
              onClick={() => evaluate.mutate({ lineId: line.id, decision: { decision: 'VALIDATE', reason: '' } })}
            >
              {t('payments.evaluation.validate')}
            </Button>
            <Button variant="light" color="orange.9" loading={evaluate.isPending} onClick={askRevision}>
              {t('payments.evaluation.requestRevision')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Alert color="gray" variant="light" role="status">
          {t('payments.evaluation.notNow')}
        </Alert>
      )}
      {evaluate.error ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorMessage(t, evaluate.error as ApiError)}
        </Alert>
      ) : null}
    </Stack>
  );
}

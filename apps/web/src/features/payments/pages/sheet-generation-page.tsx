import { Alert, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { saveBlob } from '../../../lib/download.ts';
import { parseId } from '../../../lib/route-id.ts';
import { usePaymentDetail, useSheetPdf, useTechnicalSheet } from '../api/payments.ts';
import { PaymentNotFound } from '../components/payment-not-found.tsx';
import { detailPath, sheetLoadingPath } from '../lib/paths.ts';

/**
 * /payment/{paymentDetailId}/technical-sheet-generation: the validated sheet is generated as a PDF (a wait,
 * then the download), to be signed and stamped and uploaded back on the loading page (decision 057).
 */
export default function SheetGenerationPage() {
  const { t } = useTranslation();
  const detailId = parseId(useParams().paymentDetailId);
  const detail = usePaymentDetail(detailId);
  const sheet = useTechnicalSheet(detail.data?.sheet?.id ?? null);
  const ready = sheet.data && sheet.data.status !== 'DRAFT' && sheet.data.status !== 'REVISION_REQUESTED';
  const pdf = useSheetPdf(ready ? (sheet.data?.id ?? null) : null, sheet.data?.version ?? null);
  if (detailId !== null && (detail.isPending || (detail.data?.sheet && sheet.isPending))) return <PageLoader />;
  if (!detail.data || !sheet.data) return <PaymentNotFound />;
  const s = sheet.data;
  const fileName = `fiche-technique-FT-${s.id}-v${s.version}.pdf`;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('payments.signed.generationTitle')}</Title>
      {!ready ? (
        <Alert color="orange" variant="light" role="status">
          {t('payments.signed.notValidated')}
        </Alert>
      ) : pdf.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('payments.signed.generating')}</Text>
        </Group>
      ) : pdf.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('errors.INTERNAL')}
        </Alert>
      ) : (
        <>
          <Alert color="green" variant="light" role="status">
            {t('payments.signed.generated')}
          </Alert>
          <List type="ordered" size="sm">
            <List.Item>{t('payments.signed.stepDownload')}</List.Item>
            <List.Item>{t('payments.signed.stepSign')}</List.Item>
            <List.Item>{t('payments.signed.stepUpload')}</List.Item>
          </List>
          <Group>
            <Button variant="light" onClick={() => pdf.data && saveBlob(pdf.data, fileName)}>
              {t('payments.signed.download')}
            </Button>
            {s.status === 'AWAITING_SIGNED' ? (
              <Button component={Link} to={sheetLoadingPath(detail.data.id)}>
                {t('payments.signed.toUpload')}
              </Button>
            ) : (
              <Button component={Link} to={detailPath(detail.data.id)}>
                {t('payments.detail.open')}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}

import { UPLOAD_MAX_BYTES } from '@cri/shared/limits';
import { Alert, Anchor, Button, FileInput, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useAddSignedDocument, usePaymentDetail, useTechnicalSheet } from '../api/payments.ts';
import { PaymentNotFound } from '../components/payment-not-found.tsx';
import { detailPath, sheetGenerationPath } from '../lib/paths.ts';

/** The error code that opens the closable dialog (spec 2 §8 "one specific code opens a closable error dialog"). */
const DIALOG_CODE = 'PAYMENT_SIGNED_SHEET_UNRECOGNISED';

/**
 * /payment/{paymentDetailId}/technical-sheet-loading: the investor uploads the generated sheet, signed and
 * stamped (PDF, 70 MB). A PDF that is not the generated sheet opens a closable dialog with its error code;
 * size and type are checked before sending and by the server. Accepted, the sheet goes to every
 * administration's evaluation.
 */
export default function SheetLoadingPage() {
  const { t } = useTranslation();
  const detailId = parseId(useParams().paymentDetailId);
  const detail = usePaymentDetail(detailId);
  const sheet = useTechnicalSheet(detail.data?.sheet?.id ?? null);
  const upload = useAddSignedDocument();
  const [file, setFile] = useState<File | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [dialog, setDialog] = useState<ApiError | null>(null);
  if (detailId !== null && (detail.isPending || (detail.data?.sheet && sheet.isPending))) return <PageLoader />;
  if (!detail.data || !sheet.data) return <PaymentNotFound />;
  const d = detail.data;
  const s = sheet.data;
  if (upload.isSuccess)
    return (
      <Stack gap="lg" maw={720}>
        <Title order={1}>{t('payments.sheet.validatedTitle')}</Title>
        <Alert color="green" variant="light" role="status">
          {t('payments.sheet.validatedText')}
        </Alert>
        <Anchor component={Link} to={detailPath(d.id)}>
          {t('payments.detail.open')}
        </Anchor>
      </Stack>
    );
  const send = () => {
    setLocal(null);
    if (!file) return setLocal('errors.field.required');
    if (file.size > UPLOAD_MAX_BYTES) return setLocal('payments.signed.tooLarge');
    if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) return setLocal('payments.signed.notPdf');
    upload.mutate(
      { sheetId: s.id, file },
      {
        onError: (error) => {
          if ((error as ApiError).errorCode === DIALOG_CODE) setDialog(error as ApiError);
        },
      },
    );
  };
  const failure = upload.error as ApiError | null;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('payments.signed.loadingTitle')}</Title>
      {s.status !== 'AWAITING_SIGNED' ? (
        <Alert color="orange" variant="light" role="status">
          {t('payments.signed.notAwaiting')}
        </Alert>
      ) : (
        <>
          <Text>{t('payments.signed.loadingIntro', { version: s.version })}</Text>
          <FileInput
            label={t('payments.signed.fileLabel')}
            description={t('payments.signed.fileHint')}
            accept="application/pdf"
            value={file}
            onChange={(f) => {
              setFile(f);
              setLocal(null);
              upload.reset();
            }}
            error={local ? t(local) : undefined}
            clearable
            maw={480}
          />
          {failure && failure.errorCode !== DIALOG_CODE ? (
            <Alert color="red" variant="light" role="alert">
              {apiErrorMessage(t, failure)}
            </Alert>
          ) : null}
          <Group>
            <Button variant="default" component={Link} to={sheetGenerationPath(d.id)}>
              {t('payments.sheet.previous')}
            </Button>
            <Button onClick={send} loading={upload.isPending}>
              {t('payments.signed.upload')}
            </Button>
          </Group>
        </>
      )}
      <Modal opened={dialog !== null} onClose={() => setDialog(null)} title={t('payments.signed.dialogTitle')} centered>
        <Stack gap="sm">
          <Text>{dialog ? apiErrorMessage(t, dialog) : ''}</Text>
          <Text size="sm" c="dimmed">
            {t('payments.signed.errorCode', { code: dialog?.errorCode ?? '' })}
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => setDialog(null)}>{t('payments.signed.close')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

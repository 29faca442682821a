import { UPLOAD_MAX_BYTES } from '@cri/shared/limits';
import type { TPvSignatures } from '@cri/shared/schemas/signatures';
import { Alert, Button, FileButton, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconFileText, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useGeneratePv } from '../api/generate-pv.ts';
import { useUploadManualPv } from '../api/upload-manual-pv.ts';

const keyOf = (e: unknown) => (e instanceof ApiError ? e.messageKey : 'errors.INTERNAL');
const MANUAL_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** The advisor generates the PV from the recorded decision (it never changes afterwards). */
export function GeneratePvButton({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const generate = useGeneratePv(projectId);
  return (
    <Stack gap="xs">
      <Group>
        <Button
          leftSection={<IconFileText size={18} aria-hidden="true" />}
          loading={generate.isPending}
          onClick={() => generate.mutate(undefined, { onSuccess: () => toastSuccess(t('signatures.generate.done')) })}
        >
          {t('signatures.generate.button')}
        </Button>
      </Group>
      {generate.error ? (
        <Alert color="red" variant="light" role="alert">
          {t(keyOf(generate.error))}
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * Manual mode (flag UPLOAD_PV_MANUALLY): the advisor uploads the scan of the PV signed on paper. Once
 * loaded, electronic signing is impossible (the server refuses both ways; spec 2 "Minutes (PV)").
 */
export function ManualPvUpload({ pv }: { pv: TPvSignatures }) {
  const { t } = useTranslation();
  const upload = useUploadManualPv(pv.project.id);
  const [localError, setLocalError] = useState<string | null>(null);
  const choose = (file: File | null) => {
    if (!file) return;
    upload.reset();
    const tooLarge = file.size > UPLOAD_MAX_BYTES;
    setLocalError(
      tooLarge
        ? file.type === 'application/pdf'
          ? 'providedDocument.sizeLimit.pdf'
          : 'providedDocument.sizeLimit.picture'
        : null,
    );
    if (!tooLarge) upload.mutate(file, { onSuccess: () => toastSuccess(t('signatures.manual.done')) });
  };
  const errorKey = localError ?? (upload.error ? keyOf(upload.error) : null);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="manual-pv-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="manual-pv-title">
          {t('signatures.manual.title')}
        </Title>
        <Text size="sm">{t(pv.mode === 'MANUAL' ? 'signatures.manual.replaceText' : 'signatures.manual.text')}</Text>
        {upload.isPending ? (
          <Stack gap={4} role="status" aria-live="polite">
            <Text size="sm">{t('signatures.manual.uploading', { percent: Math.round((upload.progress ?? 0) * 100) })}</Text>
            <Progress value={(upload.progress ?? 0) * 100} size="sm" aria-label={t('signatures.manual.progress')} />
          </Stack>
        ) : null}
        {errorKey ? (
          <Alert color="red" variant="light" role="alert">
            {t(errorKey)}
          </Alert>
        ) : null}
        <Group>
          <FileButton onChange={choose} accept={MANUAL_TYPES.join(',')} disabled={upload.isPending}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden="true" />}
                disabled={upload.isPending}
              >
                {t(pv.mode === 'MANUAL' ? 'signatures.manual.replace' : 'signatures.manual.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Paper>
  );
}

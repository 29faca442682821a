import '@mantine/dropzone/styles.css';
import { UPLOAD_MAX_BYTES } from '@cri/shared/limits';
import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileTypePdf, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useVerifySignature } from '../api/verify-signature.ts';
import { VerificationReport } from '../components/verification-report.tsx';
import { verifyErrorPath } from '../lib/paths.ts';

const PDF = 'application/pdf';

/** The key of a file the drop zone refused before sending it: too large, or not a PDF. */
const rejectionKey = (rejections: FileRejection[]): string => {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  if (codes.includes('file-too-large')) return 'providedDocument.sizeLimit.pdf';
  if (codes.includes('too-many-files')) return 'signatures.verify.oneFile';
  return 'errors.UNSUPPORTED_FILE_TYPE';
};

/**
 * /verify-signature (public, spec 1): anyone uploads a signed PDF (70 MB at most) and reads who signed,
 * when, whether the certificates and dates are valid and whether the document changed since signing.
 */
export default function VerifySignaturePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifySignature();
  const [localError, setLocalError] = useState<string | null>(null);
  const openRef = useRef<() => void>(null);
  const send = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setLocalError(null);
    verify.mutate(file, {
      onError: (e) =>
        navigate(verifyErrorPath, {
          state:
            e instanceof ApiError
              ? { messageKey: e.messageKey, retryAfterSeconds: e.retryAfterSeconds }
              : { messageKey: 'errors.INTERNAL' },
        }),
    });
  };
  const percent = Math.round((verify.progress ?? 0) * 100);
  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={4}>
        <Title order={1}>{t('signatures.verify.title')}</Title>
        <Text>{t('signatures.verify.intro')}</Text>
      </Stack>
      {verify.data ? (
        <>
          <VerificationReport report={verify.data} />
          <Group>
            <Button variant="light" onClick={() => verify.reset()}>
              {t('signatures.verify.another')}
            </Button>
          </Group>
        </>
      ) : (
        <Stack gap="sm">
          <Dropzone
            onDrop={send}
            onReject={(r) => setLocalError(rejectionKey(r))}
            accept={[PDF]}
            maxSize={UPLOAD_MAX_BYTES}
            multiple={false}
            loading={verify.isPending}
            openRef={openRef}
            activateOnClick={false}
            activateOnKeyboard={false}
            inputProps={{ 'aria-label': t('signatures.verify.choose') }}
          >
            <Group justify="center" gap="lg" mih={160} style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={48} aria-hidden="true" />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={48} aria-hidden="true" />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconFileTypePdf size={48} aria-hidden="true" />
              </Dropzone.Idle>
              <Stack gap={4}>
                <Text size="lg" fw={600} id="verify-drop-title">
                  {t('signatures.verify.dropTitle')}
                </Text>
                <Text size="sm" c="dimmed" id="verify-drop-help">
                  {t('signatures.verify.dropHelp')}
                </Text>
              </Stack>
            </Group>
          </Dropzone>
          <Group>
            <Button
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              onClick={() => openRef.current?.()}
              disabled={verify.isPending}
            >
              {t('signatures.verify.choose')}
            </Button>
          </Group>
          {verify.isPending ? (
            <Stack gap={4} role="status" aria-live="polite">
              <Text size="sm">
                {t(percent >= 100 ? 'signatures.verify.checking' : 'signatures.verify.uploading', { percent })}
              </Text>
              <Progress value={percent} size="sm" aria-label={t('signatures.verify.progress')} />
            </Stack>
          ) : null}
          {localError ? (
            <Alert color="red" variant="light" role="alert">
              {t(localError)}
            </Alert>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

import { ActionIcon, Code, CopyButton, Group, Image, List, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The secret in groups of four, as authenticator apps show it, easier to type without a scan. */
export const groupSecret = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? '';

const QR_SIZE = 200;

/** The three setup steps, the QR code of the otpauth URI and the secret for manual entry. */
export function AuthenticatorSetup({ secureKey, uriKey }: { secureKey: string; uriKey: string }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    // Drawn in the browser: the otpauth URI (which holds the secret) is never sent to a third party.
    QRCode.toDataURL(uriKey, { width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => current && setQr(url))
      .catch(() => current && setQr(null));
    return () => {
      current = false;
    };
  }, [uriKey]);

  return (
    <Stack gap="md">
      <List type="ordered" spacing="xs">
        <List.Item>{t('auth.configureAuthenticator.step1')}</List.Item>
        <List.Item>{t('auth.configureAuthenticator.step2')}</List.Item>
        <List.Item>{t('auth.configureAuthenticator.step3')}</List.Item>
      </List>
      {qr ? (
        <Image src={qr} alt={t('auth.configureAuthenticator.qrAlt')} w={QR_SIZE} h={QR_SIZE} mx="auto" />
      ) : (
        <Skeleton w={QR_SIZE} h={QR_SIZE} mx="auto" />
      )}
      <Stack gap={4}>
        <Text size="sm">{t('auth.configureAuthenticator.manualKey')}</Text>
        <Group gap="xs" wrap="nowrap" dir="ltr" justify="center">
          <Code fz="md" style={{ letterSpacing: '0.05em', wordBreak: 'break-all' }}>
            {groupSecret(secureKey)}
          </Code>
          <CopyButton value={secureKey}>
            {({ copied, copy }) => {
              const label = t(copied ? 'auth.configureAuthenticator.copied' : 'auth.configureAuthenticator.copy');
              return (
                <Tooltip label={label}>
                  <ActionIcon variant="subtle" onClick={copy} aria-label={label}>
                    {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              );
            }}
          </CopyButton>
        </Group>
      </Stack>
    </Stack>
  );
}

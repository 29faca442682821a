import { ActionIcon, Box, Group, Image, Loader, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CaptchaState } from '../../lib/captcha/get-captcha.ts';

interface CaptchaFieldProps {
  /** From useCaptcha() in the form, which also calls `captcha.refresh()` after a failed submit. */
  captcha: CaptchaState;
  /** register('captchaAnswer') of the form. */
  answer: UseFormRegisterReturn;
  /** Already translated. */
  error?: string | undefined;
  /** Called when the user asks for another image, so the form can clear the old answer. */
  onRefresh?: () => void;
}

/**
 * The server sends the captcha as SVG text. It is shown through an <img> data URL, never injected as
 * markup: an <img> does not run scripts, so a tampered image cannot reach the page.
 */
export const captchaImageSrc = (image: string): string => {
  if (image.startsWith('data:image/')) return image;
  let binary = '';
  for (const byte of new TextEncoder().encode(image)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
};

/** Captcha image, a button for another image and the answer field (login, sign-up, forgotten password). */
export function CaptchaField({ captcha, answer, error, onRefresh }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const refresh = () => {
    captcha.refresh();
    onRefresh?.();
  };
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap">
        <Box
          w={160}
          h={56}
          bg="white"
          style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)' }}
          display="flex"
        >
          {captcha.captcha && !captcha.isLoading ? (
            <Image
              src={captchaImageSrc(captcha.captcha.image)}
              alt={t('auth.captcha.imageAlt')}
              w={150}
              h={50}
              m="auto"
              fit="contain"
            />
          ) : captcha.isLoading ? (
            <Loader size="sm" m="auto" role="status" aria-label={t('auth.captcha.loading')} />
          ) : null}
        </Box>
        <Tooltip label={t('auth.captcha.refresh')}>
          {/* No `loading` state here: it would disable the button and drop the keyboard focus. */}
          <ActionIcon variant="light" size="lg" onClick={refresh} aria-label={t('auth.captcha.refresh')}>
            <IconRefresh size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {captcha.isError && !captcha.isLoading ? (
        <Text size="sm" c="red.8" role="alert">
          {t('auth.captcha.loadError')}
        </Text>
      ) : null}
      <TextInput
        {...answer}
        label={t('auth.captcha.answer')}
        error={error}
        aria-required
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        dir="ltr"
        maxLength={32}
      />
    </Stack>
  );
}

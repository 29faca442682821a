import { ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Password messages: the shared policy names each broken rule; the form shows one sentence. */
export function fieldMessageKey(message: string | undefined): string | undefined {
  if (!message?.startsWith('passwords.rules.')) return message;
  if (message.endsWith('.notCommon')) return 'accounts.password.common';
  if (message.endsWith('.maxLength')) return 'accounts.password.tooLong';
  return 'accounts.password.rules';
}

/**
 * What a field shows (spec 1 §5): its translated message once touched and invalid, a check mark once
 * touched and valid. Spread into a Mantine input: `{...status(fieldState)}`.
 */
export function useFieldStatus() {
  const { t } = useTranslation();
  return ({ error, isTouched: touched }: { error?: FieldError | undefined; isTouched: boolean }) => {
    const key = fieldMessageKey(error?.message);
    return {
      error: touched || error?.type === 'server' ? (key ? t(key) : undefined) : undefined,
      leftSection:
        touched && !error ? (
          <ThemeIcon color="green" variant="transparent" size="sm" role="img" aria-label={t('accounts.valid')}>
            <IconCheck size={16} aria-hidden />
          </ThemeIcon>
        ) : undefined,
    };
  };
}

import { ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * What a field shows (spec 1 §5): its translated message once touched and invalid (or refused by the
 * server), a check mark once touched and valid. Spread into a Mantine input: `{...status(fieldState)}`.
 */
export function useFieldStatus() {
  const { t } = useTranslation();
  return ({ error, isTouched: touched }: { error?: FieldError | undefined; isTouched: boolean }) => ({
    error: (touched || error?.type === 'server') && error?.message ? t(error.message) : undefined,
    leftSection:
      touched && !error ? (
        <ThemeIcon color="green" variant="transparent" size="sm" role="img" aria-label={t('passwords.valid')}>
          <IconCheck size={16} aria-hidden />
        </ThemeIcon>
      ) : undefined,
  });
}

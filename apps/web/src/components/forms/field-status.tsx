import { ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const asIs = (message: string | undefined): string | undefined => message;

/**
 * What a field shows (spec 1 §5): its translated message once touched and invalid (or refused by the
 * server), a check mark once touched and valid. Spread into a Mantine input: `{...status(fieldState)}`.
 * `messageKey` maps a schema message to the key shown (e.g. the password rules to one sentence).
 */
export function useFieldStatus(messageKey: (message: string | undefined) => string | undefined = asIs) {
  const { t } = useTranslation();
  return ({ error, isTouched: touched }: { error?: FieldError | undefined; isTouched: boolean }) => {
    const key = messageKey(error?.message);
    return {
      error: (touched || error?.type === 'server') && key ? t(key) : undefined,
      leftSection:
        touched && !error ? (
          <ThemeIcon color="green" variant="transparent" size="sm" role="img" aria-label={t('common.form.valid')}>
            <IconCheck size={16} aria-hidden />
          </ThemeIcon>
        ) : undefined,
    };
  };
}

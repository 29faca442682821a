import { SECURITY_CODE_LENGTH } from '@cri/shared/limits';
import { Input, PinInput, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface SecurityCodeInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Already translated; announced when it appears. */
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Six one-digit boxes (spec 1 §5: security code, 6 digits). The group is named by the visible label and
 * each box says which digit it is, so a screen reader user knows where they are; pasting a whole code works.
 */
export function SecurityCodeInput({ value, onChange, error, disabled, autoFocus }: SecurityCodeInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Stack gap={6}>
      <Input.Label id={`${id}-label`} htmlFor={`${id}-pin-1`}>
        {t('auth.securityCode.label')}
      </Input.Label>
      <PinInput
        id={`${id}-pin`}
        length={SECURITY_CODE_LENGTH}
        type="number"
        inputMode="numeric"
        oneTimeCode
        size="lg"
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-labelledby={`${id}-label`}
        getInputProps={(index) => ({
          'aria-label': t('auth.securityCode.digit', { index: index + 1, total: SECURITY_CODE_LENGTH }),
          'aria-describedby': error ? errorId : undefined,
        })}
      />
      <div aria-live="polite">{error ? <Input.Error id={errorId}>{error}</Input.Error> : null}</div>
    </Stack>
  );
}

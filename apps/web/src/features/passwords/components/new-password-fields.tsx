import { PasswordInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from './password-checklist.tsx';

interface FieldStatus {
  error: string | undefined;
  leftSection: ReactNode;
}

interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  passwordStatus: FieldStatus;
  confirmationStatus: FieldStatus;
  /** The password typed so far, for the live checklist. */
  value: string;
}

/** The new password with its live checklist, and its confirmation (reset, change and expired password). */
export function NewPasswordFields({ password, confirmation, passwordStatus, confirmationStatus, value }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const toggle = { 'aria-label': t('passwords.fields.toggle') };
  return (
    <>
      <PasswordInput
        {...password}
        {...passwordStatus}
        label={t('passwords.fields.password')}
        autoComplete="new-password"
        maxLength={128}
        withAsterisk
        aria-describedby="new-password-rules"
        visibilityToggleButtonProps={toggle}
      />
      <PasswordChecklist value={value} id="new-password-rules" />
      <PasswordInput
        {...confirmation}
        {...confirmationStatus}
        label={t('passwords.fields.confirmation')}
        autoComplete="new-password"
        maxLength={128}
        withAsterisk
        visibilityToggleButtonProps={toggle}
      />
    </>
  );
}

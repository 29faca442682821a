import { ZAdvisorProfileForm, ZCruiMemberProfileForm } from '@cri/shared/schemas/profiles';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';

type FormInput = z.input<typeof ZCruiMemberProfileForm>;
type FormValues = z.output<typeof ZCruiMemberProfileForm>;
type Field = keyof FormInput;

/**
 * The edit form of a staff profile (spec 1 §5): mobile phone required, desk phone (and the member's job
 * title) optional. Messages show once a field is touched, a check mark once it is valid; the button stays
 * disabled while the form is invalid, and a refused save keeps what was typed.
 */
export function StaffProfileForm({
  withJobTitle,
  defaultValues,
  onSave,
  onCancel,
}: {
  withJobTitle: boolean;
  defaultValues: FormInput;
  onSave: (values: FormValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const schema = withJobTitle
    ? ZCruiMemberProfileForm
    : ZAdvisorProfileForm.extend({ jobTitle: ZCruiMemberProfileForm.shape.jobTitle });
  const { register, handleSubmit, setError, formState, getFieldState, watch } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });

  const fieldProps = (name: Field, label: string, optional: boolean) => {
    const state = getFieldState(name, formState);
    const value = watch(name) ?? '';
    const valid = (state.isTouched || state.isDirty) && !state.error && value !== '';
    return {
      ...register(name),
      label,
      description: optional ? t('profiles.edit.optional') : undefined,
      withAsterisk: !optional,
      error: state.error?.message ? t(state.error.message) : undefined,
      rightSection: valid ? (
        <IconCheck size={18} color="var(--mantine-color-green-7)" aria-label={t('profiles.edit.valid')} />
      ) : null,
    };
  };

  const submit = async (values: FormValues) => {
    setAlert(null);
    try {
      await onSave(values);
    } catch (failure) {
      const error = failure instanceof ApiError ? failure : null;
      for (const { field, messageKey } of error?.fieldErrors ?? []) {
        const name = field.replace(/^body\./, '') as Field;
        if (name === 'mobilePhone' || name === 'deskPhone' || name === 'jobTitle') setError(name, { message: messageKey });
      }
      setAlert(error?.messageKey ?? 'profiles.edit.failed');
    }
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate>
      <Stack gap="md">
        {alert ? (
          <Alert color="red" variant="light" role="alert">
            {t(alert)}
          </Alert>
        ) : null}
        {withJobTitle ? (
          <TextInput {...fieldProps('jobTitle', t('profiles.fields.jobTitle'), true)} dir="auto" maxLength={120} />
        ) : null}
        <TextInput
          {...fieldProps('mobilePhone', t('profiles.fields.mobilePhone'), false)}
          type="tel"
          inputMode="tel"
          dir="ltr"
          maxLength={10}
          autoComplete="tel"
        />
        <TextInput
          {...fieldProps('deskPhone', t('profiles.fields.deskPhone'), true)}
          type="tel"
          inputMode="tel"
          dir="ltr"
          maxLength={10}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('profiles.edit.cancel')}
          </Button>
          <Button type="submit" disabled={!formState.isValid} loading={formState.isSubmitting}>
            {t('profiles.edit.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

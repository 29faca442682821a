import { type TResendActivationRequest, ZResendActivationRequest } from '@cri/shared/schemas/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldStatus } from '../../../components/forms/field-status.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useResendActivation } from '../api/resend-activation.ts';

type Values = z.output<typeof ZResendActivationRequest>;

/** The e-mail field of /activation/resend; `onSent` receives the address the link went to. */
export function ResendActivationForm({ onSent }: { onSent: (username: string) => void }) {
  const { t } = useTranslation();
  const mutation = useResendActivation();
  const status = useFieldStatus();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, getFieldState, formState } = useForm<TResendActivationRequest, unknown, Values>({
    resolver: zodResolver(ZResendActivationRequest),
    defaultValues: { username: '' },
    mode: 'onTouched',
  });
  const onSubmit = (values: Values) => {
    setAlert(null);
    mutation.mutate(values, {
      onSuccess: ({ username }) => onSent(username),
      onError: (e) => setAlert(t(e instanceof ApiError ? e.messageKey : 'errors.INTERNAL')),
    });
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {alert ? (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        ) : null}
        <TextInput
          {...register('username')}
          {...status(getFieldState('username', formState))}
          label={t('accounts.signUp.email')}
          placeholder={t('accounts.signUp.emailPlaceholder')}
          type="email"
          autoComplete="username"
          dir="ltr"
          maxLength={254}
          withAsterisk
        />
        <Button type="submit" loading={mutation.isPending} disabled={!formState.isValid} fullWidth>
          {t('accounts.activationResend.submit')}
        </Button>
      </Stack>
    </form>
  );
}

import type { TTokenResponse } from '@cri/shared/schemas/auth';
import { type TChangePasswordForm, ZChangePasswordForm } from '@cri/shared/schemas/passwords';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/forms/captcha-field.tsx';
import { useFieldStatus } from '../../../components/forms/field-status.tsx';
import { useCaptcha } from '../../../lib/captcha/get-captcha.ts';
import { useChangePassword } from '../api/change-password.ts';
import { applyServerErrors } from './apply-server-errors.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useCommonPasswords } from './use-common-passwords.ts';

const FIELDS = ['lastPassword', 'password', 'confirmation', 'captchaAnswer'] as const;

/** Current password, new one twice and the captcha (/change-password and /expired-password). */
export function ChangePasswordForm({ onChanged }: { onChanged: (tokens: TTokenResponse) => void }) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const mutation = useChangePassword();
  const status = useFieldStatus();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setValue, setError, getFieldState, formState, watch, trigger } = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: { lastPassword: '', password: '', confirmation: '', captchaAnswer: '' },
    mode: 'onTouched',
  });
  const fieldStatus = (name: (typeof FIELDS)[number]) => status(getFieldState(name, formState));
  useCommonPasswords(
    useCallback(() => {
      if (getFieldState('password').isDirty) void trigger('password');
    }, [getFieldState, trigger]),
  );

  const onSubmit = ({ confirmation: _c, ...values }: TChangePasswordForm) => {
    setAlert(null);
    mutation.mutate(
      { ...values, captchaId: captcha.captcha?.captchaId ?? '' },
      {
        onSuccess: onChanged,
        onError: (failure) => {
          // The captcha is spent, right or wrong: only its answer is cleared, nothing else typed.
          setValue('captchaAnswer', '');
          captcha.refresh();
          const key = applyServerErrors(failure, FIELDS, setError);
          setAlert(key ? t(key) : null);
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {alert ? (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        ) : null}
        <PasswordInput
          {...register('lastPassword', { deps: ['password'] })}
          {...fieldStatus('lastPassword')}
          label={t('passwords.fields.lastPassword')}
          autoComplete="current-password"
          maxLength={128}
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('passwords.fields.toggle') }}
        />
        <NewPasswordFields
          password={register('password', { deps: ['confirmation'] })}
          confirmation={register('confirmation')}
          passwordStatus={fieldStatus('password')}
          confirmationStatus={fieldStatus('confirmation')}
          value={watch('password')}
        />
        <CaptchaField
          captcha={captcha}
          answer={register('captchaAnswer')}
          error={fieldStatus('captchaAnswer').error}
          onRefresh={() => setValue('captchaAnswer', '')}
        />
        <Button type="submit" loading={mutation.isPending} disabled={!formState.isValid} fullWidth>
          {t('passwords.change.submit')}
        </Button>
      </Stack>
    </form>
  );
}

import { PASSWORD_PATHS } from '@cri/shared/schemas/password-paths';
import { type TResetPasswordForm, ZResetPasswordForm } from '@cri/shared/schemas/passwords';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CaptchaField } from '../../../components/forms/captcha-field.tsx';
import { useFieldStatus } from '../../../components/forms/field-status.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCaptcha } from '../../../lib/captcha/get-captcha.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { applyServerErrors } from './apply-server-errors.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useCommonPasswords } from './use-common-passwords.ts';

const FIELDS = ['password', 'confirmation', 'captchaAnswer'] as const;

/** /reset-password?token= : the new password twice and the captcha; a spent or expired link goes to the error page. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const mutation = useResetPassword();
  const status = useFieldStatus();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setValue, setError, getFieldState, formState, watch, trigger } = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: '', confirmation: '', captchaAnswer: '' },
    mode: 'onTouched',
  });
  const fieldStatus = (name: (typeof FIELDS)[number]) => status(getFieldState(name, formState));
  useCommonPasswords(
    useCallback(() => {
      if (getFieldState('password').isDirty) void trigger('password');
    }, [getFieldState, trigger]),
  );

  const onError = (failure: unknown) => {
    const error = failure instanceof ApiError ? failure : null;
    // Spec 1 §8: a failure without a body (or a dead link) leads to the error page.
    if (!error || error.errorCode === 'RESET_TOKEN_INVALID' || error.status === 0 || error.status >= 500) {
      void navigate(PASSWORD_PATHS.resetPasswordError, { replace: true });
      return;
    }
    setValue('captchaAnswer', '');
    captcha.refresh();
    const key = applyServerErrors(failure, FIELDS, setError);
    setAlert(key ? t(key) : null);
  };

  const onSubmit = ({ password, captchaAnswer }: TResetPasswordForm) => {
    setAlert(null);
    mutation.mutate(
      { password, token, captchaAnswer, captchaId: captcha.captcha?.captchaId ?? '' },
      { onSuccess: () => void navigate(PASSWORD_PATHS.resetPasswordSuccess, { replace: true }), onError },
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
          {t('passwords.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}

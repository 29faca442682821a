import { PASSWORD_PATHS } from '@cri/shared/schemas/password-paths';
import { type TForgottenPasswordForm, ZForgottenPasswordForm } from '@cri/shared/schemas/passwords';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CaptchaField } from '../../../components/forms/captcha-field.tsx';
import { useFieldStatus } from '../../../components/forms/field-status.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCaptcha } from '../../../lib/captcha/get-captcha.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { useForgottenPassword } from '../api/forgotten-password.ts';

/** The messages of spec 1 §8 for this form's failures. */
const MESSAGE_OF: Record<string, string> = {
  ACCOUNT_NOT_FOUND: 'passwords.forgotten.notFound',
  INVALID_CAPTCHA: 'passwords.forgotten.invalidCaptcha',
  TOO_MANY_REQUESTS: 'passwords.forgotten.tooMany',
};

const attemptsOf = (body: unknown): number | null => {
  const n = (body as { totalAttemptsSendUpdatePassword?: unknown } | null)?.totalAttemptsSendUpdatePassword;
  return typeof n === 'number' ? n : null;
};

/** /forgotten-password (spec 1 §4.2, §8): e-mail and captcha; 404, 422 and 429 shown above the form. */
export function ForgottenPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const mutation = useForgottenPassword();
  const status = useFieldStatus();
  const [alert, setAlert] = useState<string | null>(null);
  const [attempts, setAttempts] = useState<number | null>(null);
  const { register, handleSubmit, setValue, getFieldState, formState } = useForm<TForgottenPasswordForm>({
    resolver: zodResolver(ZForgottenPasswordForm),
    defaultValues: { username: '', captchaAnswer: '' },
    mode: 'onTouched',
  });

  const onError = (failure: unknown) => {
    const error = failure instanceof ApiError ? failure : null;
    setValue('captchaAnswer', '', { shouldValidate: false });
    captcha.refresh();
    setAttempts(attemptsOf(error?.body));
    setAlert(apiErrorMessage(t, error, MESSAGE_OF[error?.errorCode ?? ''] ?? error?.messageKey ?? 'errors.INTERNAL'));
  };

  const onSubmit = ({ username, captchaAnswer }: TForgottenPasswordForm) => {
    setAlert(null);
    const body = { user: { username }, captchaId: captcha.captcha?.captchaId ?? '', captchaAnswer };
    mutation.mutate(body, { onSuccess: () => void navigate(PASSWORD_PATHS.forgottenPasswordSuccess), onError });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {alert ? (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm">{alert}</Text>
            {attempts !== null ? <Text size="sm">{t('passwords.forgotten.attempts', { count: attempts })}</Text> : null}
          </Alert>
        ) : null}
        <TextInput
          {...register('username')}
          {...status(getFieldState('username', formState))}
          label={t('passwords.fields.username')}
          placeholder={t('passwords.fields.usernamePlaceholder')}
          type="email"
          autoComplete="username"
          dir="ltr"
          maxLength={254}
          withAsterisk
        />
        <CaptchaField
          captcha={captcha}
          answer={register('captchaAnswer')}
          error={status(getFieldState('captchaAnswer', formState)).error}
          onRefresh={() => setValue('captchaAnswer', '')}
        />
        <Button type="submit" loading={mutation.isPending} disabled={!formState.isValid} fullWidth>
          {t('passwords.forgotten.submit')}
        </Button>
      </Stack>
    </form>
  );
}

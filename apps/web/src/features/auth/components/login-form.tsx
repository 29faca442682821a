import { paths } from '@cri/shared/paths';
import { PASSWORD_PATHS } from '@cri/shared/schemas/password-paths';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { CaptchaField } from '../../../components/forms/captcha-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { signInTarget, useCompleteSignIn } from '../../../lib/auth/finish-sign-in.ts';
import { useCaptcha } from '../../../lib/captcha/get-captcha.ts';
import { type LoginResult, useLogin } from '../api/login.ts';

/** Messages are i18n keys, translated where they are shown, so a language switch re-translates them. */
const ZLoginForm = z.object({
  username: z.string().trim().min(1, 'auth.login.usernameRequired').pipe(z.email('errors.field.notValidUsername').max(254)),
  password: z.string().min(1, 'auth.login.passwordRequired'),
  captchaAnswer: z.string().trim().min(1, 'auth.captcha.answerRequired'),
});
type LoginFormInput = z.input<typeof ZLoginForm>;
type LoginFormValues = z.output<typeof ZLoginForm>;

export function LoginForm({ redirectUri }: { redirectUri: string | null }) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const loginMutation = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setValue, setError, setFocus, formState } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { username: '', password: '', captchaAnswer: '' },
    mode: 'onTouched',
  });
  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);

  const onSuccess = ({ tokens, lastConnectionDate, failedAttempts }: LoginResult) => {
    const target = tokens && signInTarget({ accessToken: tokens.accessToken, redirectUri, lastConnectionDate });
    if (!tokens || !target) {
      setAlert(t('auth.login.noToken'));
      setValue('captchaAnswer', '');
      captcha.refresh();
      return;
    }
    if (failedAttempts > 0) {
      notifications.show({
        color: 'orange',
        title: t('auth.login.failedAttemptsTitle'),
        message: t('auth.login.failedAttempts', { count: failedAttempts }),
      });
    }
    // A fresh login: any otpvalid flag left by a previous session no longer applies.
    completeSignIn({ tokens, otpValid: false, target });
  };

  const onError = (failure: unknown) => {
    const error = failure instanceof ApiError ? failure : null;
    // Right or wrong, the server has spent this captcha (single use): a new one is needed for any retry.
    setValue('captchaAnswer', '');
    captcha.refresh();
    if (error?.errorCode === 'INVALID_CAPTCHA') {
      const key = error.fieldErrors.find((f) => f.field === 'captchaAnswer')?.messageKey ?? error.messageKey;
      setError('captchaAnswer', { message: key }, { shouldFocus: true });
      return;
    }
    for (const { field, messageKey } of error?.fieldErrors ?? []) {
      if (field === 'username' || field === 'password') setError(field, { message: messageKey });
    }
    // 401 (wrong credentials, account not activated) and the rest: the server's message; the typed
    // username and password stay, only the captcha answer is cleared.
    setAlert(t(error?.messageKey ?? 'errors.INTERNAL'));
    setFocus('captchaAnswer');
  };

  const onSubmit = (values: LoginFormValues) => {
    setAlert(null);
    const body = { ...values, captchaId: captcha.captcha?.captchaId ?? '', redirectUri: redirectUri ?? undefined };
    loginMutation.mutate(body, { onSuccess, onError });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {alert ? (
          <Alert color="red" variant="light">
            {alert}
          </Alert>
        ) : null}
        <TextInput
          {...register('username')}
          label={t('auth.login.username')}
          placeholder={t('auth.login.usernamePlaceholder')}
          type="email"
          autoComplete="username"
          dir="ltr"
          aria-required
          error={fieldError(formState.errors.username?.message)}
        />
        <PasswordInput
          {...register('password')}
          label={t('auth.login.password')}
          autoComplete="current-password"
          aria-required
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePassword') }}
          error={fieldError(formState.errors.password?.message)}
        />
        <Anchor component={Link} to={PASSWORD_PATHS.forgottenPassword} size="sm" ta="end" mt={-8}>
          {t('passwords.forgotten.link')}
        </Anchor>
        <CaptchaField
          captcha={captcha}
          answer={register('captchaAnswer')}
          error={fieldError(formState.errors.captchaAnswer?.message)}
          onRefresh={() => setValue('captchaAnswer', '')}
        />
        <Button type="submit" loading={loginMutation.isPending} fullWidth>
          {t('auth.login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('accounts.noAccount')}{' '}
          <Anchor component={Link} to={paths.signUp}>
            {t('accounts.signUpLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

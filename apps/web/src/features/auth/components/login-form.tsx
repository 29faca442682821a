import { paths } from '@cri/shared/paths';
import { type TLoginFormInput, type TLoginFormValues, ZLoginForm } from '@cri/shared/schemas/auth';
import { PASSWORD_PATHS } from '@cri/shared/schemas/password-paths';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CaptchaField } from '../../../components/forms/captcha-field.tsx';
import { useFieldStatus } from '../../../components/forms/field-status.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { signInTarget, useCompleteSignIn } from '../../../lib/auth/finish-sign-in.ts';
import { useCaptcha } from '../../../lib/captcha/get-captcha.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { type LoginResult, useLogin } from '../api/login.ts';

type Field = keyof TLoginFormInput;

/**
 * The login form (spec 1 §4.1, §5). Its schema is the server's (ZLoginForm in packages/shared): a
 * username that is not an e-mail is refused here and by POST /login alike. Messages are i18n keys,
 * translated where they are shown, so a language switch re-translates them; each field shows its message
 * once touched and a check mark once valid, and the button waits for a valid form.
 */
export function LoginForm({ redirectUri }: { redirectUri: string | null }) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const loginMutation = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [alert, setAlert] = useState<string | null>(null);
  const status = useFieldStatus();
  const { register, handleSubmit, setValue, setError, setFocus, getFieldState, formState } = useForm<
    TLoginFormInput,
    unknown,
    TLoginFormValues
  >({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { username: '', password: '', captchaAnswer: '' },
    mode: 'onTouched',
  });
  const fieldStatus = (name: Field) => status(getFieldState(name, formState));

  const onSuccess = ({ tokens, lastConnectionDate, failedAttempts }: LoginResult) => {
    const target = tokens && signInTarget({ accessToken: tokens.accessToken, redirectUri, lastConnectionDate });
    if (!tokens || !target) {
      setAlert(t('auth.login.noToken'));
      setValue('captchaAnswer', '');
      captcha.refresh();
      return;
    }
    if (failedAttempts > 0) {
      showToast({
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
      setError('captchaAnswer', { type: 'server', message: key }, { shouldFocus: true });
      return;
    }
    for (const { field, messageKey } of error?.fieldErrors ?? []) {
      // The server names body fields `body.username` (schema) or `username` (service).
      const name = field.replace(/^body\./, '');
      if (name === 'username' || name === 'password') setError(name, { type: 'server', message: messageKey });
    }
    // 401 (wrong credentials, account not activated), 429 (with its wait) and the rest: the server's message; the typed
    // username and password stay, only the captcha answer is cleared.
    setAlert(apiErrorMessage(t, error));
    setFocus('captchaAnswer');
  };

  const onSubmit = (values: TLoginFormValues) => {
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
          {...fieldStatus('username')}
          label={t('auth.login.username')}
          placeholder={t('auth.login.usernamePlaceholder')}
          type="email"
          autoComplete="username"
          dir="ltr"
          maxLength={254}
          aria-required
        />
        <PasswordInput
          {...register('password')}
          {...fieldStatus('password')}
          label={t('auth.login.password')}
          autoComplete="current-password"
          aria-required
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePassword') }}
        />
        <Anchor component={Link} to={PASSWORD_PATHS.forgottenPassword} size="sm" ta="end" mt={-8}>
          {t('passwords.forgotten.link')}
        </Anchor>
        <CaptchaField
          captcha={captcha}
          answer={register('captchaAnswer')}
          error={fieldStatus('captchaAnswer').error}
          onRefresh={() => setValue('captchaAnswer', '')}
        />
        <Button type="submit" loading={loginMutation.isPending} disabled={!formState.isValid} fullWidth>
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

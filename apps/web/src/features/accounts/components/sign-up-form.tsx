import { emailConfirmationPath, type TSignUpFormInput, type TSignUpFormValues, ZSignUpForm } from '@cri/shared/schemas/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CaptchaField } from '../../../components/forms/captcha-field.tsx';
import { useFieldStatus } from '../../../components/forms/field-status.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCaptcha } from '../../../lib/captcha/get-captcha.ts';
import { useSignUp } from '../api/sign-up.ts';
import { AccountTypeField } from './account-type-field.tsx';
import { fieldMessageKey } from './password-message-key.ts';

type Field = keyof TSignUpFormInput;
const FIELDS: readonly Field[] = ['username', 'password', 'confirmPassword', 'accountType', 'captchaAnswer'];
/** Server field names (`username`, `body.password`…) to the form's. */
const toField = (name: string): Field | undefined => FIELDS.find((f) => f === name.replace(/^body\./, ''));

/** /sign-up (spec 1 §2.1, §4.2, §5, §8): e-mail, password twice, account type and captcha. */
export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const mutation = useSignUp();
  const status = useFieldStatus(fieldMessageKey);
  const [alert, setAlert] = useState<string | null>(null);
  const { register, control, handleSubmit, setValue, setError, getFieldState, formState } = useForm<
    TSignUpFormInput,
    unknown,
    TSignUpFormValues
  >({
    resolver: zodResolver(ZSignUpForm),
    defaultValues: { username: '', password: '', confirmPassword: '', accountType: 'INVESTOR', captchaAnswer: '' },
    mode: 'onTouched',
  });
  const fieldStatus = (name: Field) => status(getFieldState(name, formState));

  const onError = (failure: unknown) => {
    const error = failure instanceof ApiError ? failure : null;
    // The server has spent the captcha, right or wrong: only its answer is cleared, nothing else typed.
    setValue('captchaAnswer', '');
    captcha.refresh();
    let shown = false;
    for (const { field, messageKey } of error?.fieldErrors ?? []) {
      const name = toField(field);
      if (!name) continue;
      setError(name, { type: 'server', message: messageKey }, { shouldFocus: !shown });
      shown = true;
    }
    if (!shown) setAlert(t(error?.messageKey ?? 'errors.INTERNAL'));
  };

  const onSubmit = ({ confirmPassword: _confirm, ...values }: TSignUpFormValues) => {
    setAlert(null);
    mutation.mutate(
      { ...values, captchaId: captcha.captcha?.captchaId ?? '' },
      { onSuccess: ({ username }) => void navigate(emailConfirmationPath(username)), onError },
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
        <TextInput
          {...register('username')}
          {...fieldStatus('username')}
          label={t('accounts.signUp.email')}
          placeholder={t('accounts.signUp.emailPlaceholder')}
          type="email"
          autoComplete="username"
          dir="ltr"
          maxLength={254}
          withAsterisk
        />
        <PasswordInput
          {...register('password')}
          {...fieldStatus('password')}
          label={t('accounts.signUp.password')}
          description={t('accounts.signUp.passwordHint')}
          autoComplete="new-password"
          maxLength={128}
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('accounts.signUp.togglePassword') }}
        />
        <PasswordInput
          {...register('confirmPassword', { deps: ['password'] })}
          {...fieldStatus('confirmPassword')}
          label={t('accounts.signUp.confirmPassword')}
          autoComplete="new-password"
          maxLength={128}
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('accounts.signUp.togglePassword') }}
        />
        <Controller
          control={control}
          name="accountType"
          render={({ field }) => <AccountTypeField value={field.value} onChange={field.onChange} />}
        />
        <CaptchaField
          captcha={captcha}
          answer={register('captchaAnswer')}
          error={fieldStatus('captchaAnswer').error}
          onRefresh={() => setValue('captchaAnswer', '')}
        />
        <Button type="submit" loading={mutation.isPending} disabled={!formState.isValid} fullWidth>
          {t('accounts.signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}

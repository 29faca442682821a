import { SECURITY_CODE_LENGTH } from '@cri/shared/limits';
import { loginWithRedirect, paths } from '@cri/shared/paths';
import { Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { type LoginNotice, signInTarget, useCompleteSignIn } from '../../../lib/auth/finish-sign-in.ts';
import { useValidateOtp } from '../api/validate-otp.ts';
import { SecurityCodeInput } from './security-code-input.tsx';

const ZRemaining = z.object({ remainingAttempts: z.number().int() });
const CODE = new RegExp(`^\\d{${SECURITY_CODE_LENGTH}}$`);

/**
 * The code form of /configure-authenticator and /fill-security-code. A valid code swaps the
 * pre-security-code tokens for full ones and continues like a login (spec 1 §4.1, without the expiry
 * and new-features steps). A wrong code keeps the user here; a revoked session sends them to sign in.
 */
export function SecurityCodeForm({ redirectUri }: { redirectUri: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const validate = useValidateOtp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (value: string) => {
    if (!CODE.test(value)) {
      setError(t('auth.securityCode.required'));
      return;
    }
    setError(undefined);
    validate.mutate(value, {
      onSuccess: (tokens) => {
        const target = signInTarget({ accessToken: tokens.accessToken, redirectUri, afterSecurityCode: true });
        if (target) completeSignIn({ tokens, otpValid: true, target });
        else setError(t('errors.INTERNAL'));
      },
      onError: (failure) => {
        setCode('');
        const apiError = failure instanceof ApiError ? failure : null;
        if (apiError?.status === 401 && apiError.errorCode !== 'INVALID_SECURITY_CODE') {
          // Session revoked (logout elsewhere, too many wrong codes): sign in again, and say why.
          // The login page clears the dead session once it is shown: clearing it here would let the route
          // guard redirect first (its update is synchronous, navigation is a transition) and lose the reason.
          const to = redirectUri ? loginWithRedirect(redirectUri) : paths.login;
          const state: LoginNotice = { messageKey: apiError.messageKey, endSession: true };
          void navigate(to, { replace: true, state });
          return;
        }
        const remaining = ZRemaining.safeParse(apiError?.body);
        const message = t(apiError?.messageKey ?? 'errors.INTERNAL');
        setError(
          remaining.success
            ? `${message} ${t('auth.securityCode.remainingAttempts', { count: remaining.data.remainingAttempts })}`
            : message,
        );
      },
    });
  };

  const complete = CODE.test(code);

  // No submit on the sixth digit: sending the user to another page while typing breaks WCAG 3.2.2.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(code);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SecurityCodeInput value={code} onChange={setCode} error={error} disabled={validate.isPending} autoFocus />
        {/* Spec 1 §5: the code is 6 digits; the button waits for all of them (no request for a partial code). */}
        <Button type="submit" loading={validate.isPending} disabled={!complete} fullWidth>
          {t('auth.securityCode.submit')}
        </Button>
      </Stack>
    </form>
  );
}

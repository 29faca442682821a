import { paths } from '@cri/shared/paths';
import { ACCOUNTS_PATHS } from '@cri/shared/schemas/accounts';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCompleteSignIn } from '../../../lib/auth/finish-sign-in.ts';
import { useActivate } from '../api/activate.ts';

/**
 * /activation?token= (public; spec 1 §4.2): activates the account, stores the two tokens and goes to the
 * dashboard signed in; an expired link (304) goes to /activation/resend; other errors keep their message.
 */
export default function ActivationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const completeSignIn = useCompleteSignIn();
  const { mutate, error, isError } = useActivate();
  // A link is single use: in development React runs effects twice, so the call is made once per token.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token, {
      onSuccess: (result) => {
        if (result.kind === 'expired') return void navigate(ACCOUNTS_PATHS.activationResend, { replace: true });
        completeSignIn({ tokens: result.tokens, otpValid: false, target: { path: paths.dashboard, fullPageLoad: false } });
      },
    });
  }, [token, mutate, navigate, completeSignIn]);

  const message = !token
    ? 'accounts.activation.missingToken'
    : isError
      ? error instanceof ApiError
        ? error.messageKey
        : 'errors.INTERNAL'
      : null;
  return (
    <AuthCard title={t('accounts.activation.title')}>
      {message ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {t(message)}
          </Alert>
          <Group justify="center">
            <Button component={Link} to={ACCOUNTS_PATHS.activationResend} variant="light">
              {t('accounts.activation.resend')}
            </Button>
            <Button component={Link} to={paths.login}>
              {t('accounts.activation.login')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('accounts.activation.inProgress')}</Text>
        </Group>
      )}
    </AuthCard>
  );
}

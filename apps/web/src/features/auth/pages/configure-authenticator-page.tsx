import { paths } from '@cri/shared/paths';
import { safeRedirectUri } from '@cri/shared/rules/post-login-redirect';
import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { targetAfterSecurityCode } from '../../../lib/auth/finish-sign-in.ts';
import { useSession } from '../../../lib/auth/session.ts';
import { useSecureKey } from '../api/get-secure-key.ts';
import { AuthenticatorSetup } from '../components/authenticator-setup.tsx';
import { SecurityCodeForm } from '../components/security-code-form.tsx';

/**
 * /configure-authenticator: first sign-in of a staff member (spec 1 §4.1 step 2). The secret is shown
 * until the first valid code; afterwards the server answers 403 and the user types codes only.
 */
export default function ConfigureAuthenticatorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { user, isAuthenticated } = useSession();
  const redirectUri = safeRedirectUri(params.get('redirectUri'));
  const secureKey = useSecureKey(user && !isAuthenticated ? user.username : null);

  if (!user) return <Navigate to={paths.login} replace />;
  if (isAuthenticated) return <Navigate to={targetAfterSecurityCode(user, redirectUri).path} replace />;
  const error = secureKey.error instanceof ApiError ? secureKey.error : null;
  if (error?.status === 403) {
    const to = redirectUri ? `${paths.fillSecurityCode}?redirectUri=${encodeURIComponent(redirectUri)}` : paths.fillSecurityCode;
    return <Navigate to={to} replace />;
  }

  return (
    <AuthCard title={t('auth.configureAuthenticator.title')}>
      <Text>{t('auth.configureAuthenticator.intro')}</Text>
      {secureKey.data ? (
        <>
          <AuthenticatorSetup secureKey={secureKey.data.secureKey} uriKey={secureKey.data.uriKey} />
          <SecurityCodeForm redirectUri={redirectUri} />
        </>
      ) : secureKey.isError ? (
        <Alert color="red" variant="light" title={t('auth.configureAuthenticator.loadError')}>
          <Text size="sm">{t(error?.messageKey ?? 'errors.INTERNAL')}</Text>
          <Button mt="sm" variant="light" onClick={() => void secureKey.refetch()}>
            {t('auth.common.retry')}
          </Button>
        </Alert>
      ) : (
        <Center py="md" role="status">
          <Loader aria-hidden />
          <Text ms="sm">{t('auth.common.loading')}</Text>
        </Center>
      )}
      <Button component={Link} to={paths.logout} variant="subtle">
        {t('auth.common.logout')}
      </Button>
    </AuthCard>
  );
}

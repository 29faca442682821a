import { paths } from '@cri/shared/paths';
import { safeRedirectUri } from '@cri/shared/rules/post-login-redirect';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { targetAfterSecurityCode } from '../../../lib/auth/finish-sign-in.ts';
import { useSession } from '../../../lib/auth/session.ts';
import { SecurityCodeForm } from '../components/security-code-form.tsx';

/** /fill-security-code (signed in with a password, security code pending); optional `redirectUri`. */
export default function FillSecurityCodePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { user, isAuthenticated } = useSession();
  const redirectUri = safeRedirectUri(params.get('redirectUri'));

  // An open route (the shell does not guard it): a visitor goes to sign in, a user past the code moves on.
  if (!user) return <Navigate to={paths.login} replace />;
  if (isAuthenticated) return <Navigate to={targetAfterSecurityCode(user, redirectUri).path} replace />;

  return (
    <AuthCard title={t('auth.fillSecurityCode.title')}>
      <Text>{t('auth.fillSecurityCode.intro')}</Text>
      <SecurityCodeForm redirectUri={redirectUri} />
      <Button component={Link} to={paths.logout} variant="subtle">
        {t('auth.common.logout')}
      </Button>
    </AuthCard>
  );
}

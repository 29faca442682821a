import { safeRedirectUri } from '@cri/shared/rules/post-login-redirect';
import { Alert } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { ZLoginNotice } from '../../../lib/auth/finish-sign-in.ts';
import { clearSession } from '../../../lib/auth/session.ts';
import { LoginForm } from '../components/login-form.tsx';

/** /login (public only; spec 1 §2.1): optional `redirectUri`, honoured only for same-site paths. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const redirectUri = safeRedirectUri(params.get('redirectUri'));
  const notice = ZLoginNotice.safeParse(location.state);
  const endSession = notice.success && notice.data.endSession === true;

  useEffect(() => {
    if (endSession) clearSession();
  }, [endSession]);

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      {notice.success ? (
        <Alert color="orange" variant="light">
          {t(notice.data.messageKey)}
        </Alert>
      ) : null}
      <LoginForm redirectUri={redirectUri} />
    </AuthCard>
  );
}

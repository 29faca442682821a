import { PASSWORD_PATHS } from '@cri/shared/schemas/password-paths';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { useResetTokenBlacklisted } from '../api/check-reset-token.ts';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

/**
 * /reset-password?token= (spec 1 §4.2). The link is checked first (GET /users/token-black-list-check):
 * a spent, expired or unknown one goes straight to the error page rather than letting the user type a
 * password for nothing (the spec's legacy app sent it to /welcome; an anonymous visitor cannot open it).
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const check = useResetTokenBlacklisted(token);
  if (!token || check.isError || check.data === true) return <Navigate to={PASSWORD_PATHS.resetPasswordError} replace />;
  return (
    <AuthCard title={t('passwords.reset.title')}>
      {check.data === false ? (
        <>
          <Text>{t('passwords.reset.intro')}</Text>
          <ResetPasswordForm token={token} />
        </>
      ) : (
        <Text role="status">{t('passwords.reset.checking')}</Text>
      )}
    </AuthCard>
  );
}

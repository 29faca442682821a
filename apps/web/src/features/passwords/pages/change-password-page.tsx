import type { TTokenResponse } from '@cri/shared/schemas/auth';
import { PASSWORD_PATHS } from '@cri/shared/schemas/password-paths';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { setSession } from '../../../lib/auth/session.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

/** /change-password (any signed-in account; spec 1 §2.3 user menu). The answer is a new session. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onChanged = (tokens: TTokenResponse) => {
    setSession(tokens);
    void navigate(PASSWORD_PATHS.changePasswordSuccess, { replace: true });
  };
  return (
    <AuthCard title={t('passwords.change.title')}>
      <Text>{t('passwords.change.intro')}</Text>
      <ChangePasswordForm onChanged={onChanged} />
    </AuthCard>
  );
}

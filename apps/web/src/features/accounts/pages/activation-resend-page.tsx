import { emailConfirmationPath } from '@cri/shared/schemas/accounts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { ResendActivationForm } from '../components/resend-activation-form.tsx';

/** /activation/resend (public; spec 1 §4.2): reached when an activation link has expired. */
export default function ActivationResendPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthCard title={t('accounts.activationResend.title')}>
      <Text>{t('accounts.activationResend.intro')}</Text>
      <ResendActivationForm onSent={(username) => void navigate(emailConfirmationPath(username))} />
    </AuthCard>
  );
}

import { paths } from '@cri/shared/paths';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { ForgottenPasswordForm } from '../components/forgotten-password-form.tsx';

/** /forgotten-password (public; spec 1 §2.1, §4.2). */
export default function ForgottenPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('passwords.forgotten.title')}>
      <Text>{t('passwords.forgotten.intro')}</Text>
      <ForgottenPasswordForm />
      <Anchor component={Link} to={paths.login} ta="center">
        {t('passwords.forgotten.backToLogin')}
      </Anchor>
    </AuthCard>
  );
}

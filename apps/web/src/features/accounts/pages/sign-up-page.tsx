import { paths } from '@cri/shared/paths';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { SignUpForm } from '../components/sign-up-form.tsx';

/** /sign-up (public only; spec 1 §2.1). */
export default function SignUpPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('accounts.signUp.title')} subtitle={t('accounts.signUp.subtitle')}>
      <SignUpForm />
      <Text size="sm" ta="center">
        {t('accounts.signUp.haveAccount')}{' '}
        <Anchor component={Link} to={paths.login}>
          {t('accounts.signUp.login')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}

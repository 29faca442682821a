import { paths } from '@cri/shared/paths';
import type { TTokenResponse } from '@cri/shared/schemas/auth';
import { Alert, Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { signInTarget, useCompleteSignIn } from '../../../lib/auth/finish-sign-in.ts';
import { decodeAccessToken, isOtpValid, useSession } from '../../../lib/auth/session.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

/**
 * /expired-password (spec 1 §4.1 step 1, §8: a 308 answer): the change-password form. The answer is a
 * new session whose token carries the new expiry date; the sign-in then goes on where it would have gone
 * (the security code for staff, otherwise the landing page).
 */
export default function ExpiredPasswordPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const completeSignIn = useCompleteSignIn();

  const onChanged = (tokens: TTokenResponse) => {
    // A token that has passed the security code (or needs none) goes on as after the code.
    const afterSecurityCode = decodeAccessToken(tokens.accessToken)?.otp === true;
    const target = signInTarget({ accessToken: tokens.accessToken, redirectUri: null, afterSecurityCode });
    completeSignIn({ tokens, otpValid: isOtpValid(), target: target ?? { path: paths.home, fullPageLoad: false } });
  };

  return (
    <AuthCard title={t('auth.expiredPassword.title')}>
      <Alert color="orange" variant="light" icon={<IconLock aria-hidden />} role="note">
        {user ? t('passwords.expired.intro') : t('auth.expiredPassword.body')}
      </Alert>
      {user ? (
        <>
          <ChangePasswordForm onChanged={onChanged} />
          <Button component={Link} to={paths.logout} variant="subtle" fullWidth>
            {t('auth.common.logout')}
          </Button>
        </>
      ) : (
        <>
          <Text>{t('auth.expiredPassword.help')}</Text>
          <Button component={Link} to={paths.home} variant="light" fullWidth>
            {t('auth.common.backHome')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}

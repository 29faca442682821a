import { OTP_RESET_PATHS } from '@cri/shared/schemas/otp-reset';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LandingView } from '../components/landing-view.tsx';

/** /national-support/national-support, the national support landing (spec 1 §4.1 step 3). */
export default function NationalSupportPage() {
  const { t } = useTranslation();
  return (
    <LandingView
      title={t('landing.nationalSupport.title')}
      roles={['ROLE_NATIONAL_SUPPORT']}
      intro={() => t('landing.nationalSupport.intro')}
    >
      <Button component={Link} to={OTP_RESET_PATHS.national} variant="light" w="fit-content">
        {t('otpReset.landingLink')}
      </Button>
    </LandingView>
  );
}

import { OTP_RESET_PATHS } from '@cri/shared/schemas/otp-reset';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LandingView } from '../components/landing-view.tsx';

/** /regional-support/advisors, the regional support landing (spec 1 §4.1 step 4). */
export default function RegionalSupportPage() {
  const { t } = useTranslation();
  return (
    <LandingView
      title={t('landing.regionalSupport.title')}
      roles={['ROLE_REGIONAL_SUPPORT']}
      intro={() => t('landing.regionalSupport.intro')}
    >
      <Button component={Link} to={OTP_RESET_PATHS.regional} variant="light" w="fit-content">
        {t('otpReset.landingLink')}
      </Button>
    </LandingView>
  );
}

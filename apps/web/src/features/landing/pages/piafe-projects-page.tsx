import { useTranslation } from 'react-i18next';
import { LandingView } from '../components/landing-view.tsx';

/** /piafe/projects, the field-visit programme landing inside its own shell (spec 1 §4.1 step 6). */
export default function PiafeProjectsPage() {
  const { t } = useTranslation();
  return (
    <LandingView
      title={t('landing.piafe.title')}
      roles={['ROLE_ADVISOR_PIAFE']}
      intro={() => t('landing.piafe.intro')}
      // The PIAFE area is not built yet (remaining-areas.md): drop notOpen when it is.
      notOpen={() => true}
    />
  );
}

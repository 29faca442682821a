import { useTranslation } from 'react-i18next';
import { LandingView, useStringList } from '../components/landing-view.tsx';

/** /piafe/projects, the field-visit programme landing inside its own shell (spec 1 §4.1 step 6). */
export default function PiafeProjectsPage() {
  const { t } = useTranslation();
  const list = useStringList();
  return (
    <LandingView
      title={t('landing.piafe.title')}
      roles={['ROLE_ADVISOR_PIAFE']}
      intro={() => t('landing.piafe.intro')}
      services={() => list('landing.piafe.services')}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { LandingView } from '../components/landing-view.tsx';

/** /national-content-manager/procedures, the national content manager landing (spec 1 §4.1 step 5). */
export default function ContentManagerPage() {
  const { t } = useTranslation();
  return (
    <LandingView
      title={t('landing.contentManager.title')}
      roles={['ROLE_NATIONAL_CONTENT_MANAGER']}
      intro={() => t('landing.contentManager.intro')}
      // Content management is not built yet (remaining-areas.md): drop notOpen when it is.
      notOpen={() => true}
    />
  );
}

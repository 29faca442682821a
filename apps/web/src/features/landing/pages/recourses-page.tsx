import { useTranslation } from 'react-i18next';
import { LandingView } from '../components/landing-view.tsx';
import { RECOURSES_ROLES } from '../landing-roles.ts';

/** /recourses, the regional consultation's landing (spec 1 §4.1 step 8) and a menu entry of other roles. */
export default function RecoursesPage() {
  const { t } = useTranslation();
  return (
    <LandingView
      title={t('landing.recourses.title')}
      roles={RECOURSES_ROLES}
      intro={(role) => t(`landing.recourses.intro.${role}`)}
      // Recourses are not built yet (remaining-areas.md): drop notOpen when they are.
      notOpen={() => true}
    />
  );
}

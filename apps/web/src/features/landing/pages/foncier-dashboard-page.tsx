import { HABILITATIONS, type Habilitation } from '@cri/shared/enums/roles';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { LandingView } from '../components/landing-view.tsx';

const isHabilitation = (value: string): value is Habilitation => (HABILITATIONS as readonly string[]).includes(value);

/**
 * /foncier/dashboard, the land team's landing (spec 1 §4.1 step 7). Each tool of the land team opens
 * with a habilitation (spec 1 §2.2, §6: CONSULT, SEARCH, RDV, QUALIFICATION_FORM); the page lists those
 * the member holds.
 */
export default function FoncierDashboardPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const held = HABILITATIONS.filter((h) => (user?.habilitations ?? []).filter(isHabilitation).includes(h));
  return (
    <LandingView
      title={t('landing.foncier.title')}
      roles={['ROLE_FONCIER_MEMBER']}
      intro={() => t('landing.foncier.intro')}
      // The land area is not built yet (remaining-areas.md): drop notOpen when it is.
      notOpen={() => true}
      list={{ title: t('landing.foncier.habilitationsTitle'), items: held.map((h) => t(`landing.foncier.habilitations.${h}`)) }}
    >
      {held.length === 0 && (
        <Alert color="yellow" variant="light">
          {t('landing.foncier.noHabilitation')}
        </Alert>
      )}
    </LandingView>
  );
}

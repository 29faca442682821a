import { PLATFORM_VERSION } from '@cri/shared/limits';
import { paths } from '@cri/shared/paths';
import { Button, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../../../components/ui/rtl-mirror.module.css';
import { landingPathFor, useSignedInUser } from '../../../lib/signed-in-user.ts';
import { LandingView, useStringList } from '../components/landing-view.tsx';
import { NEW_FEATURES_ROLES } from '../landing-roles.ts';

/**
 * /new-features (spec 1 §4.1 step 9): what version 2.0.0 brings, then on to the page the user would
 * have reached otherwise (the monitoring dashboard for monitoring managers, the dashboard for others).
 */
export default function NewFeaturesPage() {
  const { t } = useTranslation();
  const list = useStringList();
  const user = useSignedInUser();
  const next = user ? landingPathFor(user) : paths.dashboard;
  return (
    <LandingView
      title={t('landing.newFeatures.title', { version: PLATFORM_VERSION })}
      roles={NEW_FEATURES_ROLES}
      intro={() => t('landing.newFeatures.intro')}
      list={{ title: t('landing.newFeatures.listTitle'), items: list('landing.newFeatures.items') }}
    >
      <Group>
        <Button
          component={Link}
          to={next}
          rightSection={<IconArrowRight size={18} aria-hidden="true" className={classes.mirror} />}
        >
          {next === paths.monitoringDashboard
            ? t('landing.newFeatures.continueMonitoring')
            : t('landing.newFeatures.continueDashboard')}
        </Button>
      </Group>
    </LandingView>
  );
}

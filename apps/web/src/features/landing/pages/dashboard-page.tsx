import { useTranslation } from 'react-i18next';
import { DashboardActions } from '../components/dashboard-actions.tsx';
import { InvestorDashboard } from '../components/investor-dashboard.tsx';
import { LandingView, useStringList } from '../components/landing-view.tsx';
import { StaffDashboard } from '../components/staff-dashboard.tsx';
import { DASHBOARD_ROLES } from '../landing-roles.ts';

/** /dashboard, the default landing (spec 1 §4.1 step 11); its text follows the user's role. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const list = useStringList();
  return (
    <LandingView
      title={t('landing.dashboard.title')}
      roles={DASHBOARD_ROLES}
      intro={(role) => t(`landing.dashboard.intro.${role}`)}
      services={(role) => list(`landing.dashboard.services.${role}`)}
      actions={(role) => (
        <>
          <DashboardActions role={role} />
          <InvestorDashboard role={role} />
          <StaffDashboard role={role} />
        </>
      )}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { DashboardActions } from '../components/dashboard-actions.tsx';
import { InvestorDashboard } from '../components/investor-dashboard.tsx';
import { LandingView } from '../components/landing-view.tsx';
import { PendingAdvisorChanges } from '../components/pending-advisor-changes.tsx';
import { StaffDashboard } from '../components/staff-dashboard.tsx';
import { DASHBOARD_NOT_OPEN_ROLES, DASHBOARD_ROLES } from '../landing-roles.ts';

/** /dashboard, the default landing (spec 1 §4.1 step 11); its text follows the user's role. */
export default function DashboardPage() {
  const { t } = useTranslation();
  return (
    <LandingView
      title={t('landing.dashboard.title')}
      roles={DASHBOARD_ROLES}
      intro={(role) => t(`landing.dashboard.intro.${role}`)}
      notOpen={(role) => DASHBOARD_NOT_OPEN_ROLES.includes(role)}
      actions={(role) => (
        <>
          <DashboardActions role={role} />
          <InvestorDashboard role={role} />
          <PendingAdvisorChanges role={role} />
          <StaffDashboard role={role} />
        </>
      )}
    />
  );
}

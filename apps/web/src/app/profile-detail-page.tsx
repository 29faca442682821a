import { lazy, Suspense } from 'react';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { useSession } from '../lib/auth/session.ts';

const InvestorProfilePage = lazy(() => import('../features/investors/pages/investor-profile-page.tsx'));
const StaffProfilePage = lazy(() => import('../features/profiles/pages/staff-profile-page.tsx'));

/**
 * /profile-detail is one address for three roles (spec 1 §2.5): the investor's profile lives in
 * features/investors, the CRUI member's and advisor's in features/profiles. The app layer picks one, so
 * neither feature imports the other.
 */
export default function ProfileDetailPage() {
  const { user } = useSession();
  const Page = user?.roles.includes('ROLE_INVESTOR') ? InvestorProfilePage : StaffProfilePage;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}

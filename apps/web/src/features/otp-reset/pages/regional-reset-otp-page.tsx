import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useCurrentRegionalSupport } from '../api/get-current-regional-support.ts';
import { OtpResetView } from '../components/otp-reset-view.tsx';

/**
 * /regional-support/reset-otp: accounts of the support's region only, and only when its record holds the
 * reset right (spec 1 §6); without it the page explains why nothing can be reset.
 */
export default function RegionalResetOtpPage() {
  const support = useCurrentRegionalSupport(true);
  if (support.isPending) return <PageLoader />;
  return <OtpResetView channel="regional" canReset={Boolean(support.data?.active && support.data.canResetOtp)} />;
}

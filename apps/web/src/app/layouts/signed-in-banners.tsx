import { CompleteProfileBanner } from '../../features/investors/components/complete-profile-banner.tsx';
import { PasswordExpiryBanner } from './password-expiry-banner.tsx';

/** The banners of signed-in users (spec 1 §2.3), in their own chunk: a visitor's first page does not need them. */
export default function SignedInBanners() {
  return (
    <>
      <PasswordExpiryBanner />
      <CompleteProfileBanner />
    </>
  );
}

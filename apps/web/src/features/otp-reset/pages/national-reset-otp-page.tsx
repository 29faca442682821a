import { OtpResetView } from '../components/otp-reset-view.tsx';

/** /national-support/reset-otp: national support resets the security code of any staff account. */
export default function NationalResetOtpPage() {
  return <OtpResetView channel="national" canReset />;
}

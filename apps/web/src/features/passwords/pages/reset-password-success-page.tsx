import { paths } from '@cri/shared/paths';
import { OutcomeCard } from './outcome-card.tsx';

/** /reset-password/success: every session was closed; the user signs in with the new password. */
export default function ResetPasswordSuccessPage() {
  return (
    <OutcomeCard
      title="passwords.reset.successTitle"
      body="passwords.reset.successBody"
      action={{ label: 'passwords.reset.toLogin', to: paths.login }}
    />
  );
}

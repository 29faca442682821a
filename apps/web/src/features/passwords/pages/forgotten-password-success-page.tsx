import { paths } from '@cri/shared/paths';
import { OutcomeCard } from './outcome-card.tsx';

/** /forgotten-password/success: the reset link is on its way. */
export default function ForgottenPasswordSuccessPage() {
  return (
    <OutcomeCard
      title="passwords.forgotten.successTitle"
      body="passwords.forgotten.successBody"
      action={{ label: 'passwords.forgotten.backToLogin', to: paths.login }}
    />
  );
}

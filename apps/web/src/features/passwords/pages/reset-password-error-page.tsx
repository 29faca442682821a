import { PASSWORD_PATHS } from '@cri/shared/schemas/password-paths';
import { OutcomeCard } from './outcome-card.tsx';

/** /reset-password/error: the link is spent, expired or unknown (spec 1 §4.2, §8). */
export default function ResetPasswordErrorPage() {
  return (
    <OutcomeCard
      tone="error"
      title="passwords.reset.errorTitle"
      body="passwords.reset.errorBody"
      action={{ label: 'passwords.reset.newLink', to: PASSWORD_PATHS.forgottenPassword }}
    />
  );
}

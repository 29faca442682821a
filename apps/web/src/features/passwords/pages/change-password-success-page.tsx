import { paths } from '@cri/shared/paths';
import { targetAfterSecurityCode } from '../../../lib/auth/finish-sign-in.ts';
import { useSession } from '../../../lib/auth/session.ts';
import { OutcomeCard } from './outcome-card.tsx';

/** /change-password/success: on to the user's landing page (spec 1 §4.1). */
export default function ChangePasswordSuccessPage() {
  const { user } = useSession();
  const next = user ? targetAfterSecurityCode(user, null) : null;
  return (
    <OutcomeCard
      title="passwords.change.successTitle"
      body="passwords.change.successBody"
      action={{ label: 'passwords.change.toDashboard', to: next && !next.fullPageLoad ? next.path : paths.home }}
    />
  );
}

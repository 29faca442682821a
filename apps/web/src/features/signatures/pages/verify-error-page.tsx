import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { OutcomePanel } from '../../../components/ui/outcome-panel.tsx';
import { withRetryWait } from '../../../lib/error-message.ts';
import { errorStateOf, verifyPath } from '../lib/paths.ts';

/** /verify-signature/confirmation-signature/error: the document could not be checked (type, size, virus…). */
export default function VerifyErrorPage() {
  const { t } = useTranslation();
  const { messageKey, retryAfterSeconds } = errorStateOf(useLocation().state);
  return (
    <OutcomePanel
      icon={<IconAlertTriangle size={32} />}
      color="red"
      title={t('signatures.verifyError.title')}
      links={[{ to: verifyPath, label: t('signatures.verifyError.retry'), primary: true }]}
    >
      {withRetryWait(t, t(messageKey ?? 'signatures.verifyError.generic'), retryAfterSeconds)}
    </OutcomePanel>
  );
}

import { IconClockCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OutcomePanel } from '../../../components/ui/outcome-panel.tsx';
import { parseId } from '../../../lib/route-id.ts';
import { signatureDetailPath } from '../lib/paths.ts';

/** /projects/{id}/confirm-finalize-signature/success: finalised; members still to sign have 48 hours. */
export default function FinalizedPendingPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  return (
    <OutcomePanel
      icon={<IconClockCheck size={32} />}
      color="orange"
      title={t('signatures.finalized.pendingTitle')}
      links={
        id === null
          ? []
          : [
              { to: signatureDetailPath(id), label: t('signatures.detail.link'), primary: true },
              { to: `/projects/${id}`, label: t('signatures.common.backToProject') },
            ]
      }
    >
      {t('signatures.finalized.pendingText')}
    </OutcomePanel>
  );
}

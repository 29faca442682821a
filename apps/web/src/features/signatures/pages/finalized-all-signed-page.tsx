import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OutcomePanel } from '../../../components/ui/outcome-panel.tsx';
import { parseId } from '../../../lib/route-id.ts';
import { signatureDetailPath } from '../lib/paths.ts';

/** /projects/{id}/finalize-signature/success: finalised, every attending member has signed. */
export default function FinalizedAllSignedPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  return (
    <OutcomePanel
      icon={<IconCircleCheck size={32} />}
      color="green"
      title={t('signatures.finalized.allTitle')}
      links={
        id === null
          ? []
          : [
              { to: signatureDetailPath(id), label: t('signatures.detail.link'), primary: true },
              { to: `/projects/${id}`, label: t('signatures.common.backToProject') },
            ]
      }
    >
      {t('signatures.finalized.allText')}
    </OutcomePanel>
  );
}

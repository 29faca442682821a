import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OutcomePanel } from '../../../components/ui/outcome-panel.tsx';
import { parseId } from '../../../lib/route-id.ts';
import { useSignatureBackPath } from '../lib/back-link.ts';

/** .../crui-signature-detail/esign-in-progress-error: another member is signing the PV (409), try later. */
export default function EsignInProgressPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().projectId) ?? 0;
  const back = useSignatureBackPath(id);
  return (
    <OutcomePanel
      icon={<IconHourglass size={32} />}
      color="orange"
      title={t('signatures.inProgress.title')}
      links={[{ to: back.to, label: t(back.labelKey), primary: true }]}
    >
      {t('errors.PV_SIGNING_IN_PROGRESS')}
    </OutcomePanel>
  );
}

import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OutcomePanel } from '../../../components/ui/outcome-panel.tsx';
import { parseId } from '../../../lib/route-id.ts';

/** .../follow-up-action/{fuaId}/governor-revision-confirmation: the governor's revision request is sent to the advisor. */
export default function GovernorRevisionConfirmationPage() {
  const { t } = useTranslation();
  const projectId = parseId(useParams().projectId) ?? 0;
  return (
    <OutcomePanel
      icon={<IconArrowBackUp size={32} />}
      color="orange"
      title={t('actSignature.revision.doneTitle')}
      links={[{ to: `/projects/${projectId}`, label: t('actSignature.sign.back'), primary: true }]}
    >
      {t('actSignature.revision.done')}
    </OutcomePanel>
  );
}

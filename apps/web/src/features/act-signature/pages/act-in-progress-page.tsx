import { actSignPath } from '@cri/shared/schemas/act-signature';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OutcomePanel } from '../../../components/ui/outcome-panel.tsx';
import { parseId } from '../../../lib/route-id.ts';

/** .../sign-act/esign-in-progress-error: someone is signing the act at the provider (409), try later. */
export default function ActInProgressPage() {
  const { t } = useTranslation();
  const params = useParams();
  const projectId = parseId(params.projectId) ?? 0;
  const fuaId = parseId(params.fuaId) ?? 0;
  return (
    <OutcomePanel
      icon={<IconHourglass size={32} />}
      color="orange"
      title={t('actSignature.inProgress.title')}
      links={[{ to: actSignPath(projectId, fuaId), label: t('actSignature.error.back'), primary: true }]}
    >
      {t('errors.ACT_SIGNING_IN_PROGRESS')}
    </OutcomePanel>
  );
}

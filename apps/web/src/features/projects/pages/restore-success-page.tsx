import { projectDetailsPath } from '@cri/shared/schemas/project-form';
import { projectListPath } from '@cri/shared/schemas/project-lists';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { parseId } from '../../../lib/route-id.ts';
import { OutcomeCard } from '../components/outcome-card.tsx';

/** /projects/{id}/restore-project/success: back to the deposit. */
export default function RestoreSuccessPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  return (
    <OutcomeCard
      icon={<IconRestore size={32} aria-hidden />}
      color="green"
      title={t('projects.restore.successTitle')}
      body={t('projects.restore.successBody')}
      links={[
        ...(id === null ? [] : [{ to: projectDetailsPath(id), label: t('projects.restore.toProject'), primary: true }]),
        { to: projectListPath(), label: t('projects.restore.toList') },
      ]}
    />
  );
}

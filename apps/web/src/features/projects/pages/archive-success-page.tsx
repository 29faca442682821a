import { projectListPath } from '@cri/shared/schemas/project-lists';
import { IconArchive } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OutcomeCard } from '../components/outcome-card.tsx';

/** /projects/{id}/archive-project/success. */
export default function ArchiveSuccessPage() {
  const { t } = useTranslation();
  return (
    <OutcomeCard
      icon={<IconArchive size={32} aria-hidden />}
      color="green"
      title={t('projects.archive.successTitle')}
      body={t('projects.archive.successBody')}
      links={[
        { to: projectListPath('closed'), label: t('projects.archive.toClosed'), primary: true },
        { to: projectListPath(), label: t('projects.archive.backToList') },
      ]}
    />
  );
}

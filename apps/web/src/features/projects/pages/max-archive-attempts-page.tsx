import { PROJECT_ARCHIVE_DAILY_LIMIT } from '@cri/shared/limits';
import { projectListPath } from '@cri/shared/schemas/project-lists';
import { IconCalendarTime } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OutcomeCard } from '../components/outcome-card.tsx';

/** /reach-max-archive-attemps/error (spec 2 §8): the daily maximum of archives is reached. */
export default function MaxArchiveAttemptsPage() {
  const { t } = useTranslation();
  return (
    <OutcomeCard
      icon={<IconCalendarTime size={32} aria-hidden />}
      color="orange"
      title={t('projects.archive.maxTitle')}
      body={t('projects.archive.maxMessage', { count: PROJECT_ARCHIVE_DAILY_LIMIT })}
      links={[{ to: projectListPath(), label: t('projects.archive.backToList'), primary: true }]}
    />
  );
}

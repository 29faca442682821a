import { PROJECT_RESTORE_DAILY_LIMIT } from '@cri/shared/limits';
import { projectListPath } from '@cri/shared/schemas/project-lists';
import { IconCalendarTime } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OutcomeCard } from '../components/outcome-card.tsx';

/** /reach-max-restore-attemps/error (spec 2 §8): the daily maximum of restores is reached. */
export default function MaxRestoreAttemptsPage() {
  const { t } = useTranslation();
  return (
    <OutcomeCard
      icon={<IconCalendarTime size={32} aria-hidden />}
      color="orange"
      title={t('projects.restore.maxTitle')}
      body={t('projects.restore.maxMessage', { count: PROJECT_RESTORE_DAILY_LIMIT })}
      links={[{ to: projectListPath('closed'), label: t('projects.archive.backToList'), primary: true }]}
    />
  );
}

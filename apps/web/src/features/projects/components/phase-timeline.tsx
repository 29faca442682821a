import type { TPhaseEntry } from '@cri/shared/schemas/project-submission';
import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';

/** The author's name; empty when the account has not filled it in (nothing is shown then). */
const author = (p: TPhaseEntry): string => (p.createdBy ? `${p.createdBy.firstName} ${p.createdBy.lastName}`.trim() : '');

/** The phases of a project, oldest first, each with its date and who made the change (spec 2 §2 timeline). */
export function PhaseTimeline({ phases }: { phases: readonly TPhaseEntry[] }) {
  const { t } = useTranslation();
  if (phases.length === 0) return <Text size="sm">{t('projects.timeline.empty')}</Text>;
  return (
    <Timeline active={phases.length - 1} bulletSize={18} lineWidth={2} aria-label={t('projects.timeline.title')}>
      {phases.map((p) => (
        <Timeline.Item key={p.id} title={t(`projects.phases.${p.title}`)}>
          <Text size="sm" c="dimmed">
            <time dateTime={p.createdAt} dir="ltr">
              {formatDateTime(p.createdAt)}
            </time>
            {author(p) ? (
              <>
                {' — '}
                <span dir="auto">{t('projects.timeline.by', { name: author(p) })}</span>
              </>
            ) : p.createdBy ? null : (
              <>
                {' — '}
                {t('projects.timeline.system')}
              </>
            )}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

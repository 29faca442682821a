import type { TLandFolderPartner } from '@cri/shared/schemas/rokhas';
import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { rokhasTimeline } from '../api/get-land-folder-partner.ts';

/** The Rokhas history of a file as a timeline (verification, share, folders sent, situations). */
export function RokhasTimeline({ data }: { data: TLandFolderPartner }) {
  const { t } = useTranslation();
  const events = rokhasTimeline(data);
  if (events.length === 0) return <Text c="dimmed">{t('rokhas.timeline.empty')}</Text>;
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} aria-label={t('rokhas.timeline.title')}>
      {events.map((e) => (
        <Timeline.Item
          key={e.key}
          color={e.color}
          title={t(
            e.titleKey,
            Object.fromEntries(Object.entries(e.params).map(([k, v]) => [k, v.startsWith('rokhas.') ? t(v) : v])),
          )}
        >
          <Text size="xs" c="dimmed">
            {formatDateTime(e.at)}
          </Text>
          {e.details.map((d) => (
            <Text size="sm" key={`${d.labelKey}-${d.value}`} dir="auto">
              {d.labelKey ? `${t(d.labelKey)} : ${formatDate(d.value)}` : d.value}
            </Text>
          ))}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

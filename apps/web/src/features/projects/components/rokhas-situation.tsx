import { hasPermission } from '@cri/shared/permissions';
import { ROKHAS_PHASES } from '@cri/shared/rules/rokhas';
import { rokhasSituationPath } from '@cri/shared/schemas/rokhas';
import { Badge, Button, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/auth/session.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { rokhasTimeline, useLandFolderPartner } from '../../rokhas/api/get-land-folder-partner.ts';

/**
 * The Rokhas situation on the file (issue 14, spec 2 §2 "Rokhas flow"): for the region's advisors once the
 * commission decided, its land-folder status and timeline, and the way to the Rokhas page.
 */
export function RokhasSituation({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const query = useLandFolderPartner(projectId, { enabled: hasPermission(user?.roles ?? [], 'read:rokhas') });
  const data = query.data;
  if (!data) return null;
  const decided = data.latestPhase === 'REVIEWED_IN_CRUI' || ROKHAS_PHASES.some((p) => p === data.latestPhase);
  if (!decided && data.tasks.length === 0) return null;
  const events = rokhasTimeline(data);
  const label = (v: string) => (v.startsWith('rokhas.') ? t(v) : v);
  return (
    <Paper withBorder p="md" radius="md" maw={720} component="section" aria-labelledby="rokhas-situation-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="rokhas-situation-title">
            {t('rokhas.title')}
          </Title>
          <Badge variant="light" tt="none" data-testid="project-rokhas-status">
            {data.status ? t(`rokhas.state.${data.status}`) : t('rokhas.notSent')}
          </Badge>
        </Group>
        {events.length === 0 ? (
          <Text c="dimmed">{t('rokhas.timeline.empty')}</Text>
        ) : (
          <Timeline active={events.length - 1} bulletSize={12} lineWidth={2}>
            {events.map((e) => (
              <Timeline.Item
                key={e.key}
                color={e.color}
                title={t(e.titleKey, Object.fromEntries(Object.entries(e.params).map(([k, v]) => [k, label(v)])))}
              >
                <Text size="xs" c="dimmed">
                  {formatDateTime(e.at)}
                </Text>
                {e.details
                  .filter((d) => d.labelKey)
                  .map((d) => (
                    <Text size="sm" key={d.labelKey}>
                      {t(d.labelKey)} : {formatDate(d.value)}
                    </Text>
                  ))}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
        <Group>
          <Button component={Link} to={rokhasSituationPath(projectId)} variant="light">
            {t('rokhas.openPage')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

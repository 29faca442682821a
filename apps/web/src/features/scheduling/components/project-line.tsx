import type { TCalendarProject } from '@cri/shared/schemas/scheduling';
import { calendarProjectPath } from '@cri/shared/schemas/scheduling';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** One file of a session: its slot, reference, name (to the agenda's summary) and investor. */
export function ProjectLine({ project }: { project: TCalendarProject }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          <bdi dir="ltr">{t('scheduling.common.slot', { start: project.startTime, end: project.endTime })}</bdi>
        </Text>
        {project.withinHours ? null : (
          <Badge color="orange" variant="light" size="sm">
            {t('scheduling.common.overHours')}
          </Badge>
        )}
        {project.isAlreadyReprogrammed ? (
          <Badge color="grape" variant="light" size="sm">
            {t('scheduling.common.reprogrammed')}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" dir="ltr" ta="start">
        {project.reference ?? t('scheduling.common.noReference')}
      </Text>
      <Anchor component={Link} to={calendarProjectPath(project.id)} size="sm" dir="auto">
        {project.name}
      </Anchor>
      <Text size="xs" dir="auto">
        {project.investorName}
      </Text>
    </Stack>
  );
}

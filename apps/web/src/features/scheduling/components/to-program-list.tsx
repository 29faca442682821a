import type { TScheduledProject } from '@cri/shared/schemas/scheduling';
import { Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { weekdayKey } from '../lib/calendar-view.ts';

/** A file waiting for a session: pick one of the week's days still open, then program it. */
function ProgramCell(props: {
  project: TScheduledProject;
  days: string[];
  busy: boolean;
  onProgram: (project: TScheduledProject, date: string) => void;
  onProgramAfterCommission: (project: TScheduledProject) => void;
}) {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | null>(props.days[0] ?? null);
  const { project } = props;
  if (!project.abilities.program) return null;
  const chosen = date !== null && props.days.includes(date) ? date : null;
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Select
          size="xs"
          aria-label={t('scheduling.schedule.chooseDayFor', { name: project.name })}
          placeholder={t('scheduling.schedule.chooseDay')}
          data={props.days.map((d) => ({ value: d, label: `${t(weekdayKey(d))} ${formatDate(d)}` }))}
          value={chosen}
          onChange={setDate}
          allowDeselect={false}
          w={170}
          disabled={props.days.length === 0}
        />
        <Button
          size="xs"
          disabled={chosen === null || props.busy}
          onClick={() => chosen && props.onProgram(project, chosen)}
          aria-label={t('scheduling.schedule.programFor', { name: project.name })}
        >
          {t('scheduling.schedule.program')}
        </Button>
      </Group>
      {project.latestPhase === 'REVIEWED_IN_CRUI' ? (
        <Button size="xs" variant="light" disabled={props.busy} onClick={() => props.onProgramAfterCommission(project)}>
          {t('scheduling.schedule.programAfterCommission')}
        </Button>
      ) : null}
    </Stack>
  );
}

export function ToProgramList(props: {
  projects: TScheduledProject[];
  days: string[];
  busy: boolean;
  onProgram: (project: TScheduledProject, date: string) => void;
  onProgramAfterCommission: (project: TScheduledProject) => void;
}) {
  const { t } = useTranslation();
  if (props.projects.length === 0) return <Text role="status">{t('scheduling.schedule.toProgramEmpty')}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" role="status">
        {t('scheduling.schedule.toProgramCount', { count: props.projects.length })}
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('scheduling.common.reference')}</Table.Th>
              <Table.Th>{t('scheduling.common.name')}</Table.Th>
              <Table.Th>{t('scheduling.common.investor')}</Table.Th>
              <Table.Th>{t('scheduling.common.phase')}</Table.Th>
              <Table.Th>{t('scheduling.common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.projects.map((p) => (
              <Table.Tr key={p.id} data-testid={`to-program-${p.id}`}>
                <Table.Td dir="ltr" style={{ textAlign: 'start' }}>
                  {p.reference ?? t('scheduling.common.noReference')}
                </Table.Td>
                <Table.Td dir="auto">{p.name}</Table.Td>
                <Table.Td dir="auto">{p.investorName}</Table.Td>
                <Table.Td>
                  {p.latestPhase === 'REVIEWED_IN_CRUI' ? (
                    <Badge color="orange" variant="light">
                      {t('scheduling.common.toReschedule')}
                    </Badge>
                  ) : p.latestPhase ? (
                    t(`projects.phases.${p.latestPhase}`)
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <ProgramCell
                    project={p}
                    days={props.days}
                    busy={props.busy}
                    onProgram={props.onProgram}
                    onProgramAfterCommission={props.onProgramAfterCommission}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

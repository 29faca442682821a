import type { TScheduledProject } from '@cri/shared/schemas/scheduling';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A file waiting for a session: "Program…" opens the confirmation, which proposes the day. */
function ProgramCell(props: {
  project: TScheduledProject;
  busy: boolean;
  onProgram: (project: TScheduledProject) => void;
  onProgramAfterCommission: (project: TScheduledProject) => void;
}) {
  const { t } = useTranslation();
  const { project } = props;
  if (project.competentCommission === 'NATIONAL') {
    return (
      <Text size="sm" c="dimmed" maw={260}>
        {t('scheduling.schedule.notProgrammableNational')}
      </Text>
    );
  }
  if (!project.abilities.program) return null;
  return (
    <Stack gap={6} align="flex-start">
      <Button
        size="xs"
        disabled={props.busy}
        onClick={() => props.onProgram(project)}
        aria-label={t('scheduling.schedule.programFor', { name: project.name })}
      >
        {t('scheduling.schedule.programAction')}
      </Button>
      {project.latestPhase === 'REVIEWED_IN_CRUI' ? (
        <Button size="xs" variant="light" disabled={props.busy} onClick={() => props.onProgramAfterCommission(project)}>
          {t('scheduling.schedule.programAfterCommission')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** The commission competent for the file's amount (spec 2 §9): the region programs the regional one's only. */
export function CompetenceBadge({ project }: { project: Pick<TScheduledProject, 'competentCommission'> }) {
  const { t } = useTranslation();
  const national = project.competentCommission === 'NATIONAL';
  return (
    <Badge color={national ? 'grape.9' : 'blue.9'} variant="filled" styles={{ label: { overflow: 'visible' } }}>
      {t(`scheduling.competence.${project.competentCommission}`)}
    </Badge>
  );
}

export function ToProgramList(props: {
  projects: TScheduledProject[];
  busy: boolean;
  onProgram: (project: TScheduledProject) => void;
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
              <Table.Th>{t('scheduling.competence.label')}</Table.Th>
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
                  <CompetenceBadge project={p} />
                </Table.Td>
                <Table.Td>
                  <ProgramCell
                    project={p}
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

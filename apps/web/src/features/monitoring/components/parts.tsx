import type { MilestoneStatus } from '@cri/shared/enums/monitoring';
import type { TMilestone, TMonitoringProject } from '@cri/shared/schemas/monitoring';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Stepper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { ltr, mPath } from '../lib/paths.ts';

const STATUS_COLOR: Record<MilestoneStatus, string> = {
  UPCOMING: 'gray',
  DUE: 'orange',
  OVERDUE: 'red',
  DONE: 'green',
  DISABLED: 'dark',
};

export function StatusBadge({ status }: { status: MilestoneStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(`monitoring.status.${status}`)}
    </Badge>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <Group justify="center" p="xl">
      <Loader role="status" aria-label={t('monitoring.loading')} />
    </Group>
  );
}

export function LoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    // The page's own heading is not there without the record: this one names the failure (level 1, like every page).
    <Stack>
      <Title order={1} size="h2">
        {t('monitoring.loadFailed')}
      </Title>
      <Alert color="red" role="alert">
        {apiErrorMessage(t, (error as ApiError | null) ?? null)}
      </Alert>
    </Stack>
  );
}

/** The 3-step header (spec 3 §2, §4): general infos, project infos, recap, each notStarted, inProgress or done. */
export function StepHeader({ project, active }: { project: TMonitoringProject; active: 0 | 1 | 2 }) {
  const { t } = useTranslation();
  const keys = ['generalInfos', 'projectInfos', 'recap'] as const;
  return (
    <Stepper active={active} size="sm" allowNextStepsSelect={false} aria-label={t('monitoring.steps.label')}>
      {keys.map((k, i) => (
        <Stepper.Step
          key={k}
          label={t(`monitoring.steps.${k}`)}
          description={t(`monitoring.stepStates.${project.stepStates[i] ?? 'notStarted'}`)}
          completedIcon={undefined}
        />
      ))}
    </Stepper>
  );
}

export function ProjectHeading({ project }: { project: TMonitoringProject }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h3">
            {project.name}
          </Title>
          <Text c="dimmed" size="sm">
            {t('monitoring.project.reference')} : {project.reference ?? '—'} · {t('monitoring.project.investor')} :{' '}
            {project.investorName}
          </Text>
        </div>
        <Button component={Link} to={mPath.project(project.id)} variant="subtle">
          {t('monitoring.project.backToProject')}
        </Button>
      </Group>
    </Paper>
  );
}

export function MilestoneTable({
  monitoringProjectId,
  milestones,
  readOnly,
}: {
  monitoringProjectId: number;
  milestones: TMilestone[];
  readOnly?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (milestones.length === 0) return <Text c="dimmed">{t('monitoring.milestone.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('monitoring.milestone.fields.orderNumber')}</Table.Th>
            <Table.Th>{t('monitoring.milestone.fields.name')}</Table.Th>
            <Table.Th>{t('monitoring.milestone.fields.milestoneType')}</Table.Th>
            <Table.Th>{t('monitoring.milestone.fields.dayNumber')}</Table.Th>
            <Table.Th>{t('monitoring.milestone.fields.verificationExpectedDate')}</Table.Th>
            <Table.Th>{t('monitoring.milestone.fields.progressRate')}</Table.Th>
            <Table.Th>{t('monitoring.milestone.fields.status')}</Table.Th>
            {readOnly ? null : <Table.Th>{t('monitoring.milestone.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {milestones.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>{m.orderNumber}</Table.Td>
              <Table.Td>{lang === 'ar' ? m.nameAr : m.nameFr}</Table.Td>
              <Table.Td>{t(`monitoring.types.${m.milestoneType}`)}</Table.Td>
              <Table.Td>{ltr(`${m.dayNumber} / ${m.absoluteDayNumber}`, lang)}</Table.Td>
              <Table.Td>{ltr(formatDate(m.verificationExpectedDate), lang)}</Table.Td>
              <Table.Td>{m.progressRate === null ? '—' : ltr(`${formatNumber(m.progressRate)} %`, lang)}</Table.Td>
              <Table.Td>
                <StatusBadge status={m.status} />
              </Table.Td>
              {readOnly ? null : (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="light"
                      component={Link}
                      to={mPath.milestoneDetails(monitoringProjectId, m.id)}
                    >
                      {t('monitoring.milestone.details')}
                    </Button>
                    {m.disabled ? null : (
                      <Button size="compact-sm" component={Link} to={mPath.milestoneEdit(monitoringProjectId, m.id)}>
                        {t('monitoring.milestone.edit')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { MONITORING_PATHS } from '@cri/shared/paths';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useMonitoringDashboard } from '../api/monitoring.ts';
import { BarChart, shown } from '../components/bar-chart.tsx';
import { LoadFailure, Loading, StatusBadge } from '../components/parts.tsx';
import { ltr, mPath } from '../lib/paths.ts';

/** /monitoring-dashboard (spec 3 §2): the actions to carry out, the projects behind schedule, the charts of the region. */
export default function MonitoringDashboardPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const q = useMonitoringDashboard();
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadFailure error={q.error} />;
  const d = q.data;
  const months = d.months.map((m) => `${m.month.slice(5, 7)}/${m.month.slice(2, 4)}`);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('monitoring.title.dashboard')}
        </Title>
        <Button component={Link} to={MONITORING_PATHS.projects}>
          {t('monitoring.dashboard.allProjects')}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md">
        <BarChart
          title={t('monitoring.dashboard.milestonesPerMonth')}
          categories={months}
          series={[
            { key: 'due', label: t('monitoring.dashboard.due'), color: '#f08c00' },
            { key: 'overdue', label: t('monitoring.dashboard.overdue'), color: '#e03131' },
            { key: 'done', label: t('monitoring.dashboard.done'), color: '#2f9e44' },
          ]}
          values={d.months.map((m) => [m.due, m.overdue, m.done])}
        />
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" radius="md">
          <BarChart
            title={t('monitoring.dashboard.investment')}
            categories={[t('monitoring.dashboard.dh')]}
            series={[
              { key: 'planned', label: t('monitoring.dashboard.planned'), color: '#1c7ed6' },
              { key: 'realised', label: t('monitoring.dashboard.realised'), color: '#2f9e44' },
            ]}
            values={[[d.investment.planned, d.investment.realised]]}
          />
          <Text size="sm" data-testid="investment-figures">
            {t('monitoring.dashboard.realisedOfPlanned', {
              realised: ltr(shown(d.investment.realised), lang),
              planned: ltr(shown(d.investment.planned), lang),
            })}
          </Text>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <BarChart
            title={t('monitoring.dashboard.jobs')}
            categories={[t('monitoring.dashboard.jobsUnit')]}
            series={[
              { key: 'planned', label: t('monitoring.dashboard.planned'), color: '#1c7ed6' },
              { key: 'realised', label: t('monitoring.dashboard.realised'), color: '#2f9e44' },
            ]}
            values={[[d.jobs.planned, d.jobs.realised]]}
          />
          <Text size="sm" data-testid="jobs-figures">
            {t('monitoring.dashboard.realisedOfPlanned', {
              realised: ltr(shown(d.jobs.realised), lang),
              planned: ltr(shown(d.jobs.planned), lang),
            })}
          </Text>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('monitoring.dashboard.actions')}
        </Title>
        {d.actions.length === 0 ? (
          <Text c="dimmed">{t('monitoring.dashboard.noActions')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('monitoring.list.name')}</Table.Th>
                  <Table.Th>{t('monitoring.milestone.fields.name')}</Table.Th>
                  <Table.Th>{t('monitoring.milestone.fields.verificationExpectedDate')}</Table.Th>
                  <Table.Th>{t('monitoring.milestone.fields.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.actions.map((a) => (
                  <Table.Tr key={a.milestoneId}>
                    <Table.Td>
                      <Anchor component={Link} to={mPath.project(a.monitoringProjectId)}>
                        {a.projectName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={mPath.milestoneDetails(a.monitoringProjectId, a.milestoneId)}>
                        {lang === 'ar' ? a.nameAr : a.nameFr}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{ltr(formatDate(a.verificationExpectedDate), lang)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={a.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('monitoring.dashboard.lateProjects')}
        </Title>
        {d.lateProjects.length === 0 ? (
          <Text c="dimmed">{t('monitoring.dashboard.noLate')}</Text>
        ) : (
          <Stack gap={4}>
            {d.lateProjects.map((p) => (
              <Anchor key={p.id} component={Link} to={mPath.project(p.id)}>
                {p.name} ({p.reference ?? '—'}) — {t('monitoring.list.overdueCount', { count: p.overdue })}
              </Anchor>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

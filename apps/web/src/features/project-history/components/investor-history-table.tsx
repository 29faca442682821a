import type { TInvestorProjectHistory } from '@cri/shared/schemas/project-history';
import { projectPath } from '@cri/shared/schemas/projects';
import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatNumber } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';

/** The investor's files by creation year (spec 2 §3 "Project history by creation year"). */
export function InvestorHistoryTable({ years }: { years: TInvestorProjectHistory }) {
  const { t, i18n } = useTranslation();
  const c = (key: string) => t(`projectHistory.columns.${key}`);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('projectHistory.byYear')}
      </Title>
      {years.map(({ year, projects }) => (
        <Stack key={year} gap="xs">
          <Title order={3} size="h5">
            {t('projectHistory.year', { year })}
          </Title>
          <Table.ScrollContainer minWidth={820}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{c('project')}</Table.Th>
                  <Table.Th>{c('phase')}</Table.Th>
                  <Table.Th>{c('decision')}</Table.Th>
                  <Table.Th>{c('investment')}</Table.Th>
                  <Table.Th>{c('jobs')}</Table.Th>
                  <Table.Th>{c('procedures')}</Table.Th>
                  <Table.Th>{c('parcels')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {projects.map((p) => (
                  <Table.Tr key={p.projectId}>
                    <Table.Td>
                      <Anchor component={Link} to={projectPath(p.projectId)} dir="auto">
                        {p.name}
                      </Anchor>
                      {p.current ? (
                        <Badge ms="xs" size="xs" variant="light">
                          {t('projectHistory.current')}
                        </Badge>
                      ) : null}
                      <Text size="xs" c="dimmed">
                        {p.reference ? <span dir="ltr">{p.reference}</span> : null}
                        {p.communeNameFr ? ` · ${localized(p, i18n.language, 'communeName')}` : ''} ·{' '}
                        {localized(p, i18n.language, 'regionName')}
                      </Text>
                    </Table.Td>
                    <Table.Td>{p.latestPhase ? t(`projects.phases.${p.latestPhase}`) : t('projectHistory.noPhase')}</Table.Td>
                    <Table.Td>
                      {p.commissionDecision
                        ? t(`projects.decisions.${p.commissionDecision}`, { defaultValue: p.commissionDecision })
                        : t('projectHistory.noDecision')}
                    </Table.Td>
                    <Table.Td dir="ltr">{formatAmount(p.totalInvestmentAmount)}</Table.Td>
                    <Table.Td dir="ltr">{formatNumber(p.totalJobsCreated)}</Table.Td>
                    <Table.Td dir="ltr">{formatNumber(p.countProcedures)}</Table.Td>
                    <Table.Td>
                      {t('projectHistory.parcels', { count: p.parcelCount, surface: formatNumber(p.totalParcelSurface) })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
    </Stack>
  );
}
